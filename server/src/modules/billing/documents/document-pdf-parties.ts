import { stateNameOf } from '../../../shared/gstin';
import { documentDate, KIND_WORDS } from './document-words';
import { COLOUR, Sheet } from '../../../shared/pdf/pdf-layout';
import { DocumentRecipient, TaxDocument } from './tax-document.entity';

/** The document a credit note or refund voucher answers: its number and date. */
export interface OriginalDocument {
  number: string;
  issueDate: string;
}

/** "Tax Invoice / कर बीजक" with "Original for recipient" across from it, over an accent rule. */
export function titleBand(sheet: Sheet, document: TaxDocument): void {
  const words = KIND_WORDS[document.kind];
  const top = sheet.y;
  const height = sheet.textAt(`${words.title} / ${words.hindi}`, sheet.left, top, {
    size: 17,
    bold: true,
    colour: COLOUR.accent,
    width: sheet.width * 0.7,
  });
  sheet.textAt('Original for recipient', sheet.left, top + 7, { size: 8, colour: COLOUR.muted, align: 'right' });
  sheet.y = top + height + 2;
  sheet.rule(COLOUR.accent, 1.6);
  sheet.gap(10);
}

/**
 * The supplier (Rule 46 a: name, address, GSTIN, state) on the left, the document's own facts
 * (number, date, booking, place of supply, reverse charge) on the right.
 */
export function supplierAndDetails(sheet: Sheet, document: TaxDocument, original: OriginalDocument | null): void {
  const { supplier } = document;
  const words = KIND_WORDS[document.kind];
  const half = sheet.width / 2;
  const top = sheet.y;

  let left = top;
  left += sheet.textAt('SUPPLIER', sheet.left, left, { size: 7.5, bold: true, colour: COLOUR.muted });
  left += 1;
  left += sheet.textAt(supplier.tradeName, sheet.left, left, { size: 11, bold: true, width: half - 16 });
  const supplierPairs: Array<[string, string]> = [
    ['Legal name', supplier.legalName],
    ['Address', `${supplier.address} – ${supplier.pincode}`],
    ['State', `${supplier.stateName} (${supplier.stateCode})`],
    ['GSTIN', supplier.gstin],
    ...(supplier.phone ? [['Phone', supplier.phone] as [string, string]] : []),
    ...(supplier.email ? [['Email', supplier.email] as [string, string]] : []),
  ];
  for (const [label, value] of supplierPairs) left += sheet.pairAt(label, value, sheet.left, left, half - 16);

  const x = sheet.left + half;
  let right = top;
  right += sheet.textAt(words.title.toUpperCase(), x, right, { size: 7.5, bold: true, colour: COLOUR.muted });
  right += 1;
  right += sheet.pairAt(words.numberLabel, document.number, x, right, half, 10.5, true);
  const detailPairs: Array<[string, string]> = [
    [words.dateLabel, documentDate(document.issueDate)],
    ...originalPairs(document, original),
    [document.eventId ? 'Event reference' : 'Booking code', document.bookCode],
    ['Place of supply', document.placeOfSupply],
    ['Reverse charge', 'No'],
  ];
  for (const [label, value] of detailPairs) right += sheet.pairAt(label, value, x, right, half);

  sheet.y = Math.max(left, right) + 6;
}

/** A credit note names its invoice (Rule 53), a refund voucher its receipt voucher (Rule 51). */
function originalPairs(document: TaxDocument, original: OriginalDocument | null): Array<[string, string]> {
  if (document.kind === 'credit_note') {
    return [
      ['Against invoice', original?.number ?? 'Not recorded'],
      ['Invoice date', original ? documentDate(original.issueDate) : 'Not recorded'],
    ];
  }
  if (document.kind === 'refund_voucher' && original) {
    return [
      ['Against receipt voucher', original.number],
      ['Receipt voucher date', documentDate(original.issueDate)],
    ];
  }
  return [];
}

/** Whether the recipient is a registered business (a B2B document) or a guest (B2C). */
export function isB2b(recipient: DocumentRecipient): boolean {
  return Boolean(recipient.gstin);
}

/** The recipient (Rule 46 d): a business with its GSTIN and state, marked B2B; else the guest. */
export function recipientBlock(sheet: Sheet, document: TaxDocument): void {
  const { recipient } = document;
  const b2b = isB2b(recipient);
  sheet.heading(b2b ? 'Billed to · B2B (registered recipient)' : 'Billed to · B2C (unregistered recipient)');
  const half = sheet.width / 2;
  const top = sheet.y;
  const name = b2b && recipient.businessName ? recipient.businessName : recipient.name;
  let left = top + sheet.textAt(name, sheet.left, top, { size: 10.5, bold: true, width: half - 16 });
  const leftPairs: Array<[string, string]> = [];
  if (b2b && recipient.gstin) {
    leftPairs.push(['GSTIN', recipient.gstin]);
    const state = stateNameOf(recipient.gstin.slice(0, 2));
    if (state) leftPairs.push(['State', `${state} (${recipient.gstin.slice(0, 2)})`]);
  }
  for (const [label, value] of leftPairs) left += sheet.pairAt(label, value, sheet.left, left, half - 16);

  const x = sheet.left + half;
  let right = top;
  const rightPairs: Array<[string, string]> = [];
  if (b2b && recipient.businessName) rightPairs.push(['Guest', recipient.name]);
  rightPairs.push(['Address', recipient.address?.trim() || 'Not given']);
  for (const [label, value] of rightPairs) right += sheet.pairAt(label, value, x, right, half);

  sheet.y = Math.max(left, right) + 4;
}

/** Why a credit note or voucher was issued, when it says. */
export function reasonLine(sheet: Sheet, document: TaxDocument): void {
  if (!document.reason) return;
  sheet.gap(4);
  sheet.pairs([['Reason', document.reason]]);
}

/** Rule 46 p: "For {legal name}", room to sign, the signatory, "Authorised signatory". */
export function signatureBlock(sheet: Sheet, document: TaxDocument): void {
  const { supplier } = document;
  const width = sheet.width * 0.45;
  const x = sheet.right - width;
  sheet.ensure(92);
  sheet.gap(16);
  sheet.y += sheet.textAt(`For ${supplier.legalName}`, x, sheet.y, { size: 9.5, bold: true, width, align: 'right' });
  sheet.gap(34);
  sheet.rule(COLOUR.muted, 0.5, x + width * 0.35, sheet.right);
  sheet.gap(3);
  const named = supplier.signatory.trim() && !/^authori[sz]ed signatory$/i.test(supplier.signatory.trim());
  if (named) sheet.y += sheet.textAt(supplier.signatory, x, sheet.y, { size: 9, width, align: 'right' });
  sheet.y += sheet.textAt('Authorised signatory', x, sheet.y, { size: 8.5, colour: COLOUR.muted, width, align: 'right' });
  if (document.issuedBy) {
    sheet.gap(4);
    sheet.y += sheet.textAt(`Issued by ${document.issuedBy}`, x, sheet.y, {
      size: 8.5,
      colour: COLOUR.muted,
      width,
      align: 'right',
    });
  }
}
