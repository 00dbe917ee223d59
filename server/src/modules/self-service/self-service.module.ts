import { ModuleContext } from '../../shared/module-context';
import type { AbuseLimitsService } from '../abuse-limits';
import type { AuditService } from '../audit';
import type { ConfirmationNotifier, StayMoneyServices, StayServices } from '../bookings';
import { BookingKeysService } from './booking-keys.service';
import { BookingsByPhoneService } from './bookings-by-phone.service';
import { DocumentDownloadsService } from './document-downloads.service';
import { GuestProofService } from './guest-proof.service';
import { PaymentLinkService } from './payment-link.service';
import { SelfServiceService } from './self-service.service';

/** What a guest does with their own booking: prove it is theirs, cancel, plan the arrival, download documents. */
export interface SelfServiceServices {
  guestProofs: GuestProofService;
  selfService: SelfServiceService;
  documentDownloads: DocumentDownloadsService;
  paymentLinks: PaymentLinkService;
  /** "Forgot your booking code?": a one-time code by SMS, then the number's bookings. */
  bookingsByPhone: BookingsByPhoneService;
}

export function createSelfServiceModule(
  context: ModuleContext,
  stays: StayServices,
  money: StayMoneyServices,
  needs: {
    audit: AuditService;
    abuseLimits: AbuseLimitsService;
    bookingKeys: BookingKeysService;
    queueConfirmation: ConfirmationNotifier;
  },
): SelfServiceServices {
  const { dataSource } = context;
  const guestProofs = new GuestProofService(dataSource, needs.abuseLimits, needs.bookingKeys);
  return {
    guestProofs,
    selfService: new SelfServiceService(
      dataSource,
      guestProofs,
      money.cancellations,
      stays.bookingLifecycle,
      needs.audit,
      needs.abuseLimits,
      needs.queueConfirmation,
      context.clock,
    ),
    documentDownloads: new DocumentDownloadsService(
      dataSource,
      needs.abuseLimits,
      needs.bookingKeys,
      context.config.abuseLimits.documentDownloadRateLimit,
    ),
    paymentLinks: new PaymentLinkService(dataSource, needs.bookingKeys, context.clock),
    bookingsByPhone: new BookingsByPhoneService(
      dataSource,
      needs.abuseLimits,
      needs.bookingKeys,
      context.clock,
      context.config.jwtSecret,
    ),
  };
}
