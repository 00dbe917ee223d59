import { DomainError } from '../../shared/domain-error';

/** Why the desk could not make, change or edit a booking. */
export const DeskBookingErrorCode = {
  ChannelInvalid: 'DESK_BOOKING_CHANNEL_INVALID',
  GuestsInvalid: 'DESK_BOOKING_GUESTS_INVALID',
  PaymentInvalid: 'DESK_BOOKING_PAYMENT_INVALID',
  NotesTooLong: 'DESK_BOOKING_NOTES_TOO_LONG',
  NothingToChange: 'DESK_BOOKING_NOTHING_TO_CHANGE',
  LineRequired: 'DESK_BOOKING_LINE_REQUIRED',
  OnlinePaymentUnderWay: 'DESK_BOOKING_ONLINE_PAYMENT_UNDER_WAY',
  DeskPaymentsUnavailable: 'DESK_BOOKING_DESK_PAYMENTS_UNAVAILABLE',
  InvoiceIssued: 'DESK_BOOKING_INVOICE_ISSUED',
  RateOverrideInvalid: 'DESK_BOOKING_RATE_OVERRIDE_INVALID',
  CheckInNowRefused: 'DESK_BOOKING_CHECK_IN_NOW_REFUSED',
  CheckInNowFailed: 'DESK_BOOKING_CHECK_IN_FAILED',
  /** convertChannelStay: no such OTA stay. */
  OtaStayNotFound: 'DESK_BOOKING_OTA_STAY_NOT_FOUND',
  /** convertChannelStay: the stay is not one the desk can make a booking of (released, in conflict, made already, begun). */
  OtaStayNotConvertible: 'DESK_BOOKING_OTA_STAY_NOT_CONVERTIBLE',
  /** convertChannelStay: the OTA's reference, rent, commission or collected amount is not right. */
  OtaSaleInvalid: 'DESK_BOOKING_OTA_SALE_INVALID',
} as const;

export const MAX_NOTES_LENGTH = 2000;

export function deskBookingError(
  code: (typeof DeskBookingErrorCode)[keyof typeof DeskBookingErrorCode],
  message: string,
  field?: string,
) {
  return new DomainError(code, message, field);
}
