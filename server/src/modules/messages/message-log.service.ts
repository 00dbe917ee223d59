import { Brackets, DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { maskEmail, maskPhone } from '../../shared/contact-masking';
import { DomainError, notFound } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { AuditAction, AuditService } from '../audit';
import { MessageChannel, MessageKind, MessageStatus } from './message-kinds';
import { queueResendCopy, resendKey, resendKeyPrefix } from './message-resend';
import { MessagesErrorCode } from './messages-errors';
import { MessagingConsentService } from './messaging-consent.service';
import { OutboxMessage } from './outbox-message.entity';

/** Which messages of the log to read (all optional, as the transports hand them over). */
export interface MessageLogRequest {
  bookingId?: unknown;
  eventId?: unknown;
  status?: unknown;
  /** How many, newest first: 1 to MAX_PAGE (DEFAULT_PAGE unless asked). */
  first?: unknown;
  /** The last message of the page before: the page goes on with the ones older than it. */
  after?: unknown;
}

/** The failures the Today board shows, and how many there are. */
export interface MessageFailures {
  total: number;
  items: OutboxMessage[];
}

/** What a stay's or event's line in the audit log begins with ("Booking K7Q2PX", "EV7K3QMX2P"). */
export type MessageSubject = (message: Pick<OutboxMessage, 'bookingId' | 'eventId'>) => Promise<string | undefined>;

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 100;
/** "Send again" at most this many times per message in any 24 hours. */
export const RESENDS_PER_DAY = 3;
/** A queued message still failing after this long counts as failed on the Today board. */
export const FAILING_AFTER_MS = 60 * 60_000;
/** Failures older than this have left the Today board (the message log keeps them). */
export const TODAY_FAILURES_WINDOW_MS = 7 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const STATUSES: readonly string[] = Object.values(MessageStatus);
/** Still on its way: the worker tries it again by itself. */
const IN_FLIGHT: readonly MessageStatus[] = [MessageStatus.QUEUED, MessageStatus.SENDING];

/** The message's recipient as the log shows it: `am***@example.in`, `******2233`. */
export function maskedRecipient(message: Pick<OutboxMessage, 'channel' | 'recipient'>): string {
  return message.channel === MessageChannel.EMAIL ? maskEmail(message.recipient) : maskPhone(message.recipient);
}

const EMAIL_IN_TEXT = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
/** A phone number in a provider's words: 9 or more digits, with a + and spaces or dashes between. */
const PHONE_IN_TEXT = /\+?\d(?:[\s-]?\d){8,}/g;

/**
 * A provider's words about a failure with the contacts in them masked as the recipient is
 * ("550 5.1.1 <am***@example.in>: Recipient address rejected"): the log shows no more of a
 * guest's address than the masked one.
 */
export function maskContactsIn(text: string): string {
  return text
    .replace(EMAIL_IN_TEXT, (email) => maskEmail(email))
    .replace(PHONE_IN_TEXT, (phone) => maskPhone(phone.replace(/[\s-]/g, '')));
}

/**
 * Why "Send again" is refused for this message whatever the day (undefined when it may be sent
 * again): a message still on its way is tried again by the worker, and a one-time code sent
 * again would be a code already used or expired.
 */
export function resendRefusal(message: Pick<OutboxMessage, 'status' | 'kind'>): string | undefined {
  if (IN_FLIGHT.includes(message.status)) return 'This message is still on its way: it is tried again by itself.';
  if (message.kind === MessageKind.ONE_TIME_CODE) return 'A one-time code is not sent again: the guest asks for a new one.';
  return undefined;
}

/**
 * The message log (issue 28, item 5): the outbox's rows as the staff read them (a stay's, an
 * event's, or all, by status, newest first, a page at a time), the failures the Today board
 * shows, and "Send again", which queues a copy of a message (audited, capped per day).
 */
export class MessageLogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly consent: MessagingConsentService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly subjectOf: MessageSubject = () => Promise.resolve(undefined),
  ) {}

  /**
   * Newest first (then by id), `first` of them (50 unless asked, at most 100); `after` (a message
   * of the page before) goes on with the older ones, so a message queued meanwhile never shifts
   * the pages.
   */
  async list(request: MessageLogRequest): Promise<OutboxMessage[]> {
    const bookingId = optionalId(request.bookingId, 'bookingId');
    const eventId = optionalId(request.eventId, 'eventId');
    const after = optionalId(request.after, 'after');
    const status = request.status ?? undefined;
    if (status !== undefined && (typeof status !== 'string' || !STATUSES.includes(status))) {
      throw filterError(`status must be one of ${STATUSES.join(', ')}`, 'status');
    }
    const first = request.first ?? DEFAULT_PAGE;
    if (!Number.isInteger(first) || (first as number) < 1 || (first as number) > MAX_PAGE) {
      throw filterError(`Ask for 1 to ${MAX_PAGE} messages`, 'first');
    }
    const query = this.dataSource.getRepository(OutboxMessage).createQueryBuilder('message');
    if (bookingId) query.andWhere('message.bookingId = :bookingId', { bookingId });
    if (eventId) query.andWhere('message.eventId = :eventId', { eventId });
    if (status) query.andWhere('message.status = :status', { status });
    if (after) {
      const anchor = await this.dataSource.getRepository(OutboxMessage).findOneBy({ id: after });
      if (!anchor) throw notFound(MessagesErrorCode.MessageNotFound, 'That message is not in the log');
      query.andWhere('(message.createdAt, message.id) < (:anchorAt, :anchorId)', {
        anchorAt: anchor.createdAt,
        anchorId: anchor.id,
      });
    }
    return query
      .orderBy('message.createdAt', 'DESC')
      .addOrderBy('message.id', 'DESC')
      .take(first as number)
      .getMany();
  }

  /**
   * The Today board's "Messages that failed": failed, or queued and still failing an hour after
   * they were queued (lastError set), from the last 7 days, newest first, leaving out those dealt
   * with (sent again, or stood in for by a fallback).
   */
  async failures(first = 10): Promise<MessageFailures> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE)
      throw filterError(`Ask for 1 to ${MAX_PAGE} messages`, 'first');
    const now = this.clock().getTime();
    const query = this.dataSource
      .getRepository(OutboxMessage)
      .createQueryBuilder('message')
      .where('message.createdAt >= :since', { since: new Date(now - TODAY_FAILURES_WINDOW_MS) })
      .andWhere(
        new Brackets((failing) =>
          failing.where('message.status = :failed', { failed: MessageStatus.FAILED }).orWhere(
            new Brackets((stuck) =>
              stuck
                .where('message.status = :queued', { queued: MessageStatus.QUEUED })
                .andWhere('message.lastError IS NOT NULL')
                .andWhere('message.createdAt < :stuckSince', { stuckSince: new Date(now - FAILING_AFTER_MS) }),
            ),
          ),
        ),
      )
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM outbox_message resent WHERE resent.idempotency_key LIKE 'resend:' || message.id::text || ':%')`,
      )
      .andWhere('NOT EXISTS (SELECT 1 FROM outbox_message stand_in WHERE stand_in.fallback_of_id = message.id)')
      .orderBy('message.createdAt', 'DESC')
      .addOrderBy('message.id', 'DESC');
    const [items, total] = await query.take(first).getManyAndCount();
    return { total, items };
  }

  /**
   * "Send again": queues a copy of the message with the key `resend:<id>:<n>` (the worker sends it
   * as any new one), audited with the person. Refused for a message still on its way, a one-time
   * code, a WhatsApp message to a number that is not opted in, and past RESENDS_PER_DAY copies of
   * one message in 24 hours. Two clicks at once take turns: each sees the other's copy.
   */
  async resend(actor: Actor, id: unknown): Promise<OutboxMessage> {
    const found = isUuid(id) ? await this.dataSource.getRepository(OutboxMessage).findOneBy({ id }) : null;
    if (!found) throw notFound(MessagesErrorCode.MessageNotFound, 'That message is not in the log');
    // Read before the transaction: the stay or event it names is another module's, read on its own connection.
    const subject = await this.subjectOf(found);
    const now = this.clock();
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`message-resend:${found.id}`]);
      const original = await manager.findOneBy(OutboxMessage, { id: found.id });
      if (!original) throw notFound(MessagesErrorCode.MessageNotFound, 'That message is not in the log');
      const refusal = resendRefusal(original);
      if (refusal) throw new DomainError(MessagesErrorCode.MessageNotResendable, refusal, 'id');
      await this.assertMaySend(manager, original);
      const copies = await this.copiesOf(manager, original.id, now);
      if (copies.today >= RESENDS_PER_DAY) {
        throw new DomainError(
          MessagesErrorCode.MessageResendLimited,
          `This message was sent again ${RESENDS_PER_DAY} times in the last 24 hours: try again tomorrow, or call the guest.`,
          'id',
          'rate_limited',
        );
      }
      const copy = await queueResendCopy(manager, original, resendKey(original.id, copies.all + 1), now);
      await this.record(manager, actor, original, subject);
      return copy;
    });
  }

  /** A WhatsApp message goes only to a number opted in now (it may have said STOP since). */
  private async assertMaySend(manager: EntityManager, message: OutboxMessage): Promise<void> {
    if (message.channel !== MessageChannel.WHATSAPP) return;
    if (await this.consent.isOptedIn(message.recipient, manager)) return;
    throw new DomainError(
      MessagesErrorCode.MessageNotResendable,
      'The guest does not take WhatsApp updates now (never opted in, or opted out): it cannot go on WhatsApp.',
      'id',
    );
  }

  /** How many copies of the message were queued, in all and in the last 24 hours. */
  private async copiesOf(manager: EntityManager, id: string, now: Date): Promise<{ all: number; today: number }> {
    const [row] = await manager.query<{ all: number; today: number }[]>(
      `SELECT count(*)::int AS "all", count(*) FILTER (WHERE created_at > $2)::int AS "today"
         FROM outbox_message WHERE idempotency_key LIKE $1`,
      [`${resendKeyPrefix(id)}%`, new Date(now.getTime() - DAY_MS)],
    );
    return row;
  }

  private async record(manager: EntityManager, actor: Actor, message: OutboxMessage, subject: string | undefined): Promise<void> {
    const words = `Sent again: ${message.kind.replace(/_/g, ' ')} by ${message.channel} to ${maskedRecipient(message)}`;
    await this.audit.record(manager, actor, {
      action: AuditAction.MESSAGE_RESENT,
      bookingId: message.bookingId,
      detail: subject ? `${subject}: ${words}` : words,
    });
  }
}

function optionalId(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!isUuid(value)) throw filterError(`${field} must be an id`, field);
  return value;
}

function filterError(message: string, field: string): DomainError {
  return new DomainError(MessagesErrorCode.MessageFilterInvalid, message, field);
}
