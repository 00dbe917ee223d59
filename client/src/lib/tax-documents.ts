import { TaxDocumentKind } from '../graphql/generated';

/** A tax document's kind as guests and the owner read it. */
export const TAX_DOCUMENT_KIND_LABELS: Record<TaxDocumentKind, string> = {
  [TaxDocumentKind.Invoice]: 'Tax invoice',
  [TaxDocumentKind.CreditNote]: 'Credit note',
  [TaxDocumentKind.ReceiptVoucher]: 'Receipt voucher (advance)',
  [TaxDocumentKind.RefundVoucher]: 'Refund voucher',
};
