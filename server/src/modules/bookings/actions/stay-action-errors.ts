import { DomainError } from '../../../shared/domain-error';
import { formatRupees } from '../../../shared/money';

/** Why the desk could not check a guest in or out (they were the front desk's codes: the codes stay). */
export const StayActionErrorCode = {
  RegistrationInvalid: 'REGISTRATION_INVALID',
  FormCRequired: 'REGISTRATION_FORM_C_REQUIRED',
  VisaExpired: 'REGISTRATION_VISA_EXPIRED',
  PartyTooLarge: 'REGISTRATION_PARTY_TOO_LARGE',
  BalanceDueAtCheckOut: 'BALANCE_DUE_AT_CHECK_OUT',
  MoveRoomRequired: 'MOVE_ROOM_REQUIRED',
  MoveRoomNotFound: 'MOVE_ROOM_NOT_FOUND',
  MoveSameRoom: 'MOVE_SAME_ROOM',
  MoveLineRequired: 'MOVE_LINE_REQUIRED',
  MoveReasonRequired: 'MOVE_REASON_REQUIRED',
  MoveReasonTooLong: 'MOVE_REASON_TOO_LONG',
  MoveNoNightsLeft: 'MOVE_NO_NIGHTS_LEFT',
  MoveRoomTaken: 'MOVE_ROOM_TAKEN',
  MoveRoomTooSmall: 'MOVE_ROOM_TOO_SMALL',
} as const;

/** Checking out while money is still owed: the desk takes it first. */
export const balanceDueAtCheckOut = (balanceDuePaise: number) =>
  new DomainError(
    StayActionErrorCode.BalanceDueAtCheckOut,
    `${formatRupees(balanceDuePaise)} is still due. Take the payment before checking out.`,
    'bookingId',
    'conflict',
  );
