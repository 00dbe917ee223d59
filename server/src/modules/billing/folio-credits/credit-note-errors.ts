/** Why a credit note could not be issued by hand. */
export const CreditNoteErrorCode = {
  SaleRequired: 'CREDIT_NOTE_SALE_REQUIRED',
  AmountInvalid: 'CREDIT_NOTE_AMOUNT_INVALID',
  ReasonInvalid: 'CREDIT_NOTE_REASON_INVALID',
  NoInvoice: 'CREDIT_NOTE_NO_INVOICE',
  OverInvoice: 'CREDIT_NOTE_OVER_INVOICE',
  SaleCancelled: 'CREDIT_NOTE_SALE_CANCELLED',
} as const;
