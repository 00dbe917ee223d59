import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { checkoutSignature, hmacHex, signatureEquals } from './signatures';

describe('signatures as Razorpay makes them', () => {
  const secret = 'test_key_secret_123';

  it('signs order_id|payment_id exactly as the official SDK verifies it', () => {
    const signature = checkoutSignature(secret, 'order_IluGWxBm9U8zJ8', 'pay_IluGWxBm9U8zJ9');
    expect(
      validatePaymentVerification({ order_id: 'order_IluGWxBm9U8zJ8', payment_id: 'pay_IluGWxBm9U8zJ9' }, signature, secret),
    ).toBe(true);
    expect(validatePaymentVerification({ order_id: 'order_IluGWxBm9U8zJ8', payment_id: 'pay_other' }, signature, secret)).toBe(
      false,
    );
  });

  it('signs webhook bodies exactly as the official SDK verifies them', () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    expect(Razorpay.validateWebhookSignature(body, hmacHex(secret, body), secret)).toBe(true);
  });

  it('compares only well-formed hex of the right length', () => {
    const good = hmacHex(secret, 'x');
    expect(signatureEquals(good, good)).toBe(true);
    expect(signatureEquals(good, good.toUpperCase())).toBe(true);
    expect(signatureEquals(good, good.slice(0, -2))).toBe(false);
    expect(signatureEquals(good, `${good.slice(0, -1)}0`.replace(/0$/, good.endsWith('0') ? '1' : '0'))).toBe(false);
    for (const bad of [undefined, null, 42, '', 'zz', { length: 64 }]) expect(signatureEquals(good, bad)).toBe(false);
  });
});
