import { ModuleContext } from '../../shared/module-context';
import type { AuditService } from '../audit';
import type { HotelProfileReader } from '../hotel-settings';
import type { BookingLifecycle } from '../bookings';
import type { BookingsByPhoneService, GuestProofService } from '../self-service';
import { PrivacyRequestsService } from './privacy-requests.service';

export interface PrivacyRequestsServices {
  /** Guests' rights over their personal data: filing, the admin's queue, erasure, the access downloads. */
  privacyRequests: PrivacyRequestsService;
}

export function createPrivacyRequestsModule(
  context: ModuleContext,
  needs: {
    audit: AuditService;
    hotelProfile: HotelProfileReader;
    guestProofs: Pick<GuestProofService, 'find'>;
    bookingsByPhone: Pick<BookingsByPhoneService, 'proveCode'>;
    bookingLifecycle: Pick<BookingLifecycle, 'forgetContacts'>;
  },
): PrivacyRequestsServices {
  const { dataSource, clock, config } = context;
  return {
    privacyRequests: new PrivacyRequestsService({ dataSource, clock, serverSecret: config.jwtSecret, ...needs }),
  };
}
