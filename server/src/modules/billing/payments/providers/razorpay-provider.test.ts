import { PaymentProviderError } from './payment-provider';
import { RazorpayProvider } from './razorpay-provider';

type Fetch = (paymentId: string) => Promise<unknown>;

/** The SDK rejects with { statusCode, error } (here on an Error, for the linter). */
const sdkError = (statusCode: number, code: string) => Object.assign(new Error(code), { statusCode, error: { code } });

/** Razorpay's provider with the SDK's payments.fetch answering as given (no network). */
function providerAnswering(fetch: Fetch) {
  const provider = new RazorpayProvider('rzp_test_key', 'key-secret', 'webhook-secret');
  const sdk = (provider as unknown as { client: { payments: { fetch: Fetch } } }).client;
  const calls: string[] = [];
  sdk.payments.fetch = (paymentId) => {
    calls.push(paymentId);
    return fetch(paymentId);
  };
  return { provider, calls };
}

describe('Razorpay payment fetch', () => {
  it('reads the payment entity the SDK answers: amount, currency, status, order and method', async () => {
    const { provider, calls } = providerAnswering(() =>
      Promise.resolve({
        id: 'pay_29QQoUBi66xm2f',
        entity: 'payment',
        amount: 550000,
        currency: 'INR',
        status: 'captured',
        order_id: 'order_9A33XWu170gUtm',
        method: 'upi',
        captured: true,
      }),
    );
    await expect(provider.fetchPayment('pay_29QQoUBi66xm2f')).resolves.toEqual({
      id: 'pay_29QQoUBi66xm2f',
      entity: 'payment',
      amount: 550000,
      currency: 'INR',
      status: 'captured',
      order_id: 'order_9A33XWu170gUtm',
      method: 'upi',
    });
    expect(calls).toEqual(['pay_29QQoUBi66xm2f']);
  });

  it('answers null for a payment Razorpay does not know, and a provider error when it cannot be asked', async () => {
    const unknown = providerAnswering(() => Promise.reject(sdkError(400, 'BAD_REQUEST_ERROR')));
    await expect(unknown.provider.fetchPayment('pay_Unknown')).resolves.toBeNull();
    const down = providerAnswering(() => Promise.reject(sdkError(502, 'SERVER_ERROR')));
    await expect(down.provider.fetchPayment('pay_Any')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
