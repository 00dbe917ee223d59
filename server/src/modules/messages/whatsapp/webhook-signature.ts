import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta's webhook signature: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`, keyed
 * by the app secret (the simulator's secret when simulating). Checked over the bytes as received,
 * before anything parses them.
 */
export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** The header's value for a body. */
export function hubSignature(secret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Whether the header carries the body's signature, compared in constant time. */
export function hubSignatureMatches(secret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/** Two secrets' equality without leaking where they differ (their digests have one length). */
export function sameSecret(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}
