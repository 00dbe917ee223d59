import { registerEnumType } from 'type-graphql';
import { AbuseLimitErrorCode } from './modules/abuse-limits/abuse-limits-errors';
import { AdminAuthErrorCode } from './modules/admin-auth/admin-auth-errors';
import { AvailabilityErrorCode } from './modules/availability/availability-errors';
import { BookingErrorCode } from './modules/bookings/booking-errors';
import { ChannelErrorCode } from './modules/channels/channel-errors';
import { RoomBlockErrorCode } from './modules/bookings/room-block-errors';
import { ContactErrorCode } from './modules/contact/contact.service';
import { DeskBookingErrorCode } from './modules/bookings/desk-booking-errors';
import { GuestErrorCode } from './modules/guests/guest-validation';
import { PaymentErrorCode } from './modules/billing/payments/payment-errors';
import { DeskPaymentErrorCode } from './modules/billing/payments/desk-payment-errors';
import { ReportErrorCode } from './modules/reports/calendar-errors';
import { HotelReportErrorCode } from './modules/reports/report-errors';
import { AuditErrorCode } from './modules/audit/audit-errors';
import { StayActionErrorCode } from './modules/bookings/actions/stay-action-errors';
import { FrontDeskErrorCode } from './modules/front-desk/front-desk-errors';
import { RoomErrorCode } from './modules/rooms/room-errors';
import { UploadErrorCode } from './modules/uploads/upload-errors';
import { StayErrorCode } from './shared/dates';
import { PageErrorCode } from './shared/page';
import { GstinErrorCode } from './shared/gstin';
import { RateErrorCode } from './modules/pricing/pricing-errors';
import { HotelProfileErrorCode, HotelSettingsErrorCode } from './modules/hotel-settings/hotel-settings-errors';
import { InvoiceErrorCode } from './modules/billing/documents/invoice-errors';
import { SelfServiceErrorCode } from './modules/self-service/self-service-errors';
import { BanquetErrorCode } from './modules/banquet/banquet-errors';
import { HousekeepingErrorCode } from './modules/housekeeping/housekeeping-errors';
import { ShiftErrorCode } from './modules/billing/shifts/shift-errors';
import { ClosedDayErrorCode } from './modules/billing/day-lock/closed-day-errors';
import { DayCloseErrorCode } from './modules/day-close/day-close-errors';
import { FolioChargeErrorCode } from './modules/billing/folio-charges/folio-charge-errors';
import { MessagesErrorCode } from './modules/messages/messages-errors';
import { CreditNoteErrorCode } from './modules/billing/folio-credits/credit-note-errors';
import { GuestRegisterErrorCode } from './modules/guest-register/guest-register-errors';
import { PrivacyRequestErrorCode } from './modules/privacy-requests/privacy-request-errors';
import { AccessLogErrorCode } from './modules/access-log/access-log-errors';

/** Every module's codes, in one list: a code a module does not own cannot be thrown. */
const MODULE_CODES = [
  StayErrorCode,
  PageErrorCode,
  RoomErrorCode,
  UploadErrorCode,
  AvailabilityErrorCode,
  GuestErrorCode,
  BookingErrorCode,
  PaymentErrorCode,
  DeskPaymentErrorCode,
  AbuseLimitErrorCode,
  AdminAuthErrorCode,
  ContactErrorCode,
  ReportErrorCode,
  HotelReportErrorCode,
  AuditErrorCode,
  // Check-in and check-out's codes, once the front desk's: listed here to keep the enum's order.
  StayActionErrorCode,
  FrontDeskErrorCode,
  RoomBlockErrorCode,
  DeskBookingErrorCode,
  GstinErrorCode,
  RateErrorCode,
  HotelSettingsErrorCode,
  InvoiceErrorCode,
  SelfServiceErrorCode,
  BanquetErrorCode,
  HotelProfileErrorCode,
  HousekeepingErrorCode,
  ShiftErrorCode,
  ClosedDayErrorCode,
  DayCloseErrorCode,
  FolioChargeErrorCode,
  MessagesErrorCode,
  CreditNoteErrorCode,
  GuestRegisterErrorCode,
  PrivacyRequestErrorCode,
  AccessLogErrorCode,
  ChannelErrorCode,
] as const;

type CodesOf<T> = T extends Record<string, infer Code> ? Code : never;

/** Why the domain refused a request, as a stable code for programs (GraphQL's UserErrorCode). */
export type UserErrorCode = CodesOf<(typeof MODULE_CODES)[number]>;

/** The GraphQL enum: each code is its own name. */
export const UserErrorCode = Object.fromEntries(
  MODULE_CODES.flatMap((codes): string[] => Object.values<string>(codes)).map((code) => [code, code]),
) as { [Code in UserErrorCode]: Code };

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'Why a request was refused: each module’s codes, stable for programs.',
});
