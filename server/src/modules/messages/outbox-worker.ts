import { DataSource, In } from 'typeorm';
import { Clock } from '../../shared/clock';
import { Logger, requestScope } from '../../shared/logger';
import { MessageStatus } from './message-kinds';
import { MessageNoLongerApplies, MessageRenderers } from './message-renderers';
import { RenderedMessage, SendFailure, SendReport } from './message-transport';
import { MessageTransports } from './message-transports';
import { OutboxMessage } from './outbox-message.entity';
import { onMessagesQueued } from './outbox-queue';
import { SmsFallback } from './sms-fallback';
import { failLeased, moveMessageStatus, nextAttemptAt, retryLater } from './outbox-status';

export interface OutboxWorkerOptions {
  /** MESSAGES_POLL_SECONDS, in ms: how often it looks for due messages besides being nudged. */
  pollMs: number;
  /** MESSAGES_BATCH_SIZE: messages taken (and sent side by side) at a time. */
  batchSize: number;
  /** How long a taken message is this worker's; then another may take it. */
  leaseMs?: number;
  /** A send not answered by then counts as a failure that may pass (kept well inside the lease). */
  sendTimeoutMs?: number;
}

/** Five minutes: far beyond a send (SEND_TIMEOUT_MS), so a live worker never loses its lease. */
export const LEASE_MS = 5 * 60_000;
export const SEND_TIMEOUT_MS = 60_000;

/**
 * Sends the outbox's messages (issue 28), once across instances. It takes due messages with one
 * statement (`FOR UPDATE SKIP LOCKED`: two instances never take the same row) and holds each by a
 * lease; renders it (MessageRenderers), sends it through its channel's transport, and records the
 * answer with a guarded UPDATE: sent; a failure that may pass back to queued with backoff
 * (outbox-status.ts), failed after the last try; a failure no retry mends, or a message that
 * cannot be written, failed at once with its error. A worker that dies mid-send leaves its lease
 * to expire; the message is then taken again (docs/messages.md).
 *
 * It runs while started (with the app): nudged when a transaction that queued messages commits,
 * and every `pollMs` for retries and for what other instances queued. stop() lets the sends in
 * flight finish and takes nothing new.
 */
export class OutboxWorker {
  private readonly leaseMs: number;
  private readonly sendTimeoutMs: number;
  private timer?: NodeJS.Timeout;
  private stopWatching?: () => void;
  private stopped = true;
  /** The current round of taking and sending, while one runs. */
  private round?: Promise<void>;
  /** A nudge came while a round ran: look again before it ends. */
  private lookAgain = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transports: MessageTransports,
    private readonly renderers: MessageRenderers,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: OutboxWorkerOptions,
    private readonly smsFallback: SmsFallback = new SmsFallback(renderers),
  ) {
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.sendTimeoutMs = Math.min(options.sendTimeoutMs ?? SEND_TIMEOUT_MS, this.leaseMs / 2);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopWatching = onMessagesQueued(this.dataSource, () => {
      // Logged in the scope of the request whose transaction queued them (its request id), so a
      // request's log says it queued messages; the sends are the worker's own lines.
      this.logger.info('messages queued: the outbox sends them now');
      this.nudge();
    });
    this.timer = setInterval(() => this.nudge(), this.options.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Takes nothing new and waits for the sends in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.stopWatching?.();
    await this.round;
  }

  /** Look for due messages now (a round is started, or the running one looks again before it ends). */
  nudge(): void {
    if (this.stopped) return;
    if (this.round) {
      this.lookAgain = true;
      return;
    }
    // Its own work, not the request's whose commit nudged it (its log lines carry no request id).
    this.round = requestScope
      .exit(() => this.sendWhileDue())
      .catch((error: unknown) => this.logger.error({ err: error }, 'outbox worker round failed; the next poll tries again'))
      .finally(() => (this.round = undefined));
  }

  /**
   * Sends every message due now and waits for the sends in flight, this worker's round's too
   * (started or not): what the tests call before reading what was sent.
   */
  async drain(): Promise<void> {
    for (;;) {
      await this.round;
      const sent = await this.sendBatch();
      if (sent === 0 && !this.round) return;
    }
  }

  private async sendWhileDue(): Promise<void> {
    do {
      this.lookAgain = false;
      while (!this.stopped && (await this.sendBatch()) > 0);
    } while (this.lookAgain && !this.stopped);
  }

  /** Takes up to a batch of due messages and sends them side by side; answers how many it took. */
  private async sendBatch(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map((message) => this.deliver(message)));
    return claimed.length;
  }

  /**
   * One statement takes the due messages: queued ones whose time has come, and sending ones whose
   * worker's lease ran out. SKIP LOCKED passes over rows another instance is taking right now.
   */
  private async claim(): Promise<OutboxMessage[]> {
    const now = this.clock();
    const runner = this.dataSource.createQueryRunner();
    let ids: string[];
    try {
      const result = await runner.query(
        `UPDATE outbox_message
            SET status = $1, lease_until = $2, attempts = attempts + 1, status_at = $3
          WHERE id IN (
            SELECT id FROM outbox_message
             WHERE (status = $4 AND next_attempt_at <= $3) OR (status = $1 AND lease_until < $3)
             ORDER BY next_attempt_at, created_at
             LIMIT $5
             FOR UPDATE SKIP LOCKED)
          RETURNING id`,
        [MessageStatus.SENDING, new Date(now.getTime() + this.leaseMs), now, MessageStatus.QUEUED, this.options.batchSize],
        true,
      );
      ids = (result.records as { id: string }[]).map((row) => row.id);
    } finally {
      await runner.release();
    }
    if (ids.length === 0) return [];
    return this.dataSource.getRepository(OutboxMessage).find({ where: { id: In(ids) }, order: { nextAttemptAt: 'ASC' } });
  }

  /** Renders, sends and records one message this worker holds. Never throws. */
  private async deliver(message: OutboxMessage): Promise<void> {
    const log = {
      messageId: message.id,
      kind: message.kind,
      channel: message.channel,
      bookingId: message.bookingId ?? undefined,
      eventId: message.eventId ?? undefined,
      attempt: message.attempts,
    };
    try {
      let rendered: RenderedMessage;
      try {
        rendered = await this.renderers.render(message);
      } catch (error) {
        const notSent = error instanceof MessageNoLongerApplies;
        const reason = notSent ? `Not sent: ${error.message}` : `Could not be written: ${errorText(error)}`;
        await failLeased(this.dataSource.manager, message, reason, this.clock());
        if (notSent) this.logger.info({ ...log, reason: error.message }, 'message not sent: it no longer applies');
        else this.logger.error({ ...log, err: error }, 'message could not be written: failed');
        return;
      }
      const transport = this.transports.of(message.channel);
      if (!transport) {
        await failLeased(this.dataSource.manager, message, `No ${message.channel} transport is configured`, this.clock());
        this.logger.error(log, 'message failed: its channel has no transport');
        return;
      }
      let report: SendReport;
      try {
        report = await this.withTimeout(transport.send(rendered, message.idempotencyKey));
      } catch (error) {
        await this.recordFailure(message, error, log);
        return;
      }
      const recorded = await moveMessageStatus(this.dataSource.manager, { id: message.id }, MessageStatus.SENT, this.clock(), {
        providerMessageId: report.providerMessageId,
        lastError: null,
      });
      this.logger.info({ ...log, transport: transport.name, file: report.file, recorded }, 'message sent');
    } catch (error) {
      // The database failed us (mid-send, or recording it): the lease runs out and it is taken again.
      this.logger.error({ ...log, err: error }, 'message outcome not recorded; it is taken again once its lease ends');
    }
  }

  private async recordFailure(message: OutboxMessage, error: unknown, log: Record<string, unknown>): Promise<void> {
    const failure = error instanceof SendFailure ? error : new SendFailure(errorText(error), true);
    const now = this.clock();
    const retryAt = failure.retryable ? nextAttemptAt(message.attempts, now) : null;
    if (retryAt) {
      await retryLater(this.dataSource.manager, message, retryAt, failure.message, now);
      this.logger.warn({ ...log, err: error, retryAt }, 'message not sent; trying again later');
    } else {
      const why = failure.retryable ? `${failure.message} (gave up after ${message.attempts} tries)` : failure.message;
      const fallbackId = await this.dataSource.transaction(async (manager) =>
        (await failLeased(manager, message, why, now)) ? this.smsFallback.afterWhatsAppFailed(manager, message, now) : null,
      );
      this.logger.error({ ...log, err: error, smsFallbackId: fallbackId ?? undefined }, 'message failed');
    }
  }

  private async withTimeout<T>(sending: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new SendFailure(`No answer from the provider within ${this.sendTimeoutMs / 1000} s`, true)),
        this.sendTimeoutMs,
      );
      // A send that hangs must not keep a stopping process alive: its lease runs out instead.
      timer.unref();
    });
    try {
      return await Promise.race([sending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
