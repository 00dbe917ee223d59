/**
 * A fresh key for one quote: the server answers a repeat of a booking request that carries the
 * same key (a double click, a retry after a lost answer) with the booking the first one made.
 * getRandomValues works on plain-HTTP pages too, where crypto.randomUUID does not.
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
