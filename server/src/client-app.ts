import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { Express, Response } from 'express';
import { AppConfig } from './config';
import { PaymentProvider } from './modules/billing';
import { KnownRoutes } from './client-pages/known-routes';
import { sharedPageAddress } from './client-pages/page-address';
import { RouteAssets } from './client-pages/route-assets';
import { AnonymousQuery, RouteData } from './client-pages/route-data';
import { languageChoice } from './client-pages/language-choice';
import { withPageLanguage } from './client-pages/page-language';
import { ServerRenderer } from './client-pages/server-render';
import { hotelStructuredData, publicHotel, type PublicHotel, withHotelHead } from './client-pages/hotel-page-head';
import type { HotelProfile } from './modules/hotel-settings';
import { requestIdOf } from './request-context';
import { clientAddressOf } from './rest/client-address';
import { inlineScriptHashes, PagePolicy } from './security-headers';
import { englishPath, localeOfPath } from './shared/pure/locale';

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
 * that data, and for the landing page and /banquet with the hotel's profile alone, the page is
 * also rendered here (client-pages/server-render.ts) and its scripts start
 * after its first paint.
 */
export function serveClient(app: Express, distDir: string, options: ClientOptions): void {
  const pages = new PageCache(options.config, options.policy);
  const routeAssets = RouteAssets.inDist(distDir);
  const routeData = options.anonymousQuery ? RouteData.inDist(distDir, options.anonymousQuery) : undefined;
  const logError = options.logError ?? (() => undefined);
  const renderer = ServerRenderer.inDist(distDir, logError);
  const knownRoutes = KnownRoutes.inDist(distDir);
  app.use('/assets', express.static(path.join(distDir, 'assets'), { index: false, immutable: true, maxAge: '365d' }));
  // Dot directories (the server's own rendering bundle, dist/.server) are never served.
  app.use(express.static(distDir, { index: false, maxAge: '1h', dotfiles: 'ignore' }));
  const base = typeof options.config.publicBaseUrl === 'string' ? options.config.publicBaseUrl.replace(/\/+$/, '') : '';
  const pagePaths = /^\/(?!api\/|graphql|uploads\/|healthz).*/;
  app.get(pagePaths, languageChoice);
  app.get(pagePaths, async (req, res) => {
    const request = { ip: clientAddressOf(req), requestId: requestIdOf(res), language: localeOfPath(req.path) };
    const profile = await readProfile(options.hotelProfile, logError);
    const hotel = profile && publicHotel(profile, localeOfPath(req.path));
    const configScript = pages.configScript(hotel);
    // A Hindi page is its English page's route under /hi: the same data, chunks and rendering.
    const route = englishPath(req.path);
    // An address that is no page of the app: the not-found page, rendered here, with status 404.
    const notFound = !knownRoutes.includes(req.path);
    if (notFound) res.status(404);
    const data = routeData && !notFound ? await routeData.pageDataFor(route, req.query, request) : undefined;
    // A page drawn from this browser's own state (its booking draft, the admin's session) gets its
    // frame rendered here, the same for every visitor, and its state filled in by its scripts.
    const frameOnly = !notFound && BROWSER_STATE_PAGES.test(route);
    const renderedShell =
      hotel &&
      (data || notFound || frameOnly || RENDERED_PAGES.test(route)) &&
      pages.read(path.join(distDir, 'app-rendered.html'));
    // A page without data, or whose data reads nothing of its query (the landing page's price),
    // depends on its path, the profile and that data only: its query is no other page. A page
    // shown alike to everyone depends on the parameters it reads, and is kept under them alone.
    const pathOnly = !data || RENDERED_PAGES.test(route);
    const shared = SHARED_PAGE.test(route);
    const url = frameOnly
      ? req.originalUrl
      : pathOnly
        ? req.path
        : shared
          ? sharedPageAddress(req.path, req.originalUrl)
          : req.originalUrl;
    const rendered =
      renderedShell && hotel && profile
        ? await renderer.render(url, data?.answers ?? {}, hotel, {
            shared: shared || (pathOnly && !notFound && !frameOnly),
            dataKey: `${profile.updatedAt.toISOString()}\n${data?.script ?? ''}`,
          })
        : undefined;
    if (renderedShell && hotel && rendered) {
      const assets = routeAssets.renderedPageAssets(notFound ? NOT_FOUND_ROUTE : req.path);
      // React's own hints include the preload of a photo it renders with fetchpriority="high".
      const photo = !data || rendered.hints.includes('as="image"') ? '' : data.photoPreloads;
      const head = `${assets.styles}${rendered.hints}${photo}${data?.script ?? ''}${configScript}${landingData(renderedShell.html, req.path, hotel, base)}`;
      const html = renderedShell.html
        .replace('</head>', () => `${head}</head>`)
        .replace('data-modulepreload="', () => `data-modulepreload="${assets.modulepreload.map((href) => `${href} `).join('')}`)
        .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${escapeAttribute(req.path)}">${rendered.markup}</div>`);
      sendPage(
        res,
        withPageLanguage(withHotelHead(html, hotel, req.path), req.path, base),
        renderedShell.policy,
        frameOnly ? NOT_STORED : undefined,
      );
      return;
    }
    const page = pages.read(pageFile(distDir));
    if (page === undefined) {
      res.status(503).type('text/plain').send('The website is not built yet: run `npm run build`.');
      return;
    }
    // Neither adds an executable script: the page's policy stays the one computed for its file.
    const head = `${routeAssets.linksFor(req.path)}${data ? data.photoPreloads + data.script : ''}${configScript}`;
    // Replaced by a function: a "$&" or "$'" in the data (a room's name) is text, not a pattern.
    const html = page.html.replace('</head>', () => `${head}</head>`);
    const withHead = hotel ? withHotelHead(html, hotel, req.path) : html;
    sendPage(res, withPageLanguage(withHead, req.path, base), page.policy, frameOnly ? NOT_STORED : undefined);
  });
}

/** The profile for this request; a page without it is still sent (the browser then shows the error). */
async function readProfile(
  read: (() => Promise<HotelProfile>) | undefined,
  logError: (message: string, error: unknown) => void,
): Promise<HotelProfile | undefined> {
  if (!read) return undefined;
  try {
    return await read();
  } catch (error) {
    logError("The hotel's profile could not be read for a page", error);
    return undefined;
  }
}

/**
 * What a page rendered without data adds to its head: the landing page's schema.org description
 * of the hotel (its image the page's Open Graph image; in English and Hindi alike), /banquet's
 * canonical address.
 */
function landingData(shell: string, requestPath: string, hotel: PublicHotel, base: string): string {
  if (/^\/banquet\/?$/.test(requestPath)) return `<link rel="canonical" href="${escapeAttribute(base)}/banquet" />`;
  if (englishPath(requestPath) !== '/') return '';
  const image = /<meta property="og:image" content="([^"]+)"/.exec(shell)?.[1] ?? '';
  const data = hotelStructuredData(hotel, { image: image.startsWith('/') ? base + image : image, baseUrl: base || undefined });
  // JSON inside <script>: escape "<" so no value can close the tag.
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export interface ClientOptions {
  /** The site configuration every page carries (siteConfig); the hotel's profile is added per request. */
  config: Record<string, unknown>;
  /** The hotel's profile now: read for every page, so an owner's edit shows on the next one. */
  hotelProfile?: () => Promise<HotelProfile>;
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
/** Pages rendered here without data: the hotel's profile is all they show before their scripts run. */
const RENDERED_PAGES = /^\/(banquet\/?)?$/;

/**
 * Pages rendered here as a frame of the browser's own state (/user-details, /payment, /admin/today):
 * their scripts fill in one guest's booking or the admin's day, so no cache keeps or shares them.
 * Their address (with its query) is rendered as asked, never kept for the next visitor.
 */
const BROWSER_STATE_PAGES = /^\/(user-details|payment|admin\/today)\/?$/;
const NOT_STORED = 'private, no-store';

function sendPage(res: Response, html: string, policy: string, cacheControl = 'no-cache'): void {
  res.type('html').set({ 'Cache-Control': cacheControl, 'Content-Security-Policy': policy }).send(html);
}

/** The built shell every page starts from when it is not rendered here (dist/app.html; index.html before the prerender step). */
function pageFile(distDir: string): string {
  const shell = path.join(distDir, 'app.html');
  return existsSync(shell) ? shell : path.join(distDir, 'index.html');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Page {
  html: string;
  policy: string;
}

class PageCache {
  private readonly cache = new Map<string, { mtimeMs: number; page: Page }>();

  constructor(
    private readonly config: Record<string, unknown>,
    private readonly policy: PagePolicy,
  ) {}

  /** The site configuration with this request's hotel, as a JSON block (not a script that runs). */
  configScript(hotel: PublicHotel | undefined): string {
    const config = hotel ? { ...this.config, hotel } : this.config;
    // JSON inside <script>: escape "<" so no value can close the tag.
    return `<script id="site-config" type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
  }

  read(file: string): Page | undefined {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.page;
    // A canonical address written at build time without PUBLIC_BASE_URL is made absolute here.
    const base = typeof this.config.publicBaseUrl === 'string' ? this.config.publicBaseUrl : '';
    const html = readFileSync(file, 'utf8').replace(
      '<link rel="canonical" href="/',
      () => `<link rel="canonical" href="${base}/`,
    );
    const page = { html, policy: this.policy(inlineScriptHashes(html)) };
    this.cache.set(file, { mtimeMs, page });
    return page;
  }
}
