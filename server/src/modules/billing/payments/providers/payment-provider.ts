/** An order at the provider: what the checkout pays. Amounts in paise. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

/** A payment as the provider's books hold it: the fields of Razorpay's payment entity we read. */
export interface ProviderPayment {
  id: string;
  entity: 'payment';
  /** In paise. */
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded or failed, as Razorpay's. */
  status: string;
  order_id: string | null;
  method: string | null;
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed';
}

/**
 * What the app needs from a payment provider. Two implementations: Razorpay itself, and the
 * simulated provider that speaks the same protocol offline (ids, paise, signatures, webhooks).
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'simulated';
  /** Public key id handed to the browser's checkout. */
  readonly keyId: string;
  /** The checkout script the browser loads. */
  readonly checkoutScriptUrl: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** Refunds part or all of a captured payment; the same idempotency key never refunds twice. */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<ProviderRefund>;
  /** The payment as the provider has it; null when the provider knows no such payment. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** The checkout handler's razorpay_signature, for an order id we stored ourselves. */
  checkoutSignatureMatches(orderId: string, paymentId: string, signature: unknown): boolean;
  /** X-Razorpay-Signature over the raw webhook body. */
  webhookSignatureMatches(rawBody: Buffer, signature: unknown): boolean;
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
