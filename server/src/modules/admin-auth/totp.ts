import { createHmac, randomBytes } from 'node:crypto';

/**
 * One-time codes of RFC 4226 (HOTP) and RFC 6238 (TOTP) with HMAC-SHA1, 30-second steps and six
 * digits: what Google Authenticator, Microsoft Authenticator, Authy, 1Password and the rest read
 * from an otpauth:// link. Written on node:crypto (the RFCs' own test vectors check it,
 * totp.test.ts) rather than taken from a package, so sign-in depends on nothing new.
 */

/** Seconds per step (RFC 6238's X). */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code is still taken from (a phone's clock a little off, a slow typist). */
export const TOTP_WINDOW_STEPS = 1;
/** RFC 4226 asks for at least 128 bits and recommends 160: 20 random bytes. */
const SECRET_BYTES = 20;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, unpadded (as authenticator apps take it). */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 (any case, spaces and padding ignored); throws on a character outside the alphabet. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 20 random bytes, in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226's HOTP value of `counter` under `key`, `digits` long (zero-padded). */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The step (RFC 6238's T) a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code of the step `at` falls in. */
export function totpCode(key: Buffer, at: Date, digits = TOTP_DIGITS): string {
  return hotp(key, totpStep(at), digits);
}

/**
 * The step whose code `code` is, within ±TOTP_WINDOW_STEPS of `at`; null when none is. The caller
 * refuses a step not later than the last one used, so that each code is taken once.
 */
export function matchingTotpStep(key: Buffer, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step += 1) {
    if (hotp(key, step) === code) return step;
  }
  return null;
}

/** The otpauth:// link an authenticator app adds an account from (Google's Key Uri Format). */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
