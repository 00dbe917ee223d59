import { DomainError } from '../../shared/domain-error';
import { MessagesErrorCode } from './messages-errors';
import { ConsentSource } from './messaging-consent.entity';

/**
 * The forms' "Send me offers and news from {hotel}" box (issue 29, item 3): separate from the
 * WhatsApp updates box and unticked by default. Only a ticked box is kept, with its time and the
 * form it came from, as two columns on the booking or enquiry the form made: the consent lives
 * and goes with that record (an expired hold forgetting its contact forgets it too), and nothing
 * sends marketing yet that would need one row per contact.
 */
export interface MarketingConsentColumns {
  marketingConsentAt: Date | null;
  marketingConsentSource: ConsentSource | null;
}

export const NO_MARKETING_CONSENT: MarketingConsentColumns = { marketingConsentAt: null, marketingConsentSource: null };

/**
 * The box as sent: true when ticked (a JSON boolean, or "true" from a form post); false, or left
 * out (every earlier client), when not. Anything else is refused, so a mistaken client is told.
 */
export function parseMarketingChoice(raw: unknown, field = 'marketingConsent'): boolean {
  if (raw === undefined || raw === null || raw === '' || raw === false || raw === 'false') return false;
  if (raw === true || raw === 'true') return true;
  throw new DomainError(MessagesErrorCode.ConsentChoiceInvalid, 'The offers and news box is true or false', field);
}

/** The columns to keep for the choice: the time and form of a ticked box, nothing for an unticked one. */
export function marketingConsentColumns(ticked: boolean, at: Date, source: ConsentSource): MarketingConsentColumns {
  return ticked ? { marketingConsentAt: at, marketingConsentSource: source } : NO_MARKETING_CONSENT;
}
