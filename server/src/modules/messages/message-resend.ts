import { EntityManager } from 'typeorm';
import { MessageStatus } from './message-kinds';
import { OutboxMessage } from './outbox-message.entity';

/** The idempotency key of the `n`th copy of a message sent again: `resend:<original id>:<n>`. */
export function resendKey(originalId: string, n: number): string {
  return `${resendKeyPrefix(originalId)}${n}`;
}

/** What every copy of one message's key begins with. */
export function resendKeyPrefix(originalId: string): string {
  return `resend:${originalId}:`;
}

/**
 * Queues a copy of `original` (same kind, channel, recipient, language, booking or event and
 * params) under `idempotencyKey`, due now, in the caller's transaction: the worker renders and
 * sends it as any new message. Part D's own small insert for "Send again"; the outbox's general
 * queue function (part B) takes its place when the parts are put together.
 */
export async function queueResendCopy(
  manager: EntityManager,
  original: OutboxMessage,
  idempotencyKey: string,
  now: Date,
): Promise<OutboxMessage> {
  const copy = manager.create(OutboxMessage, {
    idempotencyKey,
    kind: original.kind,
    channel: original.channel,
    recipient: original.recipient,
    language: original.language,
    bookingId: original.bookingId,
    eventId: original.eventId,
    params: original.params,
    status: MessageStatus.QUEUED,
    attempts: 0,
    nextAttemptAt: now,
    leaseUntil: null,
    lastError: null,
    providerMessageId: null,
    fallbackOfId: null,
    createdAt: now,
    sentAt: null,
    statusAt: now,
  });
  return manager.save(OutboxMessage, copy);
}
