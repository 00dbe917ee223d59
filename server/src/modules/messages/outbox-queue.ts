import { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { MessageChannel, MessageKind, MessageLanguage, MessageStatus } from './message-kinds';
import { OutboxMessage } from './outbox-message.entity';

/** What a module asks the outbox to send, in the transaction of the event that causes it. */
export interface MessageToQueue {
  kind: MessageKind;
  channel: MessageChannel;
  /** An email address, or a phone number in E.164. */
  recipient: string;
  /** The stay the message is about (its page lists it). */
  bookingId?: string | null;
  /** The banquet event it is about. */
  eventId?: string | null;
  /** What the key names when the message is about neither (a staff invite: the person's account id). */
  subjectId?: string;
  /**
   * For kinds one stay or event causes more than once: what tells them apart (a payment id, a
   * milestone and its step, a document id, one guest's resend). Without it the kind, channel and
   * subject are the message: asking again queues nothing.
   */
  extra?: string;
  /**
   * What the renderer needs beyond the stay or event (the policy as it applied, a refund…). Keys
   * starting with `secret` (an invite's token) are removed once the message is sent or failed.
   */
  params?: OutboxMessage['params'];
  language?: MessageLanguage;
  /** The SMS standing in for a failed WhatsApp message. */
  fallbackOfId?: string | null;
  /** Now, by the app's clock. */
  queuedAt: Date;
  /**
   * When the worker may first take it, when that is later than now: a cancellation's mail waits
   * for its refunds to reach the provider (their references go in it), then is released early.
   */
  dueAt?: Date;
}

/** A params key removed when the message is final (SECRET_PARAM_PREFIX + anything). */
export const SECRET_PARAM_PREFIX = 'secret';

/** `<kind>:<channel>:<booking or event id>[:<extra>]`: one event's message on one channel, once. */
export function messageKey(message: Pick<MessageToQueue, 'kind' | 'channel' | 'bookingId' | 'eventId' | 'subjectId' | 'extra'>) {
  const subject = message.subjectId ?? message.bookingId ?? message.eventId;
  if (!subject) throw new Error(`A ${message.kind} message must name its booking, event or subject`);
  return [message.kind, message.channel, subject, ...(message.extra ? [message.extra] : [])].join(':');
}

/**
 * Writes a message to the outbox with `manager`, so it commits or rolls back with the event that
 * caused it. The idempotency key (messageKey) is unique: a second ask for the same message does
 * nothing (`ON CONFLICT DO NOTHING`). Answers the new row's id, or null when it was queued before.
 * Once the transaction commits, this instance's worker is nudged and sends at once.
 */
export async function queueMessage(manager: EntityManager, message: MessageToQueue): Promise<string | null> {
  const key = messageKey(message);
  const dueAt = message.dueAt && message.dueAt > message.queuedAt ? message.dueAt : message.queuedAt;
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO outbox_message (idempotency_key, kind, channel, recipient, language, booking_id, event_id, params,
       status, attempts, next_attempt_at, created_at, status_at, fallback_of_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, 0, $10, $11, $11, $12)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    [
      key,
      message.kind,
      message.channel,
      message.recipient,
      message.language ?? MessageLanguage.EN,
      message.bookingId ?? null,
      message.eventId ?? null,
      JSON.stringify(message.params ?? {}),
      MessageStatus.QUEUED,
      dueAt,
      message.queuedAt,
      message.fallbackOfId ?? null,
    ],
  );
  nudgeAfterCommit(manager);
  return rows[0]?.id ?? null;
}

/**
 * Makes a message queued to wait (`dueAt`) due now, once what it waited for is done; nothing when
 * it was tried already (a retry keeps its backoff) or was never queued.
 */
export async function releaseMessage(manager: EntityManager, idempotencyKey: string, now: Date): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(OutboxMessage)
    .set({ nextAttemptAt: now })
    .where('idempotency_key = :idempotencyKey AND status = :queued AND attempts = 0 AND next_attempt_at > :now', {
      idempotencyKey,
      queued: MessageStatus.QUEUED,
      now,
    })
    .execute();
  nudgeAfterCommit(manager);
}

// ---------------------------------------------------------------- nudging the worker at commit

/** Each database's workers in this process (one per app instance). */
const workersOf = new WeakMap<DataSource, Set<() => void>>();
/** The flag on a transaction's query runner that says it queued a message. */
const QUEUED_FLAG = 'outboxMessagesQueued';

function nudge(dataSource: DataSource): void {
  for (const wake of workersOf.get(dataSource) ?? []) wake();
}

/** Inside a transaction: nudge when it commits (a rollback forgets it). Outside one: now. */
export function nudgeAfterCommit(manager: EntityManager): void {
  const runner = manager.queryRunner;
  if (runner?.isTransactionActive) (runner.data as Record<string, unknown>)[QUEUED_FLAG] = true;
  else nudge(manager.connection);
}

/** Wakes the workers once the outermost transaction that queued a message has committed. */
class OutboxCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit({ queryRunner }: { queryRunner: QueryRunner }): void {
    if (queryRunner.isTransactionActive || !this.take(queryRunner)) return;
    // Not awaited: the worker waits for this transaction's connection to be released.
    nudge(queryRunner.connection);
  }

  afterTransactionRollback({ queryRunner }: { queryRunner: QueryRunner }): void {
    if (!queryRunner.isTransactionActive) this.take(queryRunner);
  }

  private take(runner: QueryRunner): boolean {
    const data = runner.data as Record<string, unknown>;
    const queued = data[QUEUED_FLAG] === true;
    delete data[QUEUED_FLAG];
    return queued;
  }
}

/**
 * Calls `wake` whenever a message is queued on `dataSource` (after its transaction commits),
 * until the answer is called.
 */
export function onMessagesQueued(dataSource: DataSource, wake: () => void): () => void {
  let workers = workersOf.get(dataSource);
  if (!workers) {
    workers = new Set();
    workersOf.set(dataSource, workers);
    dataSource.subscribers.push(new OutboxCommitSubscriber());
  }
  workers.add(wake);
  return () => workers.delete(wake);
}
