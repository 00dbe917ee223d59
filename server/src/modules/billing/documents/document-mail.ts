import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Clock } from '../../../shared/clock';
import { messageKey, MessageChannel, MessageKind, MessageRenderer, queueMessage, releaseMessage } from '../../messages';
import { Refund } from '../payments/refund.entity';
import { DocumentFile, documentFile } from './document-extras';
import { documentDate, KIND_WORDS, rupees } from './document-words';
import { TaxDocument } from './tax-document.entity';

/** Queues the mail of each document just issued, in the issuing transaction (the outbox sends it). */
export type DocumentAnnouncer = (manager: EntityManager, documents: readonly TaxDocument[]) => Promise<void>;

/**
 * How long the mail of a document about a refund waits for the refund to reach the provider (the
 * PDF, rendered once and kept, shows the provider's reference) if nothing releases it sooner.
 */
export const REFUND_DOCUMENT_MAIL_WAIT_MS = 2 * 60_000;

/**
 * Each document (invoice, credit note, receipt or refund voucher) goes to the email in its
 * recipient snapshot, its PDF attached: queued with the document, so an issued document is
 * mailed even if the app stops right after. A document without an email is not mailed. One
 * about a refund not yet handed to the provider waits for it (releaseRefundDocumentMails).
 */
export function documentMailQueue(clock: Clock): DocumentAnnouncer {
  return async (manager, documents) => {
    for (const document of documents) {
      if (!document.recipient.email) continue;
      const now = clock();
      const refundUnsent =
        document.refundId !== null &&
        (await manager.existsBy(Refund, { id: document.refundId, status: 'pending', providerRefundId: IsNull() }));
      await queueMessage(manager, {
        kind: MessageKind.TAX_DOCUMENT,
        channel: MessageChannel.EMAIL,
        recipient: document.recipient.email,
        bookingId: document.bookingId,
        eventId: document.eventId,
        extra: document.id,
        params: { documentId: document.id },
        queuedAt: now,
        dueAt: refundUnsent ? new Date(now.getTime() + REFUND_DOCUMENT_MAIL_WAIT_MS) : undefined,
      });
    }
  };
}

/** A refund was handed to the provider (or paid back at the desk): the mails of its documents may go now. */
export async function releaseRefundDocumentMails(manager: EntityManager, refundId: string, now: Date): Promise<void> {
  const documents = await manager.find(TaxDocument, {
    where: { refundId },
    select: { id: true, bookingId: true, eventId: true },
  });
  for (const document of documents) {
    const key = messageKey({
      kind: MessageKind.TAX_DOCUMENT,
      channel: MessageChannel.EMAIL,
      bookingId: document.bookingId,
      eventId: document.eventId,
      extra: document.id,
    });
    await releaseMessage(manager, key, now);
  }
}

/** Writes a queued document mail: the document as issued, its PDF (rendered once and kept). */
export function documentMailRenderer(dataSource: DataSource, publicBaseUrl: string): MessageRenderer {
  return async (message) => {
    const document = await dataSource.getRepository(TaxDocument).findOneByOrFail({ id: String(message.params.documentId) });
    const mail = documentMail(await documentFile(dataSource.manager, document), publicBaseUrl);
    return { channel: MessageChannel.EMAIL, ...mail, to: message.recipient };
  };
}

/** A mail with files, as the mail channel sends it. */
export interface DocumentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
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
