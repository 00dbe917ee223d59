import { DomainError } from '../../shared/domain-error';

/** Why a guest's self-service request was refused (GraphQL UserErrorCode, REST `code`). */
export const SelfServiceErrorCode = {
  LookupIncomplete: 'BOOKING_LOOKUP_INCOMPLETE',
  LookupNoMatch: 'BOOKING_LOOKUP_NO_MATCH',
  LookupRateLimited: 'BOOKING_LOOKUP_RATE_LIMITED',
  ProofRequired: 'GUEST_PROOF_REQUIRED',
  ProofMismatch: 'GUEST_PROOF_MISMATCH',
  ProofRateLimited: 'GUEST_PROOF_RATE_LIMITED',
  NotCancellable: 'SELF_CANCEL_NOT_ALLOWED',
  NotChangeable: 'ARRIVAL_PLANS_NOT_ALLOWED',
  ArrivalTimeInvalid: 'ARRIVAL_TIME_INVALID',
  SpecialRequestTooLong: 'SPECIAL_REQUEST_TOO_LONG',
  ResendNotConfirmed: 'CONFIRMATION_NOT_CONFIRMED',
  ResendRateLimited: 'CONFIRMATION_RESEND_LIMITED',
  ResendNoEmail: 'CONFIRMATION_NO_EMAIL',
  PaymentLinkExpired: 'PAYMENT_LINK_EXPIRED',
  OneTimeCodePhoneInvalid: 'ONE_TIME_CODE_PHONE_INVALID',
  OneTimeCodeRateLimited: 'ONE_TIME_CODE_RATE_LIMITED',
  OneTimeCodeRequired: 'ONE_TIME_CODE_REQUIRED',
  OneTimeCodeWrong: 'ONE_TIME_CODE_WRONG',
} as const;

/** "in 3 minutes", "in 1 minute": how long until a rate-limit window ends. */
export function retryIn(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function tooManyTries(
  code: (typeof SelfServiceErrorCode)[keyof typeof SelfServiceErrorCode],
  waitMs: number,
  callUs: string,
  field?: string,
) {
  return new DomainError(
    code,
    `Too many tries. Please try again ${retryIn(waitMs)}, or call us${callUs}.`,
    field,
    'rate_limited',
  );
}
