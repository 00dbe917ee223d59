import { DomainError, notFound } from '../../../shared/domain-error';

/** Why the desk could not post or reverse a charge, or the owner change a charge's defaults. */
export const FolioChargeErrorCode = {
  KindInvalid: 'CHARGE_KIND_INVALID',
  QuantityInvalid: 'CHARGE_QUANTITY_INVALID',
  PriceInvalid: 'CHARGE_PRICE_INVALID',
  NoteInvalid: 'CHARGE_NOTE_INVALID',
  SacInvalid: 'CHARGE_SAC_INVALID',
  RateInvalid: 'CHARGE_RATE_INVALID',
  StayNotInHouse: 'CHARGE_STAY_NOT_IN_HOUSE',
  ChargeNotFound: 'CHARGE_NOT_FOUND',
  AlreadyReversed: 'CHARGE_ALREADY_REVERSED',
  NotReversible: 'CHARGE_NOT_REVERSIBLE',
} as const;

export const folioChargeNotFound = () => notFound(FolioChargeErrorCode.ChargeNotFound, 'Charge not found');

export const chargeAlreadyReversed = () =>
  new DomainError(FolioChargeErrorCode.AlreadyReversed, 'This charge was already reversed.', 'chargeId', 'conflict');
