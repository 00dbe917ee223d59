// Build helpers of scripts/prerender.mjs: what each route needs from Vite's build (its lazy
// chunks, their static imports and their CSS), and the entry's CSS inlined into the pages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * For each route of src/app/route-chunks.ts, the chunk files to modulepreload and the CSS files
 * they load, from dist/.vite/manifest.json. Files the entry already loads are left out (the page
 * links them itself). Throws when a listed module is not in the manifest, so the table cannot
 * drift from the code unnoticed.
 */
export function routeAssets(manifest, routeChunks) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  const entryFiles = new Set(staticClosure(manifest, [entryKey(manifest)]).map((key) => manifest[key].file));
  return routeChunks.map(({ path: route, modules }) => {
    for (const module of modules)
      if (!manifest[module]) throw new Error(`src/app/route-chunks.ts: ${module} (route ${route}) is not in the build manifest`);
    const keys = staticClosure(manifest, modules);
    const scripts = unique(keys.map((key) => manifest[key].file)).filter((file) => !entryFiles.has(file));
    const styles = cssInLinkOrder(manifest, modules).filter((file) => !(entry.css ?? []).includes(file));
    return { path: route, modulepreload: scripts.map((file) => `/${file}`), stylesheets: styles.map((file) => `/${file}`) };
  });
}

function entryKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].isEntry);
}

/** The modules and every chunk they import statically, depth first, each once. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * The CSS of the modules and of every chunk they import statically, in the order Vite's runtime
 * links it when the route's chunk loads: a chunk's imports' CSS (depth first) before its own.
 * The server inlines it in this order: in another, rules of equal weight would win differently
 * once the links arrive after the page's scripts, and the page would move (on /booking/{id}, the
 * heading's margin from payment.css over booking-doc.css: 12 px, CLS 0.009).
 */
function cssInLinkOrder(manifest, keys) {
  const seen = new Set();
  const css = [];
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    css.push(...(manifest[key].css ?? []));
  };
  keys.forEach(visit);
  return unique(css);
}

const unique = (values) => [...new Set(values)];

/**
 * The page's own stylesheet links (the entry's CSS) replaced by the CSS itself, so the first
 * paint waits for no request. The CSS is small (a few KB gzipped) and the pages are not cached
 * across visits, while a route's own CSS still comes as a file with its chunk.
 */
export function inlineEntryCss(html, distDir) {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href) => {
    const file = path.join(distDir, href);
    if (!existsSync(file)) throw new Error(`${href} is linked from the page but not built`);
    // "</style" inside the CSS (a string or a comment) would end the element early.
    const css = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style data-href="${href}">${css}</style>`;
  });
}
