import { existsSync } from 'node:fs';
import path from 'node:path';
import type { EmbeddedAnswers } from './route-data';

/** What the client's server bundle (client/src/entry-prerender.tsx, built into dist/.server) gives. */
interface RenderModule {
  preloadServerRenderedPages(): Promise<unknown>;
  render(url: string, embeddedAnswers?: EmbeddedAnswers): Promise<string>;
}

/** A page's React markup: the resource hints React collected (for <head>) and the rest (for #root). */
export interface RenderedPage {
  hints: string;
  markup: string;
}

/** The server renders a page with this many renders at once at most; the others are sent unrendered. */
const MAX_RENDERS_AT_ONCE = 8;

/**
 * Renders the pages that have their data embedded (the room, rooms and booking pages) with the
 * client's own React tree, so their first paint is the HTML's, as on the prerendered landing page;
 * the browser hydrates it (client/src/main.tsx). The bundle is loaded on the first page and its
 * page chunks preloaded, so every render is one pass. Without a bundle (an older build) or when a
 * render fails, the page is sent unrendered and the browser renders it, as before.
 */
export class ServerRenderer {
  private loading?: Promise<RenderModule | undefined>;
  private rendering = 0;

  constructor(
    private readonly bundleFile: string,
    private readonly log: (message: string, error: unknown) => void,
  ) {}

  static inDist(distDir: string, log: (message: string, error: unknown) => void): ServerRenderer {
    return new ServerRenderer(path.join(distDir, '.server', 'entry-prerender.js'), log);
  }

  async render(url: string, answers: EmbeddedAnswers): Promise<RenderedPage | undefined> {
    if (this.rendering >= MAX_RENDERS_AT_ONCE) return undefined;
    this.rendering += 1;
    try {
      const bundle = await this.bundle();
      if (!bundle) return undefined;
      const html = await bundle.render(url, answers);
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
