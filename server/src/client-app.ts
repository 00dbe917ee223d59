import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { Express } from 'express';
import { AppConfig } from './config';
import { PaymentProvider } from './modules/payments/providers/payment-provider';
import { RouteAssets } from './client-pages/route-assets';
import { AnonymousQuery, RouteData } from './client-pages/route-data';
import { requestIdOf } from './request-context';
import { inlineScriptHashes, PagePolicy } from './security-headers';

/** What the browser needs to know before any API call, embedded in every page as JSON. */
export function siteConfig(config: AppConfig, provider: PaymentProvider) {
  return {
    contactFormAction: config.contactFormAction ?? null,
    publicBaseUrl: config.publicBaseUrl,
    paymentProvider: provider.name,
    checkoutScriptUrl: provider.checkoutScriptUrl,
  };
}

/**
 * Serves the built client: hashed assets for a year, and for every other GET the page itself
 * (the SPA's routes), with the site configuration placed before </head> and a Content-Security-Policy
 * that lets the page's own inline scripts run, if it has any, by their hashes. A route's lazy
 * chunks are linked for preloading, and the data some routes need for their first paint is
 * embedded as JSON (client-pages/route-data.ts), answered by `anonymousQuery` when given.
 */
export function serveClient(
  app: Express,
  distDir: string,
  config: Record<string, unknown>,
  policy: PagePolicy,
  anonymousQuery?: AnonymousQuery,
): void {
  const pages = new PageCache(config, policy);
  const routeAssets = RouteAssets.inDist(distDir);
  const routeData = anonymousQuery ? RouteData.inDist(distDir, anonymousQuery) : undefined;
  app.use('/assets', express.static(path.join(distDir, 'assets'), { index: false, immutable: true, maxAge: '365d' }));
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^\/(?!api\/|graphql|uploads\/|healthz).*/, async (req, res) => {
    // The landing page may be prerendered (index.html), and so may /banquet (banquet.html); other
    // routes start from the empty shell.
    const shell = path.join(distDir, 'app.html');
    const prerendered = PRERENDERED_PAGES[req.path.replace(/\/+$/, '')];
    const file =
      req.path === '/' || !existsSync(shell)
        ? path.join(distDir, 'index.html')
        : prerendered && existsSync(path.join(distDir, prerendered))
          ? path.join(distDir, prerendered)
          : shell;
    const page = pages.read(file);
    if (page === undefined) {
      res.status(503).type('text/plain').send('The website is not built yet: run `npm run build`.');
      return;
    }
    // Neither adds an executable script: the page's policy stays the one computed for its file.
    const links = routeAssets.linksFor(req.path);
    const data = routeData
      ? await routeData.scriptFor(req.path, req.query, { ip: req.ip ?? 'unknown', requestId: requestIdOf(res) })
      : '';
    const html = links || data ? page.html.replace('</head>', `${links}${data}</head>`) : page.html;
    res.type('html').set({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': page.policy }).send(html);
  });
}

/** Routes besides "/" that client/scripts/prerender.mjs renders at build time, and their files. */
const PRERENDERED_PAGES: Record<string, string> = { '/banquet': 'banquet.html' };

interface Page {
  html: string;
  policy: string;
}

class PageCache {
  private readonly cache = new Map<string, { mtimeMs: number; page: Page }>();
  private readonly configScript: string;

  constructor(
    private readonly config: Record<string, unknown>,
    private readonly policy: PagePolicy,
  ) {
    // JSON inside <script>: escape "<" so no value can close the tag.
    this.configScript = `<script id="site-config" type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
  }

  read(file: string): Page | undefined {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.page;
    // A canonical address written at build time without PUBLIC_BASE_URL is made absolute here.
    const base = typeof this.config.publicBaseUrl === 'string' ? this.config.publicBaseUrl : '';
    const html = readFileSync(file, 'utf8')
      .replace('</head>', `${this.configScript}</head>`)
      .replace('<link rel="canonical" href="/', `<link rel="canonical" href="${base}/`);
    const page = { html, policy: this.policy(inlineScriptHashes(html)) };
    this.cache.set(file, { mtimeMs, page });
    return page;
  }
}
