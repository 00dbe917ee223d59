import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { routePattern } from './route-assets';

/**
 * The addresses the client has a page for: the route patterns of dist/route-paths.json, which the
 * build writes from the client's own route list (client/src/app/route-list.ts). Any other address
 * is answered 404. Matched as react-router matches them, regardless of case. Without the file (an
 * older build) every address counts as a page, as before. Rebuilt when the file changes.
 */
export class KnownRoutes {
  private cached?: { mtimeMs: number; patterns: RegExp[] };

  constructor(private readonly file: string) {}

  static inDist(distDir: string): KnownRoutes {
    return new KnownRoutes(path.join(distDir, 'route-paths.json'));
  }

  includes(requestPath: string): boolean {
    const patterns = this.patterns();
    return patterns === undefined || patterns.some((pattern) => pattern.test(requestPath));
  }

  private patterns(): RegExp[] | undefined {
    if (!existsSync(this.file)) return undefined;
    const { mtimeMs } = statSync(this.file);
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.patterns;
    const routes = JSON.parse(readFileSync(this.file, 'utf8')) as string[];
    const patterns = routes.map((route) => new RegExp(routePattern(route).source, 'i'));
    this.cached = { mtimeMs, patterns };
    return patterns;
  }
}
