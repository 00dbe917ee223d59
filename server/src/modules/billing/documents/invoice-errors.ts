/** Why a tax document could not be given or issued. */
export const InvoiceErrorCode = {
  InvoiceNotFound: 'INVOICE_NOT_FOUND',
  InvoiceNotIssued: 'INVOICE_NOT_ISSUED',
  GstMonthInvalid: 'GST_MONTH_INVALID',
  DocumentNotFound: 'DOCUMENT_NOT_FOUND',
  ContactProofRequired: 'CONTACT_PROOF_REQUIRED',
  ContactProofMismatch: 'CONTACT_PROOF_MISMATCH',
  ContactProofRateLimited: 'CONTACT_PROOF_RATE_LIMITED',
  DownloadRateLimited: 'DOCUMENT_DOWNLOAD_RATE_LIMITED',
} as const;
