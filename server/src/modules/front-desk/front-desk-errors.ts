import { DomainError } from '../../shared/domain-error';
import { formatRupees } from '../../shared/money';

export const FrontDeskErrorCode = {
  RegistrationInvalid: 'REGISTRATION_INVALID',
  FormCRequired: 'REGISTRATION_FORM_C_REQUIRED',
  VisaExpired: 'REGISTRATION_VISA_EXPIRED',
  PartyTooLarge: 'REGISTRATION_PARTY_TOO_LARGE',
  BalanceDueAtCheckOut: 'BALANCE_DUE_AT_CHECK_OUT',
  DateInvalid: 'FRONT_DESK_DATE_INVALID',
} as const;

/** Checking out while money is still owed: the desk takes it first. */
export const balanceDueAtCheckOut = (balanceDuePaise: number) =>
  new DomainError(
    FrontDeskErrorCode.BalanceDueAtCheckOut,
    `${formatRupees(balanceDuePaise)} is still due. Take the payment before checking out.`,
    'bookingId',
    'conflict',
  );
