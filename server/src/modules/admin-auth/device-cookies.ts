import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Clock } from '../../shared/clock';

/** How long a browser stays known after signing in (each sign-in issues a new cookie). */
const LIFETIME_SECONDS = 365 * 24 * 3600;
/** 18 random bytes: 24 base64url characters. */
const NONCE = /^[\w-]{24}$/;

/** A device cookie to set on the browser that has just signed in. */
export interface IssuedDeviceCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies", docs/admin-sign-in.md):
 * a browser that signed in as a login gets `LOGIN.NONCE.EXPIRES.SIGNATURE`, the signature an
 * HMAC-SHA256 of "LOGIN,NONCE,EXPIRES" under a key derived from JWT_SECRET (so a device cookie can
 * never pass for a session token, nor the other way round). Its name carries a hash of the login,
 * so that a browser shared by several admins keeps one for each.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', secret).update('admin-device-cookie').digest();
  }

  /** The cookie's name for a login (its email, lowercase). */
  static nameFor(login: string): string {
    return `admin_device_${createHash('sha256').update(login).digest('hex').slice(0, 16)}`;
  }

  /** A new cookie for the browser that has just signed in as `login`, with a nonce of its own. */
  issue(login: string): IssuedDeviceCookie {
    const nonce = randomBytes(18).toString('base64url');
    const expires = Math.floor(this.clock().getTime() / 1000) + LIFETIME_SECONDS;
    const value = [Buffer.from(login).toString('base64url'), nonce, expires, this.sign(login, nonce, expires)].join('.');
    return { name: DeviceCookies.nameFor(login), value, maxAgeSeconds: LIFETIME_SECONDS };
  }

  /**
   * The nonce of the device cookie for `login` among a request's cookies, when it is ours (well
   * formed, signed with our key), names this login and has not expired; otherwise undefined (the
   * client is then untrusted, as without a cookie).
   */
  nonceFor(login: string, cookies: Readonly<Record<string, string>> | undefined): string | undefined {
    const value = cookies?.[DeviceCookies.nameFor(login)];
    const parts = value?.split('.') ?? [];
    if (parts.length !== 4) return undefined;
    const [encodedLogin, nonce, expiresText, signature] = parts;
    if (!NONCE.test(nonce) || !/^\d{1,12}$/.test(expiresText)) return undefined;
    const cookieLogin = Buffer.from(encodedLogin, 'base64url').toString('utf8');
    const expected = Buffer.from(this.sign(cookieLogin, nonce, Number(expiresText)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (cookieLogin !== login || Number(expiresText) * 1000 <= this.clock().getTime()) return undefined;
    return nonce;
  }

  private sign(login: string, nonce: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${login},${nonce},${expires}`).digest('base64url');
  }
}
