/** An order at the provider: what the checkout pays. Amounts in paise. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
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
