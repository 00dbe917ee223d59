/** The self-service module as other code sees it: everything else in this folder is its own. */
export { BookingKeysService } from './booking-keys.service';
export { GuestProofService } from './guest-proof.service';
export { PaymentLinkService } from './payment-link.service';
export { SelfServiceResolver } from './self-service.resolver';
export { selfServiceRoutes } from './self-service.routes';
export { SelfServiceService } from './self-service.service';
export { documentDownloadsRoutes } from './document-downloads.routes';
export { DocumentDownloadsService } from './document-downloads.service';
export { createSelfServiceModule } from './self-service.module';
export type { SelfServiceServices } from './self-service.module';
export {
  BookingsByPhoneService,
  BOOKINGS_BY_PHONE_LIMITS,
  CODE_NOT_RIGHT,
  CODE_SENT,
  MAX_WRONG_TRIES,
} from './bookings-by-phone.service';
export type { BookingOfPhone } from './bookings-by-phone.service';
export { OneTimeCode } from './one-time-code.entity';
export { registerOneTimeCodeMessages } from './one-time-code-messages';
