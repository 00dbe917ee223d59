import { DataSource } from 'typeorm';
import { Logger } from '../../../shared/logger';
import { DocumentFile, documentFile } from './document-extras';
import { documentDate, KIND_WORDS, rupees } from './document-words';
import { TaxDocument } from './tax-document.entity';

/** Mails newly issued documents to their recipients, the PDF attached. Never throws. */
export type DocumentAnnouncer = (documents: readonly TaxDocument[]) => Promise<void>;

export const announceNothing: DocumentAnnouncer = async () => {};

/** A mail with files, as the Mailer (modules/mail) sends it. */
export interface DocumentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** What this needs of the Mailer. */
export interface DocumentMailer {
  send(message: DocumentMail): Promise<{ transport: string; file?: string }>;
}

/**
 * The announcer the issuing service calls once its transaction has committed: each document
 * (invoice, credit note, receipt or refund voucher) goes to the email in its recipient snapshot,
 * its PDF attached. A document without an email is skipped; a mail that fails is logged, and
 * never undoes or fails the issue.
 */
export function documentAnnouncer(
  dataSource: DataSource,
  mailer: DocumentMailer,
  publicBaseUrl: string,
  logger: Logger,
): DocumentAnnouncer {
  return async (documents) => {
    for (const document of documents) {
      const log = { documentId: document.id, number: document.number, kind: document.kind };
      try {
        if (!document.recipient.email) {
          logger.info(log, 'tax document not mailed: the recipient gave no email');
          continue;
        }
        const file = await documentFile(dataSource.manager, document);
        const sent = await mailer.send(documentMail(file, publicBaseUrl));
        logger.info({ ...log, transport: sent.transport, file: sent.file }, 'tax document mailed');
      } catch (error) {
        logger.error({ ...log, err: error }, 'tax document mail failed');
      }
    }
  };
}

/** "Your tax invoice AR/26-27/0001 from {the hotel's trade name}", with the PDF. */
export function documentMail({ document, fileName, pdf }: DocumentFile, publicBaseUrl: string): DocumentMail {
  const words = KIND_WORDS[document.kind];
  const hotel = document.supplier.tradeName;
  const base = publicBaseUrl.replace(/\/+$/, '');
  // A banquet event's documents are on its payment page (its reference is the document's code).
  const bookingUrl = document.bookingId
    ? `${base}/booking/${encodeURIComponent(document.bookingId)}`
    : `${base}/event/${encodeURIComponent(document.bookCode)}/pay`;
  const name = document.recipient.businessName ?? document.recipient.name;
  const sale = document.eventId ? 'event' : 'booking';
  const facts = `${words.lower} ${document.number} dated ${documentDate(document.issueDate)} for ${sale} ${document.bookCode}: ${rupees(document.totalPaise)} (incl. GST)`;
  const text = [
    `Dear ${name},`,
    '',
    `Please find attached your ${facts}.`,
    '',
    `You can download it again from your ${sale} page: ${bookingUrl}`,
    '',
    `${hotel}`,
    `${document.supplier.legalName} · GSTIN ${document.supplier.gstin}`,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${e(words.title)} ${e(document.number)}</title></head>
<body style="margin:0;padding:16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937;font-size:15px;line-height:1.5">
<p>Dear ${e(name)},</p>
<p>Please find attached your ${e(facts)}.</p>
<p>You can download it again from <a href="${e(bookingUrl)}" style="color:#1d4ed8">your ${sale} page</a>.</p>
<p style="color:#475569;font-size:13px">${e(hotel)}<br>${e(document.supplier.legalName)} · GSTIN ${e(document.supplier.gstin)}</p>
</body>
</html>
`;
  return {
    to: document.recipient.email ?? '',
    subject: `Your ${words.lower} ${document.number} from ${hotel}`,
    text,
    html,
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}
