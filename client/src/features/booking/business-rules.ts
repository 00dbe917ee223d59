import { BUSINESS_MESSAGES as BUSINESS_RULE_MESSAGES, BUSINESS_NAME_MAX_LENGTH } from '@server-pure/guest-details';
import { gstinMessage, normaliseGstin } from '@server-pure/gstin';

/** The optional business a GST invoice is made out to (a B2B invoice), as the guest details form takes it. */
export interface BusinessDetails {
  /** "I need a GST invoice for my business" is ticked. */
  businessInvoice: boolean;
  businessName: string;
  businessGstin: string;
}

export type BusinessField = 'businessName' | 'businessGstin';

/** The server's words (@server-pure/guest-details), and the form's own for a ticked box with no name. */
export const BUSINESS_MESSAGES = {
  ...BUSINESS_RULE_MESSAGES,
  nameRequired: 'Enter the business name for the invoice',
} as const;

export const NO_BUSINESS: BusinessDetails = { businessInvoice: false, businessName: '', businessGstin: '' };

/**
 * The business checked by the server's rules (the server checks again, and its message wins):
 * a name is needed, a GSTIN is optional (an unregistered business) but must pass its check
 * character. Unticked, nothing is kept.
 */
export function validateBusiness(values: Partial<BusinessDetails>): {
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
    errors.businessName = business.businessGstin ? BUSINESS_MESSAGES.nameForGstin : BUSINESS_MESSAGES.nameRequired;
  } else if (business.businessName.length > BUSINESS_NAME_MAX_LENGTH) errors.businessName = BUSINESS_MESSAGES.nameTooLong;
  const gstinProblem = business.businessGstin ? gstinMessage(business.businessGstin) : undefined;
  if (gstinProblem) errors.businessGstin = gstinProblem;
  return { business, errors };
}

/** The quote's business fields: only when the guest asked for a business invoice. */
export function quoteBusiness(business: BusinessDetails): { businessName?: string; businessGstin?: string } {
  if (!business.businessInvoice || !business.businessName) return {};
  return { businessName: business.businessName, ...(business.businessGstin ? { businessGstin: business.businessGstin } : {}) };
}
