import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../shared/domain-error';
import { Logger } from '../../../shared/logger';
import { PaymentErrorCode } from './payment-errors';
import { toPaymentMethod } from './payment.entity';
import { PaymentProvider } from './providers/payment-provider';
import { Refunds } from './refunds';
import { OrderOwner } from './order-owner';
import { WebhookEvent } from './webhook-event.entity';

type Entity = Record<string, unknown>;
interface WebhookBody {
  event?: string;
  payload?: { payment?: { entity?: Entity }; refund?: { entity?: Entity } };
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** A notice that was genuinely signed but could not be applied (its transaction rolled back). */
export interface PaymentWebhookFailure {
  /** The provider's event id (x-razorpay-event-id), or the body's hash when it sent none. */
  eventId: string;
  /** Its event ("payment.captured"), when the body could be read. */
  event: string | null;
  /** The body was not JSON. */
  unreadable: boolean;
  /** The error, for whoever looks into it. */
  detail: string;
}

/** Told of each such failure (the owner's alert); it must not throw. */
export type PaymentWebhookFailureReporter = (failure: PaymentWebhookFailure) => Promise<void>;

/**
 * Razorpay's (or the simulator's) webhooks. The signature is checked over the raw bytes before
 * anything is parsed. Events come late, out of order and more than once: a repeated event id
 * changes nothing, a capture after a failure still confirms, and a failure never undoes a payment.
 */
export class PaymentWebhooks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    /** Whose orders these can be (stays, banquet events), asked in turn. */
    private readonly owners: readonly OrderOwner[],
    private readonly refunds: Refunds,
    private readonly logger: Logger,
    private readonly reportFailure: PaymentWebhookFailureReporter = async () => {},
  ) {}

  async handle(rawBody: Buffer, signature: unknown, eventIdHeader: unknown): Promise<WebhookOutcome> {
    if (!this.provider.webhookSignatureMatches(rawBody, signature)) {
      throw new DomainError(
        PaymentErrorCode.WebhookSignature,
        'Invalid webhook signature',
        'x-razorpay-signature',
        'unauthenticated',
      );
    }
    const eventId =
      typeof eventIdHeader === 'string' && eventIdHeader
        ? eventIdHeader.slice(0, 64)
        : `sha256_${createHash('sha256').update(rawBody).digest('hex').slice(0, 56)}`;
    let body: WebhookBody | undefined;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
      return await this.apply(eventId, body);
    } catch (error) {
      // Signed by the provider, so not an attacker's: the hotel must hear that money may be unrecorded.
      await this.reportFailure({
        eventId,
        event: body ? String(body.event ?? 'unknown').slice(0, 40) : null,
        unreadable: body === undefined,
        detail: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  }

  private async apply(eventId: string, body: WebhookBody): Promise<WebhookOutcome> {
    const events = this.dataSource.getRepository(WebhookEvent);
    if (await events.existsBy({ id: eventId })) return 'duplicate';

    const outcome = await this.dispatch(body);
    // Recorded only once handled: if handling failed, the provider's retry gets another chance.
    await events
      .createQueryBuilder()
      .insert()
      .values({ id: eventId, event: String(body.event ?? 'unknown').slice(0, 40) })
      .orIgnore()
      .execute();
    return outcome;
  }

  private async dispatch(body: WebhookBody): Promise<WebhookOutcome> {
    const payment = body.payload?.payment?.entity;
    switch (body.event) {
      case 'payment.captured':
      case 'order.paid': {
        if (!payment || typeof payment.order_id !== 'string' || typeof payment.id !== 'string') return 'ignored';
        if (!Number.isSafeInteger(payment.amount) || (payment.amount as number) < 0) return 'ignored';
        const captured = {
          orderId: payment.order_id,
          paymentId: payment.id,
          amountPaise: Number(payment.amount),
          currency: typeof payment.currency === 'string' ? payment.currency : '',
          method: toPaymentMethod(payment.method),
        };
        for (const owner of this.owners) if (await owner.settle(captured)) return 'processed';
        return 'ignored';
      }
      case 'payment.failed': {
        if (!payment || typeof payment.order_id !== 'string' || typeof payment.id !== 'string') return 'ignored';
        const reason =
          [payment.error_description, payment.error_reason].find((text) => typeof text === 'string') ?? 'Payment failed';
        const method = toPaymentMethod(payment.method);
        for (const owner of this.owners)
          if (await owner.recordFailure(payment.order_id, payment.id, method, String(reason))) break;
        return 'processed';
      }
      case 'refund.processed': {
        const refund = body.payload?.refund?.entity;
        if (!refund || typeof refund.id !== 'string') return 'ignored';
        await this.refunds.markProcessed(refund.id);
        return 'processed';
      }
      default:
        this.logger.info({ event: body.event }, 'webhook event not used');
        return 'ignored';
    }
  }
}
