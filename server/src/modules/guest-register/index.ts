/** The guest register and Form III as other code sees them: everything else in this folder is its own. */
export { RegisterEntry } from './register-entry.entity';
export { FormIIIKind, FormIIIReport, FormIIIStatus, FORM_III_DEADLINE_HOURS } from './form-iii-report.entity';
export { RegisterGuestInput } from './register-guest-input';
export { GuestRegisterResolver } from './guest-register.resolver';
export { guestRegisterRoutes } from './guest-register.routes';
export { createGuestRegisterModule } from './guest-register.module';
export type { GuestRegisterServices } from './guest-register.module';
export { GuestRegisterService, MAX_REGISTER_DAYS } from './guest-register.service';
export { FormIIIService } from './form-iii.service';
