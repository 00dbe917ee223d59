/** The invoices module as other code sees it: everything else in this folder is its own. */
export { documentDownloadsRoutes } from './document-downloads.routes';
export { DocumentDownloadsService } from './document-downloads.service';
export { documentAnnouncer } from './document-mail';
export { InvoiceErrorCode } from './invoice-errors';
export { TaxDocument, TaxDocumentKind } from './tax-document.entity';
export type { DocumentLine } from './tax-document.entity';
export { TaxDocumentsResolver } from './tax-documents.resolver';
export { TaxDocumentsService } from './tax-documents.service';
export type { SaleStage } from './tax-documents.service';
