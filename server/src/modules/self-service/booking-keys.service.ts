import { createHmac, timingSafeEqual } from 'node:crypto';

/** How many bytes of the HMAC a key keeps: 128 bits, far beyond guessing, and a short link. */
const KEY_BYTES = 16;

/**
 * The signed key in a confirmation mail's link (/booking/{id}?key=…): proof that whoever opens
 * the link got the hotel's mail for that booking. An HMAC-SHA256 over the booking id under a
 * key derived from the server's secret (JWT_SECRET), so a key fits one booking only and nobody
 * without the secret can make one. Keys do not expire; changing JWT_SECRET voids them all.
 */
export class BookingKeysService {
  private readonly signingKey: Buffer;
  private readonly holdSigningKey: Buffer;

  constructor(serverSecret: string) {
    // Derived, so a booking key can never be mistaken for (or help forge) an admin session.
    this.signingKey = createHmac('sha256', serverSecret).update('booking-link-key/v1').digest();
    // A key of its own: a hold's payment link never proves a booking for self-service.
    this.holdSigningKey = createHmac('sha256', serverSecret).update('booking-hold-link/v1').digest();
  }

  /**
   * The key of a hold's payment link (the hold mail's): signed over the booking id and the hold's
   * end, so it fits that one hold only and dies with it (a renewed hold has another end).
   */
  holdKeyFor(bookingId: string, holdExpiresAt: Date): string {
    return this.holdMac(bookingId, holdExpiresAt).toString('base64url');
  }

  /** Whether `key` is the payment link key of this booking's hold ending at `holdExpiresAt`. */
  holdKeyMatches(bookingId: string, holdExpiresAt: Date | null, key: unknown): boolean {
    if (typeof key !== 'string' || !holdExpiresAt) return false;
    const given = Buffer.from(key);
    const expected = Buffer.from(this.holdKeyFor(bookingId, holdExpiresAt));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The booking's key, URL-safe (22 characters). */
  keyFor(bookingId: string): string {
    return this.mac(bookingId).toString('base64url');
  }

  /** Whether `key` is this booking's key, compared in constant time. */
  matches(bookingId: string, key: unknown): boolean {
    if (typeof key !== 'string') return false;
    // The text itself is compared: decoding first would let the spare bits of the last character vary.
    const given = Buffer.from(key);
    const expected = Buffer.from(this.keyFor(bookingId));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private holdMac(bookingId: string, holdExpiresAt: Date): Buffer {
    return createHmac('sha256', this.holdSigningKey)
      .update(`hold:${bookingId}:${holdExpiresAt.getTime()}`)
      .digest()
      .subarray(0, KEY_BYTES);
  }

  private mac(bookingId: string): Buffer {
    return createHmac('sha256', this.signingKey).update(`booking:${bookingId}`).digest().subarray(0, KEY_BYTES);
  }
}
