import { createHash } from 'node:crypto';
import { RequestHandler } from 'express';
import helmet from 'helmet';

/** Razorpay's checkout: its script, and the API its checkout frames and calls (Razorpay's CSP guide). */
export const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
export const RAZORPAY_API_ORIGIN = 'https://api.razorpay.com';
/** Where Razorpay's checkout script reports its own errors. */
const RAZORPAY_LOGGING_ORIGIN = 'https://lumberjack.razorpay.com';

export interface SecurityOptions {
  /** The site's public address: https turns on HSTS and upgrades stray http requests. */
  publicBaseUrl: string;
  /** Razorpay's checkout is used (not the local simulator): its origins join the pages' policy. */
  razorpay: boolean;
  /** A form-mail service the contact form posts to, when the owner set one. */
  contactFormAction?: string;
}

/** Pages of this app have no inline code; a hash lets one inline script run if a build adds it. */
export type PagePolicy = (inlineScriptHashes: readonly string[]) => string;

/**
 * The Content-Security-Policy of the site's pages. Scripts come from this origin only (plus
 * Razorpay's checkout when it takes the payments, and the hashes of any inline script the page
 * carries); JSON data blocks (site configuration, JSON-LD) are not executed, so they need nothing.
 * Inline style attributes stay allowed: the prerendered landing page carries one, and styles run
 * no code. Nobody may frame the site.
 */
export function pagePolicy(options: SecurityOptions): PagePolicy {
  const https = options.publicBaseUrl.startsWith('https://');
  const razorpay = (...origins: string[]) => (options.razorpay ? origins : []);
  const formOrigin = originOf(options.contactFormAction);
  return (inlineScriptHashes) => {
    const directives: Record<string, string[]> = {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
      'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...razorpay(RAZORPAY_CHECKOUT_ORIGIN)],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      // Room photos are ours; the admin previews new photos as blob: URLs; Razorpay shows bank logos.
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...razorpay(RAZORPAY_API_ORIGIN, RAZORPAY_LOGGING_ORIGIN)],
      'frame-src': options.razorpay ? [RAZORPAY_API_ORIGIN, RAZORPAY_CHECKOUT_ORIGIN] : ["'none'"],
      'form-action': ["'self'", ...(formOrigin ? [formOrigin] : []), ...razorpay(RAZORPAY_API_ORIGIN)],
      'frame-ancestors': ["'none'"],
    };
    const policy = Object.entries(directives).map(([name, sources]) => [name, ...sources].join(' '));
    return [...policy, ...(https ? ['upgrade-insecure-requests'] : [])].join('; ');
  };
}

/**
 * helmet's headers for every response, and the page policy for every one but /graphql (Apollo's
 * explorer page loads its own scripts; the API answers JSON). HSTS only when the site is https:
 * a browser told so over plain http would refuse the site until the header expired.
 */
export function securityHeaders(options: SecurityOptions): RequestHandler[] {
  const https = options.publicBaseUrl.startsWith('https://');
  const policy = pagePolicy(options)([]);
  return [
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // Razorpay's checkout opens bank and UPI pages in pop-ups that report back to this page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Room photos may be shown by integrators' sites; other responses stay on this site.
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
    (req, res, next) => {
      if (req.path.startsWith('/uploads/')) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (!req.path.startsWith('/graphql')) res.setHeader('Content-Security-Policy', policy);
      next();
    },
  ];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The CSP hashes ('sha256-…') of the inline scripts a browser would run in this page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

function originOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}
