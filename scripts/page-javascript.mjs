// The JavaScript the landing page loads to start (hydrate), as one calculation shared by its budget
// test (server/test/client-budget.test.ts, run by `npm test` after the build) and the Lighthouse
// report (bench/lighthouse.mjs): the page's module scripts and modulepreloads — in its HTML, or
// named by the loader that starts them after the first paint (client/scripts/scripts-after-paint.mjs)
// — and everything those import statically, each file counted once, gzipped.
import { gzipSync } from 'node:zlib';

/** At most this many bytes, gzipped (issue 15). */
export const LANDING_JS_BUDGET_BYTES = 100 * 1024;

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The page's module scripts and modulepreloads, as paths. */
export function scriptsOf(html) {
  const tags = html.match(/<script\b[^>]*>|<link\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    if (tag.startsWith('<script') && attribute(tag, 'type') === 'module' && attribute(tag, 'src')) return [attribute(tag, 'src')];
    if (tag.startsWith('<script') && attribute(tag, 'data-after-paint'))
      return [attribute(tag, 'data-after-paint'), ...(attribute(tag, 'data-modulepreload') ?? '').split(' ').filter(Boolean)];
    if (tag.startsWith('<link') && attribute(tag, 'rel') === 'modulepreload' && attribute(tag, 'href'))
      return [attribute(tag, 'href')];
    return [];
  });
}

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; not import("./x.js"). */
export function staticImportsOf(code, from) {
  return [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)].map(
    (match) => new URL(match[1], `http://client${from}`).pathname,
  );
}

/**
 * Every script the browser fetches before it can run the page: `fetchText(path)` answers a
 * script's code (over HTTP in both callers). Answers [{ path, code, bytes, gzipBytes }].
 */
export async function scriptsToStartPage(html, fetchText) {
  const loaded = new Map();
  const queue = scriptsOf(html).map((src) => new URL(src, 'http://client/').pathname);
  while (queue.length > 0) {
    const scriptPath = queue.shift();
    if (loaded.has(scriptPath)) continue;
    const code = await fetchText(scriptPath);
    loaded.set(scriptPath, { path: scriptPath, code, bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code).length });
    queue.push(...staticImportsOf(code, scriptPath));
  }
  return [...loaded.values()];
}

/** The sums of scriptsToStartPage. */
export function totalOf(scripts) {
  return {
    files: scripts.length,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}
