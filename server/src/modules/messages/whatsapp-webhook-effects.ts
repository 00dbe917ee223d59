import type { DataSource, EntityManager } from 'typeorm';
import { MessageChannel, MessageStatus } from './message-kinds';
import type { WhatsAppStatus } from './whatsapp/webhook-payloads';

/**
 * What WhatsApp's status webhooks change in the database: a sent message's status. Written here,
 * beside the webhook; the outbox owns the rest of the table's life. A guest's STOP is the
 * consent service's (MessagingConsentService.recordWhatsAppStop), which audits it.
 */
type Database = DataSource | EntityManager;

/**
 * The statuses a report may move a message from. Reports come late, out of order and more than
 * once, so a status only climbs (sent < delivered < read) and a repeat changes nothing; `failed`
 * takes a message that was not yet delivered (a message read on the phone did not fail), and
 * nothing moves a failed one. `sending` is there for a report that outruns the worker's commit.
 */
const MOVES_FROM: Record<WhatsAppStatus, readonly MessageStatus[]> = {
  sent: [MessageStatus.SENDING],
  delivered: [MessageStatus.SENDING, MessageStatus.SENT],
  read: [MessageStatus.SENDING, MessageStatus.SENT, MessageStatus.DELIVERED],
  failed: [MessageStatus.SENDING, MessageStatus.SENT],
};

/**
 * Moves the WhatsApp message with this provider id (a wamid) forward to `status`; a failure keeps
 * its error for the message log. Answers whether it moved (false: an unknown wamid, or old news).
 */
export async function advanceWhatsAppMessageStatus(
  db: Database,
  providerMessageId: string,
  status: WhatsAppStatus,
  at: Date,
  error?: string,
): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `UPDATE outbox_message
        SET status = $2::varchar,
            status_at = $3::timestamptz,
            sent_at = CASE WHEN $2::varchar = 'failed' THEN sent_at ELSE COALESCE(sent_at, $3::timestamptz) END,
            last_error = CASE WHEN $2::varchar = 'failed' THEN $4::varchar ELSE last_error END,
            lease_until = NULL
      WHERE channel = $5 AND provider_message_id = $1 AND status = ANY($6::varchar[])
      RETURNING id`,
    [providerMessageId, status, at, error?.slice(0, 1000) ?? null, MessageChannel.WHATSAPP, MOVES_FROM[status]],
  );
  return rowsOf(rows).length > 0;
}

/** TypeORM answers an UPDATE … RETURNING as [rows, count] on PostgreSQL, and the rows alone elsewhere. */
function rowsOf(result: unknown[]): unknown[] {
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
}
