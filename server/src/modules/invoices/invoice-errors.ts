/** Why a tax document could not be given or issued. */
export const InvoiceErrorCode = {
  InvoiceNotFound: 'INVOICE_NOT_FOUND',
  InvoiceNotIssued: 'INVOICE_NOT_ISSUED',
  GstMonthInvalid: 'GST_MONTH_INVALID',
} as const;
