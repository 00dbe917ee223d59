import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../shared/clock';
import { DomainError } from '../../../../shared/domain-error';
import { PaymentErrorCode } from '../payment-errors';
import {
  PaymentProvider,
  PaymentProviderError,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
} from '../providers/payment-provider';
import { checkoutSignature, hmacHex, signatureEquals } from '../providers/signatures';
import { SimulatedOrder, SimulatedPayment, SimulatedRefund } from './simulated-gateway.entity';
import { WebhookDispatcher } from './webhook-dispatcher';

export const SIMULATED_CHECKOUT_SCRIPT = '/payments/simulated-checkout.js';
export const SIMULATED_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;

/** Razorpay-shaped ids: a prefix and 14 base62 characters. */
function razorpayId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${[...randomBytes(14)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * A payment provider that runs offline and speaks Razorpay's protocol: order and payment ids,
 * amounts in paise, the checkout handler's fields signed as HMAC-SHA256(`order_id|payment_id`),
 * and signed webhooks delivered to the app. It signs with PAYMENT_SIMULATOR_SECRET exactly as
 * Razorpay signs with the key secret (and uses it as the webhook secret too).
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly keyId = 'rzp_test_simulated';
  readonly checkoutScriptUrl = SIMULATED_CHECKOUT_SCRIPT;

  constructor(
    private readonly dataSource: DataSource,
    private readonly secret: string,
    readonly webhooks: WebhookDispatcher,
    private readonly clock: Clock,
  ) {}

  async createOrder(input: { amountPaise: number; receipt: string }): Promise<ProviderOrder> {
    const order = await this.dataSource.getRepository(SimulatedOrder).save({
      id: razorpayId('order'),
      amountPaise: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      status: 'created',
    });
    return { id: order.id, amount: order.amountPaise, currency: order.currency, receipt: order.receipt };
  }

  async refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<ProviderRefund> {
    const refunds = this.dataSource.getRepository(SimulatedRefund);
    const earlier = await refunds.findOneBy({ idempotencyKey: input.idempotencyKey });
    if (earlier) return { id: earlier.id, status: 'pending' };
    const refund = await this.dataSource.transaction(async (manager) => {
      const payment = await manager.findOne(SimulatedPayment, {
        where: { id: input.paymentId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment || payment.status !== 'captured') throw new PaymentProviderError('The payment was not captured');
      if (payment.refundedPaise + input.amountPaise > payment.amountPaise)
        throw new PaymentProviderError('The refund is more than what is left of the payment');
      payment.refundedPaise += input.amountPaise;
      await manager.save(payment);
      return manager.save(SimulatedRefund, {
        id: razorpayId('rfnd'),
        paymentId: payment.id,
        amountPaise: input.amountPaise,
        idempotencyKey: input.idempotencyKey,
      });
    });
    this.webhooks.send(
      'refund.processed',
      {
        refund: {
          entity: {
            id: refund.id,
            entity: 'refund',
            amount: refund.amountPaise,
            currency: 'INR',
            payment_id: refund.paymentId,
            status: 'processed',
            speed_processed: 'normal',
          },
        },
      },
      this.clock(),
    );
    return { id: refund.id, status: 'pending' };
  }

  /** The simulator's books answer as Razorpay's payments API does. */
  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const payment = await this.dataSource.getRepository(SimulatedPayment).findOneBy({ id: paymentId });
    if (!payment) return null;
    const order = await this.dataSource.getRepository(SimulatedOrder).findOneByOrFail({ id: payment.orderId });
    return this.paymentEntity(payment, order);
  }

  checkoutSignatureMatches(orderId: string, paymentId: string, signature: unknown): boolean {
    return signatureEquals(checkoutSignature(this.secret, orderId, paymentId), signature);
  }

  webhookSignatureMatches(rawBody: Buffer, signature: unknown): boolean {
    return signatureEquals(hmacHex(this.secret, rawBody), signature);
  }

  /** The guest pays in the simulated checkout: captured at once, then payment.captured and order.paid. */
  async pay(orderId: unknown, method: unknown) {
    const { order, payment } = await this.attempt(orderId, method, 'captured');
    const paymentEntity = this.paymentEntity(payment, order);
    const orderEntity = {
      id: order.id,
      entity: 'order',
      amount: order.amountPaise,
      amount_paid: order.amountPaise,
      amount_due: 0,
      currency: 'INR',
      receipt: order.receipt,
      status: 'paid',
    };
    this.webhooks.send('payment.captured', { payment: { entity: paymentEntity } }, this.clock());
    this.webhooks.send('order.paid', { payment: { entity: paymentEntity }, order: { entity: orderEntity } }, this.clock());
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(this.secret, order.id, payment.id),
    };
  }

  /** The guest's payment fails in the simulated checkout: payment.failed, and the order stays payable. */
  async fail(orderId: unknown, method: unknown) {
    const { order, payment } = await this.attempt(orderId, method, 'failed');
    this.webhooks.send('payment.failed', { payment: { entity: this.paymentEntity(payment, order) } }, this.clock());
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your payment could not be completed (simulated failure). No money was taken.',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: payment.id },
      },
    };
  }

  /** One payment attempt on an order that is not paid yet; a captured one pays the order. */
  private async attempt(orderId: unknown, method: unknown, status: 'captured' | 'failed') {
    // The order row is locked so two payments at once cannot both capture one order.
    return this.dataSource.transaction(async (manager) => {
      const order =
        typeof orderId === 'string'
          ? await manager.findOne(SimulatedOrder, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } })
          : null;
      if (!order) throw new DomainError(PaymentErrorCode.SimulatedOrderUnknown, 'Unknown order', 'order_id', 'not_found');
      if (order.status === 'paid')
        throw new DomainError(PaymentErrorCode.SimulatedOrderPaid, 'This order is already paid', 'order_id', 'conflict');
      const payment = await manager.save(SimulatedPayment, {
        id: razorpayId('pay'),
        orderId: order.id,
        amountPaise: order.amountPaise,
        method: (SIMULATED_METHODS as readonly unknown[]).includes(method) ? (method as string) : 'upi',
        status,
      });
      await manager.update(SimulatedOrder, { id: order.id }, { status: status === 'captured' ? 'paid' : 'attempted' });
      return { order, payment };
    });
  }

  private paymentEntity(payment: SimulatedPayment, order: SimulatedOrder): ProviderPayment & Record<string, unknown> {
    const failed = payment.status === 'failed';
    return {
      id: payment.id,
      entity: 'payment',
      amount: payment.amountPaise,
      currency: order.currency,
      status: payment.status,
      order_id: order.id,
      method: payment.method,
      captured: !failed,
      amount_refunded: payment.refundedPaise,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed (simulated)' : null,
      error_reason: failed ? 'payment_failed' : null,
      created_at: Math.floor(payment.createdAt.getTime() / 1000),
    };
  }
}
