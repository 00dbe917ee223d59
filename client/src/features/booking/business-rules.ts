import { BUSINESS_NAME_MAX_LENGTH } from '@server-pure/guest-details';
import { gstinProblem, normaliseGstin } from '@server-pure/gstin';
import { ENGLISH_DETAILS_WORDS, type DetailsWords } from './details-words';

/** The optional business a GST invoice is made out to (a B2B invoice), as the guest details form takes it. */
export interface BusinessDetails {
  /** "I need a GST invoice for my business" is ticked. */
  businessInvoice: boolean;
  businessName: string;
  businessGstin: string;
}

export type BusinessField = 'businessName' | 'businessGstin';

export const NO_BUSINESS: BusinessDetails = { businessInvoice: false, businessName: '', businessGstin: '' };

/**
 * The business checked by the server's rules (the server checks again, and its message wins):
 * a name is needed, a GSTIN is optional (an unregistered business) but must pass its check
 * character. Unticked, nothing is kept. The messages are the server's (@server-pure/guest-details,
 * @server-pure/gstin) in the page's language, and the form's own for a ticked box with no name.
 */
export function validateBusiness(
  values: Partial<BusinessDetails>,
  { details: words }: DetailsWords = ENGLISH_DETAILS_WORDS,
): {
  business: BusinessDetails;
  errors: Partial<Record<BusinessField, string>>;
} {
  if (!values.businessInvoice) return { business: NO_BUSINESS, errors: {} };
  const business = {
    businessInvoice: true,
    businessName: (values.businessName ?? '').trim(),
    businessGstin: normaliseGstin(values.businessGstin ?? ''),
  };
  const errors: Partial<Record<BusinessField, string>> = {};
  if (business.businessName === '') {
    errors.businessName = words.t(business.businessGstin ? 'businessNameForGstin' : 'businessNameRequired');
  } else if (business.businessName.length > BUSINESS_NAME_MAX_LENGTH) {
    errors.businessName = words.t('businessNameTooLong', { max: BUSINESS_NAME_MAX_LENGTH });
  }
  const problem = business.businessGstin ? gstinProblem(business.businessGstin) : null;
  if (problem) errors.businessGstin = words.t('gstinProblem', { problem });
  return { business, errors };
}

/** The quote's business fields: only when the guest asked for a business invoice. */
export function quoteBusiness(business: BusinessDetails): { businessName?: string; businessGstin?: string } {
  if (!business.businessInvoice || !business.businessName) return {};
  return { businessName: business.businessName, ...(business.businessGstin ? { businessGstin: business.businessGstin } : {}) };
}
