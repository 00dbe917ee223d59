import { ModuleContext } from '../../shared/module-context';
import type { AuditService } from '../audit';
import { FormIIIService } from './form-iii.service';
import { GuestRegisterService } from './guest-register.service';
import { RegisterAtTheDesk } from './register-at-the-desk';

export interface GuestRegisterServices {
  /** The guest register per day or month (page and PDF). */
  guestRegister: GuestRegisterService;
  /** Foreign guests' Form III reports: due, the sheet, marking one reported. */
  formIII: FormIIIService;
  /** What check-in and check-out call to keep the register (the bookings module's StayRegister port). */
  registerAtTheDesk: RegisterAtTheDesk;
}

export function createGuestRegisterModule(context: ModuleContext, needs: { audit: AuditService }): GuestRegisterServices {
  const { dataSource, clock } = context;
  return {
    guestRegister: new GuestRegisterService(dataSource),
    formIII: new FormIIIService(dataSource, needs.audit, clock),
    registerAtTheDesk: new RegisterAtTheDesk(),
  };
}
