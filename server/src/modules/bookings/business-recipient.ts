import { DomainError } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { assertGstin, normaliseGstin } from '../../shared/gstin';
import { BUSINESS_MESSAGES, BUSINESS_NAME_MAX_LENGTH } from '../../shared/pure/guest-details';
import { BookingErrorCode } from './booking-errors';

/** A registered business the invoice is made out to (a B2B invoice). */
export interface BusinessRecipient {
  name: string;
  gstin: string;
}

/**
 * The optional business of a booking: none when both fields are empty. A GSTIN needs a business
 * name and must pass its check character; a name alone is kept with no GSTIN (a B2C invoice).
 */
export function parseBusinessRecipient(rawName: unknown, rawGstin: unknown): BusinessRecipient | null {
  const name = trimmed(rawName);
  const gstin = normaliseGstin(rawGstin);
  if (!name && !gstin) return null;
  if (name.length > BUSINESS_NAME_MAX_LENGTH) {
    throw new DomainError(BookingErrorCode.BusinessNameTooLong, BUSINESS_MESSAGES.nameTooLong, 'businessName');
  }
  if (gstin) {
    assertGstin(gstin, 'businessGstin');
    if (!name) throw new DomainError(BookingErrorCode.BusinessNameRequired, BUSINESS_MESSAGES.nameForGstin, 'businessName');
  }
  return { name, gstin };
}
