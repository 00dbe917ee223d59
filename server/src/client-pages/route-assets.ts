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

/**
 * The <link> tags that start a route's lazy chunks (and their CSS) together with the entry, so
 * the browser does not discover them one import after another. Rebuilt when the file changes.
 */
export class RouteAssets {
  private cached?: { mtimeMs: number; routes: { pattern: RegExp; links: string }[] };

  constructor(private readonly file: string) {}

  static inDist(distDir: string): RouteAssets {
    return new RouteAssets(path.join(distDir, 'route-assets.json'));
  }

  /** The tags for this request path; '' for a route without lazy chunks or an older build. */
  linksFor(requestPath: string): string {
    return this.routes().find((route) => route.pattern.test(requestPath))?.links ?? '';
  }

  private routes(): { pattern: RegExp; links: string }[] {
    if (!existsSync(this.file)) return [];
    const { mtimeMs } = statSync(this.file);
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.routes;
    const entries = JSON.parse(readFileSync(this.file, 'utf8')) as RouteAssetsEntry[];
    const routes = entries.map((entry) => ({
      pattern: routePattern(entry.path),
      // Only our own built files: the JSON is a build output, but nothing else belongs in a tag.
      links: [
        ...entry.modulepreload
          .filter((href) => ASSET.test(href))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        ...entry.stylesheets
          .filter((href) => ASSET.test(href))
          .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
      ].join(''),
    }));
    this.cached = { mtimeMs, routes };
    return routes;
  }
}
