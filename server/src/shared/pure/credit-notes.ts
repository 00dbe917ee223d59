/**
 * A credit note issued by hand after an invoice (an allowance): what its form asks and refuses,
 * in the same words on the server (billing/folio-credits) and in the admin's form
 * (`@server-pure/credit-notes`). The amount is the total with GST that the guest is allowed off;
 * the server splits it over the invoice's SACs and rates in the invoice's proportions.
 */
export const CREDIT_NOTE_REASON_MIN_LENGTH = 3;
/** As long as a tax document's reason (tax_document.reason). */
export const CREDIT_NOTE_REASON_MAX_LENGTH = 200;

export const CREDIT_NOTE_MESSAGES = {
  amountInvalid: 'Enter the amount to credit in rupees, GST included: more than zero, with at most two decimals.',
  reasonInvalid: `Say why the invoice is lowered in ${CREDIT_NOTE_REASON_MIN_LENGTH} to ${CREDIT_NOTE_REASON_MAX_LENGTH} characters.`,
} as const;
