#!/usr/bin/env node
// Build step after `vite build`: renders the landing page ("/") to HTML so its text is in the page
// as served, then hydrated. dist/index.html gets the markup and the hotel's schema.org data;
// dist/app.html is the empty shell the server sends for every other route (server/src/client-app.ts).
// PUBLIC_BASE_URL, when set at build time, makes the Open Graph image address absolute.
// Every page gets the entry's CSS inline, and dist/route-assets.json lists each route's lazy
// chunks and CSS for the server to preload (see scripts/route-assets.mjs), and dist/route-paths.json
// the address patterns of the app's pages (any other address is answered 404). The prerendered pages
// start their scripts after their first paint (see scripts/scripts-after-paint.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inlineEntryCss, routeAssets } from './route-assets.mjs';
import { startScriptsAfterPaint } from './scripts-after-paint.mjs';

process.env.NODE_ENV ??= 'production';
const { build } = await import('vite');

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(clientDir, 'dist');
// Inside the client folder so the bundle's imports (react, react-router…) resolve. Kept: the
// server renders the room, rooms and booking pages with it for each request. A dot directory, so
// the server's static files never include it.
const ssrDir = path.join(distDir, '.server');
const indexFile = path.join(distDir, 'index.html');
const shellFile = path.join(distDir, 'app.html');
// The shell of the pages the server renders for each request: scripts after the first paint.
const renderedShellFile = path.join(distDir, 'app-rendered.html');
const EMPTY_ROOT = '<div id="root"></div>';
const STRUCTURED_DATA = '<!-- hotel-structured-data -->';
const baseUrl = process.env.PUBLIC_BASE_URL?.replace(/\/+$/, '') || undefined;

// A fresh `vite build` leaves the shell in index.html; on a second run it is in app.html.
const builtShell = [indexFile, shellFile]
  .map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : ''))
  .find((html) => html.includes(EMPTY_ROOT));
if (!builtShell) throw new Error(`No built page with ${EMPTY_ROOT} in ${distDir}: run \`vite build\` first.`);

const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(builtShell)?.[1];
if (!ogImage) throw new Error('index.html needs <meta property="og:image" content="…">');
if (ogImage.startsWith('/') && !existsSync(path.join(distDir, ogImage)))
  console.warn(`Warning: og:image ${ogImage} is not in public/.`);
const absolute = (address) => (baseUrl && address.startsWith('/') ? baseUrl + address : address);
const shell = inlineEntryCss(builtShell.replace(`content="${ogImage}"`, `content="${absolute(ogImage)}"`), distDir);

// React and the rest are bundled in, as their production builds: the server runs it whatever its
// own NODE_ENV (React's development build renders slower and writes its messages into the HTML).
await build({
  root: clientDir,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: { ssr: 'src/entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, minify: false },
});

const { render, hotelStructuredData, ROUTE_CHUNKS, embeddedQueryTexts, routePaths } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href
);
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
writeFileSync(path.join(distDir, 'route-assets.json'), JSON.stringify(routeAssets(manifest, ROUTE_CHUNKS), null, 1));
writeFileSync(path.join(distDir, 'route-queries.json'), JSON.stringify(embeddedQueryTexts(), null, 1));
writeFileSync(path.join(distDir, 'route-paths.json'), JSON.stringify(routePaths(), null, 1));
let markup;
try {
  markup = await render('/');
} catch (error) {
  console.error(
    'Prerendering "/" failed. Code that runs while rendering must not use window, document or localStorage ' +
      '(read them in useEffect, or guard with typeof window !== "undefined").',
  );
  throw error;
}
// Rendering without a <head>, React writes the resource hints it collects (the hero image's
// preload…) before the markup; they belong in <head>, where the browser acts on them first and
// hydration never meets them.
const hints = /^(?:<link\b[^>]*>)*/.exec(markup)[0];
const jsonLd = JSON.stringify(hotelStructuredData({ image: absolute(ogImage), baseUrl })).replace(/</g, '\\u003c');
const plainShell = shell.replace(new RegExp(`\\s*${STRUCTURED_DATA}`), '');
writeFileSync(shellFile, plainShell);
writeFileSync(renderedShellFile, startScriptsAfterPaint(plainShell));
writeFileSync(
  indexFile,
  startScriptsAfterPaint(
    shell
      .replace(STRUCTURED_DATA, () => `<script type="application/ld+json">${jsonLd}</script>${hints}`)
      .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="/">${markup.slice(hints.length)}</div>`),
  ),
);
await prerenderBanquet(render);
console.log(
  `Prerendered / into dist/index.html (${(markup.length / 1024).toFixed(1)} KB of markup); dist/app.html is the shell of the other routes.`,
);

/**
 * /banquet into dist/banquet.html, with its own title, description and canonical address (made
 * absolute by the server, which knows PUBLIC_BASE_URL). The build has no database: the page's
 * frame and steps are in the markup, the hall, calendar and menus are its lazy part, rendered in
 * the browser from the API (the same as the landing page's room list).
 */
async function prerenderBanquet(render) {
  const markup = await render('/banquet');
  const hints = /^(?:<link\b[^>]*>)*/.exec(markup)[0];
  const title = 'Banquet Hall in Bareilly for Weddings, Receptions and Parties | Hotel Anand Residency';
  const description =
    'See the free dates of our banquet hall by lunch and dinner session, the hall rent and per-plate veg and non-veg menus, estimate the cost with GST and send an enquiry online.';
  const page = startScriptsAfterPaint(shell)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${description}$2`)
    .replace(/(<meta property="og:title" content=")[^"]*(")/, `$1${title}$2`)
    .replace(/(<meta\s+property="og:description"\s+content=")[^"]*(")/, `$1${description}$2`)
    .replace(STRUCTURED_DATA, () => `<link rel="canonical" href="${baseUrl ?? ''}/banquet" />${hints}`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="/banquet">${markup.slice(hints.length)}</div>`);
  if (!page.includes(title) || !page.includes(description)) throw new Error('index.html lost its <title> or description');
  writeFileSync(path.join(distDir, 'banquet.html'), page);
  console.log(`Prerendered /banquet into dist/banquet.html (${(markup.length / 1024).toFixed(1)} KB of markup).`);
}
