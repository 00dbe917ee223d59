import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's signatures: hex HMAC-SHA256 keyed by a secret. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureEquals(expectedHex: string, receivedHex: unknown): boolean {
  if (typeof receivedHex !== 'string' || !/^[0-9a-f]+$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex.toLowerCase(), 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** The checkout handler's signature: HMAC of `order_id|payment_id` with the key secret. */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}
