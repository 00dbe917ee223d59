import { DomainError, notFound } from '../../../shared/domain-error';

/** Why the desk could not take, reverse or give back money. */
export const DeskPaymentErrorCode = {
  AmountInvalid: 'DESK_AMOUNT_INVALID',
  AmountOverBalance: 'DESK_AMOUNT_OVER_BALANCE',
  NothingDue: 'DESK_NOTHING_DUE',
  MethodInvalid: 'DESK_METHOD_INVALID',
  ReferenceTooLong: 'DESK_REFERENCE_TOO_LONG',
  ReferenceRequired: 'DESK_REFERENCE_REQUIRED',
  ReferenceInvalid: 'DESK_REFERENCE_INVALID',
  NoteTooLong: 'DESK_NOTE_TOO_LONG',
  BookingEnded: 'DESK_BOOKING_ENDED',
  PaymentNotFound: 'DESK_PAYMENT_NOT_FOUND',
  NotReversible: 'DESK_PAYMENT_NOT_REVERSIBLE',
  AlreadyReversed: 'DESK_PAYMENT_ALREADY_REVERSED',
  ReasonRequired: 'DESK_REASON_REQUIRED',
  ReasonTooLong: 'DESK_REASON_TOO_LONG',
  GoodwillOverPaid: 'GOODWILL_OVER_PAID',
  NoReceipt: 'DESK_NO_RECEIPT',
  CashLimit: 'DESK_CASH_LIMIT_269ST',
} as const;

export const deskPaymentNotFound = () => notFound(DeskPaymentErrorCode.PaymentNotFound, 'Payment not found');

export const alreadyReversed = () =>
  new DomainError(DeskPaymentErrorCode.AlreadyReversed, 'This payment was already reversed.', 'paymentId', 'conflict');
