import { EntityManager } from 'typeorm';
import { MessageChannel, MessageStatus } from './message-kinds';
import { OutboxMessage } from './outbox-message.entity';
import { nudgeAfterCommit } from './outbox-queue';

/** The idempotency key of the `n`th copy of a message sent again: `resend:<original id>:<n>`. */
export function resendKey(originalId: string, n: number): string {
  return `${resendKeyPrefix(originalId)}${n}`;
}

/** What every copy of one message's key begins with. */
export function resendKeyPrefix(originalId: string): string {
  return `resend:${originalId}:`;
}

/** How a copy differs from its original: by SMS in place of a failed WhatsApp message, say. */
export interface CopyChanges {
  channel?: MessageChannel;
  fallbackOfId?: string;
}

/**
 * Queues a copy of `original` (same kind, channel, recipient, language, booking or event and
 * params, unless `changes` say otherwise) under `idempotencyKey`, due now, in the caller's
 * transaction: the worker renders and sends it as any new message ("Send again", an SMS fallback).
 */
export async function queueResendCopy(
  manager: EntityManager,
  original: OutboxMessage,
  idempotencyKey: string,
  now: Date,
  changes: CopyChanges = {},
): Promise<OutboxMessage> {
  const copy = manager.create(OutboxMessage, {
    idempotencyKey,
    kind: original.kind,
    channel: changes.channel ?? original.channel,
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
    fallbackOfId: changes.fallbackOfId ?? null,
    createdAt: now,
    sentAt: null,
    statusAt: now,
  });
  const saved = await manager.save(OutboxMessage, copy);
  nudgeAfterCommit(manager);
  return saved;
}
