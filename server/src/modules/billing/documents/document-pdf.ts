import { DocumentMoneyEntry, linesTable, moneyTable, taxSummary, totalInWords } from './document-pdf-amounts';
import {
  OriginalDocument,
  reasonLine,
  recipientBlock,
  signatureBlock,
  supplierAndDetails,
  titleBand,
} from './document-pdf-parties';
import { KIND_WORDS } from './document-words';
import { newA4Document, pdfBytes } from '../../../shared/pdf/pdf-document';
import { Sheet } from '../../../shared/pdf/pdf-layout';
import { TaxDocument } from './tax-document.entity';

export type { DocumentMoneyEntry } from './document-pdf-amounts';
export type { OriginalDocument } from './document-pdf-parties';

/** What a document prints beside its own row: read by the caller (see document-sources.ts). */
export interface DocumentPdfExtras {
  /**
   * The receipt: payments received (invoice, receipt voucher) or money given back (credit note,
   * refund voucher). Left out, the PDF has no receipt section.
   */
  money?: readonly DocumentMoneyEntry[];
  /** The invoice a credit note lowers, the receipt voucher a refund voucher answers. */
  original?: OriginalDocument | null;
}

/**
 * The printable A4 PDF of an issued tax document. Everything printed comes from the stored row
 * (supplier, recipient, lines and totals as issued), so a reprint is the same document; only the
 * receipt of payments and the original's number are read beside it.
 */
export async function renderTaxDocumentPdf(document: TaxDocument, extras: DocumentPdfExtras = {}): Promise<Buffer> {
  const words = KIND_WORDS[document.kind];
  const doc = newA4Document({
    Title: `${words.title} ${document.number}`,
    Author: document.supplier.legalName,
    Subject: `${words.title} ${document.number} for ${document.eventId ? 'event' : 'booking'} ${document.bookCode}`,
    CreationDate: document.issuedAt instanceof Date ? document.issuedAt : new Date(),
  });
  const done = pdfBytes(doc);

  const sheet = new Sheet(doc);
  titleBand(sheet, document);
  supplierAndDetails(sheet, document, extras.original ?? null);
  recipientBlock(sheet, document);
  reasonLine(sheet, document);
  linesTable(sheet, document);
  taxSummary(sheet, document);
  totalInWords(sheet, document);
  moneyTable(sheet, document, extras.money);
  signatureBlock(sheet, document);
  sheet.footers(`${words.title} ${document.number} · ${saleWords(document)} · A computer-generated document`);

  doc.end();
  return done;
}

/** "Booking HB7K3QM" or "Event EV-7K3QM": what the document is of. */
function saleWords(document: TaxDocument): string {
  return `${document.eventId ? 'Event' : 'Booking'} ${document.bookCode}`;
}
