import { Request, Response } from 'express';

/**
 * The sign-in calls, REST and GraphQL: a device cookie is sent to these paths only (one cookie per
 * path, same value), so that it travels with a sign-in and with nothing else of /api.
 */
export const SIGN_IN_PATHS = ['/api/admin/login', '/graphql'] as const;

/** A device cookie as the admin-auth service issues it (name, value, lifetime). */
interface IssuedCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/** The cookies of a sign-in request, and where its answer keeps the device cookie it earned. */
export interface SignInCookies {
  /** The cookies the request came with, by name. */
  sent: Readonly<Record<string, string>>;
  /** Sets the device cookie of a successful sign-in on the answer. */
  keep(cookie: IssuedCookie): void;
}

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure when the
 * request came over https (`req.secure`: X-Forwarded-Proto from a proxy TRUST_PROXY trusts), and
 * only for the sign-in paths.
 */
export function signInCookies(req: Request, res: Response): SignInCookies {
  return {
    sent: parseCookies(req.headers.cookie),
    keep(cookie) {
      for (const path of SIGN_IN_PATHS) {
        res.cookie(cookie.name, cookie.value, {
          httpOnly: true,
          secure: req.secure,
          sameSite: 'strict',
          path,
          maxAge: cookie.maxAgeSeconds * 1000,
        });
      }
    },
  };
}

/** A Cookie header as name -> value; the first of a repeated name wins (the browser sends the most specific path first). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies = Object.create(null) as Record<string, string>;
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const name = pair.slice(0, at).trim();
    if (Object.hasOwn(cookies, name)) continue;
    cookies[name] = decoded(pair.slice(at + 1).trim());
  }
  return cookies;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
