/** The numbering module as other code sees it: everything else in this folder is its own. */
export { DocumentSequence } from './document-sequence.entity';
export { DocumentKind, nextDocumentNumber, nextTaxDocumentNumber } from './numbering.service';
export type { TaxDocumentNumberKind } from './numbering.service';
