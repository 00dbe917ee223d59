/**
 * The part of Razorpay's checkout API (checkout.js, or the simulated stand-in) the app uses: rooms'
 * payment page and an event's payment page open it the same way.
 */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface CheckoutRequest {
  key: string;
  amount: number;
  currency: string;
  orderId: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string; method?: string };
  themeColor: string;
}

export interface CheckoutEvents {
  onSuccess(response: CheckoutSuccess): void;
  onDismiss(): void;
  /** Razorpay keeps its window open after a failed attempt, so the guest can try again there. */
  onFailure(reason: string): void;
}

interface RazorpayInstance {
  on(event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void): void;
  open(): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

export function openRazorpayCheckout(request: CheckoutRequest, events: CheckoutEvents): void {
  const Razorpay = (window as Window & { Razorpay?: RazorpayConstructor }).Razorpay;
  if (typeof Razorpay !== 'function') throw new Error('The payment provider is not loaded');
  const checkout = new Razorpay({
    key: request.key,
    amount: request.amount,
    currency: request.currency,
    name: request.name,
    description: request.description,
    order_id: request.orderId,
    prefill: request.prefill,
    theme: { color: request.themeColor },
    handler: (response: CheckoutSuccess) => events.onSuccess(response),
    modal: { ondismiss: () => events.onDismiss() },
  });
  checkout.on('payment.failed', (response) =>
    events.onFailure(response?.error?.description ?? 'the payment could not be completed'),
  );
  checkout.open();
}
