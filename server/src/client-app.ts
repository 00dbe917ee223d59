import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { Express } from 'express';
import { AppConfig } from './config';
import { PaymentProvider } from './modules/payments/providers/payment-provider';

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
 * (the SPA's routes), with the site configuration placed before </head>.
 */
export function serveClient(app: Express, distDir: string, config: Record<string, unknown>): void {
  const pages = new PageCache(config);
  app.use('/assets', express.static(path.join(distDir, 'assets'), { index: false, immutable: true, maxAge: '365d' }));
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^\/(?!api\/|graphql|uploads\/|healthz).*/, (req, res) => {
    // The landing page may be prerendered (index.html); other routes start from the empty shell.
    const shell = path.join(distDir, 'app.html');
    const file = req.path === '/' || !existsSync(shell) ? path.join(distDir, 'index.html') : shell;
    const html = pages.read(file);
    if (html === undefined) {
      res.status(503).type('text/plain').send('The website is not built yet: run `npm run build`.');
      return;
    }
    res.type('html').set('Cache-Control', 'no-cache').send(html);
  });
}

class PageCache {
  private readonly cache = new Map<string, { mtimeMs: number; html: string }>();
  private readonly configScript: string;

  constructor(config: Record<string, unknown>) {
    // JSON inside <script>: escape "<" so no value can close the tag.
    this.configScript = `<script id="site-config" type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
  }

  read(file: string): string | undefined {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.html;
    const html = readFileSync(file, 'utf8').replace('</head>', `${this.configScript}</head>`);
    this.cache.set(file, { mtimeMs, html });
    return html;
  }
}
