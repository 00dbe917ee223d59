import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkPhone } from '../../shared/phone';

/** How many bytes of the HMAC a key keeps: 128 bits, far beyond guessing, and a short link. */
const KEY_BYTES = 16;

/** The guest's page that stops WhatsApp messages to a number (no sign-in: the link is the proof). */
export const OPT_OUT_PATH = '/messages/opt-out';

/** A number and the key that proves a link for it was made by the hotel. */
export interface OptOutLink {
  /** E.164. */
  phone: string;
  key: string;
}

/**
 * The opt-out link every WhatsApp message carries (issue 28, item 4): `/messages/opt-out?to=<the
 * number's digits>&key=<HMAC>`. The key is an HMAC-SHA256 of the number under a key derived from
 * the server's secret (JWT_SECRET), as the self-service links' keys are: it fits that one number,
 * nobody without the secret can make one, and it never helps forge an admin session or a booking
 * link. Keys do not expire (a guest may tap an old message's link); changing JWT_SECRET voids them.
 */
export class MessagingLinks {
  private readonly signingKey: Buffer;

  constructor(
    serverSecret: string,
    private readonly publicBaseUrl: string,
  ) {
    this.signingKey = createHmac('sha256', serverSecret).update('messages-opt-out-link/v1').digest();
  }

  /** The whole link for `phone` (E.164, or a number checkPhone reads as one), for a template's text. */
  optOutUrl(phone: string): string {
    return `${this.publicBaseUrl.replace(/\/+$/, '')}${OPT_OUT_PATH}?${this.optOutQuery(phone)}`;
  }

  /**
   * The link's query alone (`to=919876543210&key=…`): what a WhatsApp template's dynamic URL
   * button takes as its suffix, when the registered URL ends in `/messages/opt-out?`.
   */
  optOutQuery(phone: string): string {
    const e164 = e164Of(phone);
    if (!e164) throw new Error('An opt-out link is made for a phone number in E.164');
    return new URLSearchParams({ to: e164.slice(1), key: this.keyFor(e164) }).toString();
  }

  /** The number a link's `to` and `key` name, when the key is the hotel's for it; undefined otherwise. */
  verify(to: unknown, key: unknown): OptOutLink | undefined {
    if (typeof to !== 'string' || typeof key !== 'string' || !/^\d{6,15}$/.test(to)) return undefined;
    const phone = e164Of(`+${to}`);
    if (!phone) return undefined;
    // The text itself is compared: decoding first would let the spare bits of the last character vary.
    const given = Buffer.from(key);
    const expected = Buffer.from(this.keyFor(phone));
    return given.length === expected.length && timingSafeEqual(given, expected) ? { phone, key } : undefined;
  }

  private keyFor(phone: string): string {
    return createHmac('sha256', this.signingKey).update(`opt-out:${phone}`).digest().subarray(0, KEY_BYTES).toString('base64url');
  }
}

function e164Of(phone: string): string | undefined {
  const verdict = checkPhone(phone);
  return 'phone' in verdict ? verdict.phone : undefined;
}
