import Razorpay from 'razorpay';
import { checkoutSignature, hmacHex, signatureEquals } from './signatures';
import { PaymentProvider, PaymentProviderError, ProviderOrder, ProviderPayment, ProviderRefund } from './payment-provider';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const RAZORPAY_API = 'https://api.razorpay.com';

/** Razorpay through its official SDK. Orders are captured automatically on payment. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly checkoutScriptUrl = RAZORPAY_CHECKOUT_SCRIPT;
  private readonly client: Razorpay;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    private readonly webhookSecret: string | undefined,
  ) {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder> {
    try {
      const order = await this.client.orders.create({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
        payment_capture: true,
      });
      return { id: order.id, amount: Number(order.amount), currency: order.currency, receipt: order.receipt ?? input.receipt };
    } catch (error) {
      throw new PaymentProviderError('Razorpay refused to create the order', error);
    }
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    try {
      const payment = await this.client.payments.fetch(paymentId);
      return {
        id: payment.id,
        entity: 'payment',
        amount: Number(payment.amount),
        currency: payment.currency,
        status: payment.status,
        order_id: payment.order_id ?? null,
        method: payment.method ?? null,
      };
    } catch (error) {
      // The SDK rejects with { statusCode, error }: 400/404 mean Razorpay has no such payment.
      const status = (error as { statusCode?: unknown } | null)?.statusCode;
      if (status === 400 || status === 404) return null;
      throw new PaymentProviderError('Razorpay could not be reached to check the payment', error);
    }
  }

  /**
   * Refunds with Razorpay's X-Refund-Idempotency header. The SDK drops headers it does not know,
   * so this one call goes to the same REST endpoint directly, with the same key.
   */
  async refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<ProviderRefund> {
    const response = await fetch(`${RAZORPAY_API}/v1/payments/${encodeURIComponent(input.paymentId)}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
        'x-refund-idempotency': input.idempotencyKey,
      },
      body: JSON.stringify({
        amount: input.amountPaise,
        speed: 'normal',
        notes: input.notes,
        receipt: input.idempotencyKey.slice(0, 40),
      }),
    }).catch((error: unknown) => {
      throw new PaymentProviderError('Razorpay could not be reached for the refund', error);
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string; status?: string; error?: { description?: string } };
    if (!response.ok || !body.id)
      throw new PaymentProviderError(`Razorpay refused the refund: ${body.error?.description ?? response.status}`);
    return { id: body.id, status: body.status === 'processed' ? 'processed' : 'pending' };
  }

  checkoutSignatureMatches(orderId: string, paymentId: string, signature: unknown): boolean {
    return signatureEquals(checkoutSignature(this.keySecret, orderId, paymentId), signature);
  }

  webhookSignatureMatches(rawBody: Buffer, signature: unknown): boolean {
    if (!this.webhookSecret) return false;
    return signatureEquals(hmacHex(this.webhookSecret, rawBody), signature);
  }
}
