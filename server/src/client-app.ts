import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { Express, Response } from 'express';
import { AppConfig } from './config';
import { PaymentProvider } from './modules/billing';
import { KnownRoutes } from './client-pages/known-routes';
import { RouteAssets } from './client-pages/route-assets';
import { AnonymousQuery, RouteData } from './client-pages/route-data';
import { ServerRenderer } from './client-pages/server-render';
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
 * embedded as JSON (client-pages/route-data.ts), answered by `anonymousQuery` when given; with
 * that data the page is also rendered here (client-pages/server-render.ts) and its scripts start
 * after its first paint.
 */
export function serveClient(app: Express, distDir: string, options: ClientOptions): void {
  const pages = new PageCache(options.config, options.policy);
  const routeAssets = RouteAssets.inDist(distDir);
  const routeData = options.anonymousQuery ? RouteData.inDist(distDir, options.anonymousQuery) : undefined;
  const renderer = ServerRenderer.inDist(distDir, options.logError ?? (() => undefined));
  const knownRoutes = KnownRoutes.inDist(distDir);
  app.use('/assets', express.static(path.join(distDir, 'assets'), { index: false, immutable: true, maxAge: '365d' }));
  // Dot directories (the server's own rendering bundle, dist/.server) are never served.
  app.use(express.static(distDir, { index: false, maxAge: '1h', dotfiles: 'ignore' }));
  app.get(/^\/(?!api\/|graphql|uploads\/|healthz).*/, async (req, res) => {
    const request = { ip: req.ip ?? 'unknown', requestId: requestIdOf(res) };
    // An address that is no page of the app: the not-found page, rendered here, with status 404.
    const notFound = !knownRoutes.includes(req.path);
    if (notFound) res.status(404);
    const data = routeData && !notFound ? await routeData.pageDataFor(req.path, req.query, request) : undefined;
    const renderedShell = (data || notFound) && pages.read(path.join(distDir, 'app-rendered.html'));
    const rendered = renderedShell
      ? await renderer.render(req.originalUrl, data?.answers ?? {}, { shared: SHARED_PAGE.test(req.path), dataKey: data?.script })
      : undefined;
    if (renderedShell && rendered) {
      const assets = routeAssets.renderedPageAssets(notFound ? NOT_FOUND_ROUTE : req.path);
      // React's own hints include the preload of a photo it renders with fetchpriority="high".
      const photo = rendered.hints.includes('as="image"') || !data ? '' : data.photoPreloads;
      const html = renderedShell.html
        .replace('</head>', () => `${assets.styles}${rendered.hints}${photo}${data?.script ?? ''}</head>`)
        .replace('data-modulepreload="', () => `data-modulepreload="${assets.modulepreload.map((href) => `${href} `).join('')}`)
        .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${escapeAttribute(req.path)}">${rendered.markup}</div>`);
      sendPage(res, html, renderedShell.policy);
      return;
    }
    const page = pages.read(pageFile(distDir, req.path));
    if (page === undefined) {
      res.status(503).type('text/plain').send('The website is not built yet: run `npm run build`.');
      return;
    }
    // Neither adds an executable script: the page's policy stays the one computed for its file.
    const head = `${routeAssets.linksFor(req.path)}${data ? data.photoPreloads + data.script : ''}`;
    // Replaced by a function: a "$&" or "$'" in the data (a room's name) is text, not a pattern.
    sendPage(res, head ? page.html.replace('</head>', () => `${head}</head>`) : page.html, page.policy);
  });
}

export interface ClientOptions {
  /** The site configuration every page carries (siteConfig). */
  config: Record<string, unknown>;
  policy: PagePolicy;
  /** Answers the embedded queries; without it no page has data, and none is rendered here. */
  anonymousQuery?: AnonymousQuery;
  logError?: (message: string, error: unknown) => void;
}

const EMPTY_ROOT = '<div id="root"></div>';
/** The not-found page's entry in dist/route-assets.json (client/src/app/route-chunks.ts). */
const NOT_FOUND_ROUTE = '*';
/** Pages that show the same to everyone with the same data (not a booking's, whose words follow its hold's clock). */
const SHARED_PAGE = /^\/(room\/|check-rooms-and-rates\/?$)/;

function sendPage(res: Response, html: string, policy: string): void {
  res.type('html').set({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': policy }).send(html);
}

/** The landing page may be prerendered (index.html), and so may /banquet; other routes start from the empty shell. */
function pageFile(distDir: string, requestPath: string): string {
  const shell = path.join(distDir, 'app.html');
  const prerendered = PRERENDERED_PAGES[requestPath.replace(/\/+$/, '')];
  if (requestPath === '/' || !existsSync(shell)) return path.join(distDir, 'index.html');
  return prerendered && existsSync(path.join(distDir, prerendered)) ? path.join(distDir, prerendered) : shell;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
      .replace('</head>', () => `${this.configScript}</head>`)
      .replace('<link rel="canonical" href="/', () => `<link rel="canonical" href="${base}/`);
    const page = { html, policy: this.policy(inlineScriptHashes(html)) };
    this.cache.set(file, { mtimeMs, page });
    return page;
  }
}
