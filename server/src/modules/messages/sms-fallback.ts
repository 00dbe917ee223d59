import { EntityManager } from 'typeorm';
import { MessageChannel } from './message-kinds';
import { aboutOf, MessageRenderers } from './message-renderers';
import { goesBySms } from './message-templates';
import { queueResendCopy } from './message-resend';
import { OutboxMessage } from './outbox-message.entity';

/** The key of the SMS standing in for WhatsApp message `id`: one fallback per message, ever. */
export function smsFallbackKey(whatsAppMessageId: string): string {
  return `sms-fallback:${whatsAppMessageId}`;
}

/**
 * When a WhatsApp message fails for good (its last try, a refusal no retry mends, or Meta's
 * "failed" status report), the guest still hears of it: the same message by SMS, for the kinds
 * with a DLT template (booking confirmed, cancelled, milestone due, one-time code). It is queued
 * in the transaction that records the failure, so a failure is never left without its fallback,
 * and its key makes a second report of the same failure queue nothing.
 */
export class SmsFallback {
  constructor(private readonly renderers: MessageRenderers) {}

  /**
   * `failed` as it was read before its failure was recorded (its params whole). Answers the SMS's
   * id, or null when the kind has no SMS, the message was no WhatsApp one, or it was queued before.
   */
  async afterWhatsAppFailed(manager: EntityManager, failed: OutboxMessage, now: Date): Promise<string | null> {
    if (failed.channel !== MessageChannel.WHATSAPP) return null;
    if (!goesBySms(failed.kind) || !this.renderers.has(failed.kind, MessageChannel.SMS, aboutOf(failed))) return null;
    const key = smsFallbackKey(failed.id);
    if (await manager.existsBy(OutboxMessage, { idempotencyKey: key })) return null;
    const sms = await queueResendCopy(manager, failed, key, now, { channel: MessageChannel.SMS, fallbackOfId: failed.id });
    return sms.id;
  }
}
