import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One route of dist/route-assets.json (written by client/scripts/prerender.mjs from Vite's manifest). */
interface RouteAssetsEntry {
  path: string;
  modulepreload: string[];
  stylesheets: string[];
}

/** A route pattern of the client ("/room/:id") as a regular expression over the request path. */
export function routePattern(route: string): RegExp {
  const parts = route.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}/?$`);
}

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

interface RouteLinks {
  pattern: RegExp;
  /** <link>s of the chunks and the CSS, for a page the browser renders. */
  links: string;
  /** For a page rendered on the server: the chunks for its loader, its CSS inline (its first paint needs it). */
  modulepreload: string[];
  styles: string;
}

/**
 * The <link> tags that start a route's lazy chunks (and their CSS) together with the entry, so
 * the browser does not discover them one import after another; for a page rendered on the server,
 * the chunks its scripts loader preloads after the first paint and its CSS inline. Rebuilt when
 * the file changes.
 */
export class RouteAssets {
  private cached?: { mtimeMs: number; routes: RouteLinks[] };

  constructor(private readonly file: string) {}

  static inDist(distDir: string): RouteAssets {
    return new RouteAssets(path.join(distDir, 'route-assets.json'));
  }

  /** The tags for this request path; '' for a route without lazy chunks or an older build. */
  linksFor(requestPath: string): string {
    return this.routes().find((route) => route.pattern.test(requestPath))?.links ?? '';
  }

  /** For a page rendered on the server: the chunks to preload after its first paint, and its CSS inline. */
  renderedPageAssets(requestPath: string): { modulepreload: string[]; styles: string } {
    const route = this.routes().find((candidate) => candidate.pattern.test(requestPath));
    return { modulepreload: route?.modulepreload ?? [], styles: route?.styles ?? '' };
  }

  private routes(): RouteLinks[] {
    if (!existsSync(this.file)) return [];
    const { mtimeMs } = statSync(this.file);
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.routes;
    const entries = JSON.parse(readFileSync(this.file, 'utf8')) as RouteAssetsEntry[];
    const routes = entries.map((entry) => {
      // Only our own built files: the JSON is a build output, but nothing else belongs in a tag.
      const modulepreload = entry.modulepreload.filter((href) => ASSET.test(href));
      const stylesheets = entry.stylesheets.filter((href) => ASSET.test(href));
      return {
        pattern: routePattern(entry.path),
        links: [
          ...modulepreload.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
          ...stylesheets.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
        ].join(''),
        modulepreload,
        styles: stylesheets.map((href) => this.inlineStyle(href)).join(''),
      };
    });
    this.cached = { mtimeMs, routes };
    return routes;
  }

  /** A built CSS file as a <style> element (as the build inlines the entry's CSS). */
  private inlineStyle(href: string): string {
    const file = path.join(path.dirname(this.file), href);
    if (!existsSync(file)) return `<link rel="stylesheet" crossorigin href="${href}">`;
    // "</style" inside the CSS (a string or a comment) would end the element early.
    const css = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style data-href="${href}">${css}</style>`;
  }
}
