import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PublicHotel } from './hotel-page-head';
import type { EmbeddedAnswers } from './route-data';

/** What the client's server bundle (client/src/entry-prerender.tsx, built into dist/.server) gives. */
interface RenderModule {
  preloadServerRenderedPages(): Promise<unknown>;
  render(url: string, embeddedAnswers: EmbeddedAnswers | undefined, hotel: PublicHotel): Promise<string>;
}

/** A page's React markup: the resource hints React collected (for <head>) and the rest (for #root). */
export interface RenderedPage {
  hints: string;
  markup: string;
}

/** The server renders this many pages at once at most; past that, pages are sent unrendered. */
const MAX_RENDERS_AT_ONCE = 32;
/** Rendered pages kept for reuse, and for how long (a page's words can depend on the day). */
const KEPT_PAGES = 200;
const KEEP_MS = 60_000;

/**
 * Renders the pages that have their data embedded (the room, rooms and booking pages) with the
 * client's own React tree, so their first paint is the HTML's, as on the prerendered landing page;
 * the browser hydrates it (client/src/main.tsx). The bundle is loaded on the first page and its
 * page chunks preloaded, so every render is one pass. Without a bundle (an older build) or when a
 * render fails, the page is sent unrendered and the browser renders it, as before.
 *
 * A page that depends only on its address and its data (`shared`: the room and rooms pages) is
 * kept for a minute under both, so a burst of visitors (or a crawler) costs one render per room
 * and stay, and asks at the same moment share it. A changed answer (a new price, a room taken) is
 * another key, so what is sent is never older than the data embedded with it.
 */
export class ServerRenderer {
  private loading?: Promise<RenderModule | undefined>;
  private rendering = 0;
  private readonly kept = new Map<string, { page: Promise<RenderedPage | undefined>; until: number }>();

  constructor(
    private readonly bundleFile: string,
    private readonly log: (message: string, error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  static inDist(distDir: string, log: (message: string, error: unknown) => void): ServerRenderer {
    return new ServerRenderer(path.join(distDir, '.server', 'entry-prerender.js'), log);
  }

  /** `dataKey` names the answers and the profile's version; with `shared`, the page may be reused. */
  render(
    url: string,
    answers: EmbeddedAnswers,
    hotel: PublicHotel,
    options: { shared?: boolean; dataKey?: string } = {},
  ): Promise<RenderedPage | undefined> {
    if (!options.shared || options.dataKey === undefined) return this.renderNow(url, answers, hotel);
    const key = `${url}\n${options.dataKey}`;
    const now = this.now();
    const kept = this.kept.get(key);
    if (kept && kept.until > now) return kept.page;
    this.kept.delete(key);
    if (this.kept.size >= KEPT_PAGES) this.kept.delete(this.kept.keys().next().value as string);
    const page = this.renderNow(url, answers, hotel);
    this.kept.set(key, { page, until: now + KEEP_MS });
    // A failed render is not kept: the next visitor's request tries again.
    void page.then((rendered) => {
      if (!rendered && this.kept.get(key)?.page === page) this.kept.delete(key);
    });
    return page;
  }

  private async renderNow(url: string, answers: EmbeddedAnswers, hotel: PublicHotel): Promise<RenderedPage | undefined> {
    if (this.rendering >= MAX_RENDERS_AT_ONCE) return undefined;
    this.rendering += 1;
    try {
      const bundle = await this.bundle();
      if (!bundle) return undefined;
      const html = await bundle.render(url, answers, hotel);
      const hints = /^(?:<link\b[^>]*>)*/.exec(html)?.[0] ?? '';
      return { hints, markup: html.slice(hints.length) };
    } catch (error) {
      this.log(`Rendering ${url.split('?')[0]} on the server failed; the page is sent for the browser to render`, error);
      return undefined;
    } finally {
      this.rendering -= 1;
    }
  }

  private bundle(): Promise<RenderModule | undefined> {
    this.loading ??= (async () => {
      if (!existsSync(this.bundleFile)) return undefined;
      // An ES module (the client's build); an absolute path is a valid specifier on this platform.
      const bundle = (await import(this.bundleFile)) as RenderModule;
      await bundle.preloadServerRenderedPages();
      return bundle;
    })().catch((error: unknown) => {
      this.log('The server rendering bundle could not be loaded; pages are sent for the browser to render', error);
      return undefined;
    });
    return this.loading;
  }
}
