import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pagePolicy } from '../src/security-headers';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

const INLINE_CODE = "document.documentElement.dataset.ready = 'yes';";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A built client: the shell of the pages rendered here (the landing page) with one inline script,
 * the plain shell of the others, both with a JSON-LD block and an external module, and a
 * rendering bundle that renders every page as one paragraph.
 */
const distDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-dist-'));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
const page = (body: string) =>
  `<!doctype html><html><head><script type="application/ld+json">{"@type":"Hotel"}</script><script type="module" src="/assets/index.js"></script></head><body>${body}</body></html>`;
writeFileSync(path.join(distDir, 'app-rendered.html'), page(`<div id="root"></div><script>${INLINE_CODE}</script>`));
writeFileSync(path.join(distDir, 'app.html'), page('<div id="root"></div>'));
mkdirSync(path.join(distDir, '.server'));
writeFileSync(
  path.join(distDir, '.server', 'entry-prerender.js'),
  "exports.preloadServerRenderedPages = async () => {}; exports.render = async () => '<p>Rendered</p>';",
);

/** The policy as a map of directive to its sources. */
function directives(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers on plain http (the simulator takes the payments)', () => {
  const app = useTestApp({ CLIENT_DIST_DIR: distDir });

  it('sends a strict policy with the landing page: its inline script by hash, never unsafe-inline, nobody frames it', async () => {
    const reply = await call(app, 'GET', '/');
    expect(reply.status).toBe(200);
    const csp = directives(reply.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", sha256(INLINE_CODE)]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|razorpay/);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(reply.headers.get('strict-transport-security')).toBeNull();
  });

  it('gives other routes, with no inline script, the policy without hashes; the JSON blocks need none', async () => {
    const reply = await call(app, 'GET', '/find-booking');
    expect(reply.body).toContain('<script id="site-config" type="application/json">');
    expect(directives(reply.headers.get('content-security-policy'))['script-src']).toEqual(["'self'"]);
  });

  it('sends the policy with API answers too, but leaves /graphql (Apollo’s explorer page) its own', async () => {
    const api = await call(app, 'GET', '/api/rooms');
    expect(directives(api.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
    const graphql = await fetch(`${app.baseUrl}/graphql?query=%7B__typename%7D`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(graphql.headers.get('content-security-policy')).toBeNull();
    expect(graphql.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('security headers when the site is served over https', () => {
  const app = useTestApp({ CLIENT_DIST_DIR: distDir, PUBLIC_BASE_URL: 'https://hotel.example.in' });

  it('adds HSTS and upgrades stray http requests', async () => {
    const reply = await call(app, 'GET', '/');
    expect(reply.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(reply.headers.get('content-security-policy'))).toHaveProperty('upgrade-insecure-requests');
  });
});

describe('the policy with Razorpay’s checkout', () => {
  it('lets in checkout.razorpay.com for the script and api.razorpay.com for its frame and calls, and the contact form’s service', () => {
    const csp = directives(
      pagePolicy({
        publicBaseUrl: 'https://hotel.example.in',
        razorpay: true,
        contactFormAction: 'https://formspree.io/f/abc',
      })([]),
    );
    expect(csp['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp['frame-src']).toContain('https://api.razorpay.com');
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.razorpay.com']));
    expect(csp['form-action']).toEqual(expect.arrayContaining(["'self'", 'https://formspree.io']));
  });
});
