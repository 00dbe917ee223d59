import { DomainError, notFound } from '../../shared/domain-error';

/** What the banquet side refuses, in words a family or the owner can act on. */
export enum BanquetErrorCode {
  HALL_NOT_FOUND = 'HALL_NOT_FOUND',
  HALL_INVALID = 'HALL_INVALID',
  SESSION_NOT_FOUND = 'SESSION_NOT_FOUND',
  SESSION_INVALID = 'SESSION_INVALID',
  MENU_PACKAGE_NOT_FOUND = 'MENU_PACKAGE_NOT_FOUND',
  MENU_PACKAGE_INVALID = 'MENU_PACKAGE_INVALID',
  BANQUET_TERMS_INVALID = 'BANQUET_TERMS_INVALID',
  EVENT_NOT_FOUND = 'EVENT_NOT_FOUND',
  EVENT_INVALID = 'EVENT_INVALID',
  EVENT_DATE_INVALID = 'EVENT_DATE_INVALID',
  EVENT_STATUS_CONFLICT = 'EVENT_STATUS_CONFLICT',
  EVENT_SLOT_TAKEN = 'EVENT_SLOT_TAKEN',
  EVENT_QUOTE_INVALID = 'EVENT_QUOTE_INVALID',
  EVENT_PAYMENT_INVALID = 'EVENT_PAYMENT_INVALID',
  EVENT_ENQUIRY_RATE_LIMITED = 'EVENT_ENQUIRY_RATE_LIMITED',
}

export function eventNotFound(): DomainError {
  return notFound(BanquetErrorCode.EVENT_NOT_FOUND, 'We could not find that event.');
}

export function hallNotFound(): DomainError {
  return notFound(BanquetErrorCode.HALL_NOT_FOUND, 'We could not find that hall.');
}
