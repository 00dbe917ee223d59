import { EntityManager } from 'typeorm';
import { MessageStatus, STATUS_RANK } from './message-kinds';
import { SECRET_PARAM_PREFIX } from './outbox-queue';
import { OutboxMessage } from './outbox-message.entity';

/**
 * How long the worker waits before each new try of a message whose send failed in a way that may
 * pass (a network error, a 5xx, a 429): 1 minute after the first try, then 5, 15, 60 and 240. A
 * message that fails its last try is failed for good.
 */
export const RETRY_BACKOFF_MINUTES: readonly number[] = [1, 5, 15, 60, 240];

/** Tries in all: the first and one per backoff step. */
export const MAX_SEND_ATTEMPTS = RETRY_BACKOFF_MINUTES.length + 1;

/** When a message that failed its `attempts`-th try may be tried again; null after the last. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const minutes = RETRY_BACKOFF_MINUTES[attempts - 1];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}

/** The statuses a message may move to `status` from: every one ranked below it (STATUS_RANK). */
export function statusesBefore(status: MessageStatus): MessageStatus[] {
  return (Object.keys(STATUS_RANK) as MessageStatus[]).filter((from) => STATUS_RANK[from] < STATUS_RANK[status]);
}

/** Which message a status report is about: ours, or the provider's id for it (a webhook's). */
export type MessageRef = { id: string } | { providerMessageId: string };

/**
 * Moves a message forward to `status` (never backwards: a provider's reports come out of order
 * and more than once, and a late "sent" must not undo "delivered"), in one guarded UPDATE. Answers
 * whether it moved. `failed` is reachable from every other status; a message that reached its
 * final status keeps its secret params no longer.
 */
export async function moveMessageStatus(
  manager: EntityManager,
  ref: MessageRef,
  status: MessageStatus,
  at: Date,
  details: { providerMessageId?: string; lastError?: string | null } = {},
): Promise<boolean> {
  const reached = status === MessageStatus.SENT || status === MessageStatus.DELIVERED || status === MessageStatus.READ;
  const query = manager
    .createQueryBuilder()
    .update(OutboxMessage)
    .set({
      status,
      statusAt: at,
      leaseUntil: null,
      ...(reached ? { sentAt: () => 'COALESCE(sent_at, :at)' } : {}),
      ...(details.providerMessageId ? { providerMessageId: details.providerMessageId } : {}),
      ...(details.lastError !== undefined ? { lastError: details.lastError?.slice(0, 1000) ?? null } : {}),
      ...(status === MessageStatus.SENT || status === MessageStatus.FAILED ? { params: withoutSecrets } : {}),
    })
    .where('status IN (:...before)', { before: statusesBefore(status), at });
  if ('id' in ref) query.andWhere('id = :id', { id: ref.id });
  else query.andWhere('provider_message_id = :providerMessageId', { providerMessageId: ref.providerMessageId });
  const result = await query.execute();
  return (result.affected ?? 0) > 0;
}

/** The params without the keys that must not outlive the send (SECRET_PARAM_PREFIX). */
const withoutSecrets = () =>
  `(SELECT COALESCE(jsonb_object_agg(key, value), '{}'::jsonb) FROM jsonb_each(params) WHERE key NOT LIKE '${SECRET_PARAM_PREFIX}%')`;

/**
 * The worker that holds a message's lease gives it back to try again at `retryAt` (the one move
 * back, from sending to queued): only while its lease is still the one it took (`attempts`), so a
 * worker whose lease expired and was taken over changes nothing.
 */
export async function retryLater(
  manager: EntityManager,
  message: Pick<OutboxMessage, 'id' | 'attempts'>,
  retryAt: Date,
  lastError: string,
  at: Date,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(OutboxMessage)
    .set({
      status: MessageStatus.QUEUED,
      nextAttemptAt: retryAt,
      leaseUntil: null,
      lastError: lastError.slice(0, 1000),
      statusAt: at,
    })
    .where('id = :id AND status = :sending AND attempts = :attempts', {
      id: message.id,
      sending: MessageStatus.SENDING,
      attempts: message.attempts,
    })
    .execute();
  return (result.affected ?? 0) > 0;
}

/** The lease holder's "failed" (its last try, or a failure no retry can mend); see retryLater. */
export async function failLeased(
  manager: EntityManager,
  message: Pick<OutboxMessage, 'id' | 'attempts'>,
  lastError: string,
  at: Date,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(OutboxMessage)
    .set({
      status: MessageStatus.FAILED,
      leaseUntil: null,
      lastError: lastError.slice(0, 1000),
      statusAt: at,
      params: withoutSecrets,
    })
    .where('id = :id AND status = :sending AND attempts = :attempts', {
      id: message.id,
      sending: MessageStatus.SENDING,
      attempts: message.attempts,
    })
    .execute();
  return (result.affected ?? 0) > 0;
}
