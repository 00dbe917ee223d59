#!/usr/bin/env node
// Build step after `vite build`: builds the bundle the server renders pages with (dist/.server:
// the landing page and /banquet with the hotel's profile, which the owner edits, and the pages with
// data), and the two shells: dist/app.html, the empty shell of the pages the browser renders, and
// dist/app-rendered.html, the shell the server puts a rendered page in (server/src/client-app.ts).
// Nothing about the hotel is in them: the server writes its name into each page's <head>.
// PUBLIC_BASE_URL, when set at build time, makes the Open Graph image address absolute.
// Every page gets the entry's CSS inline, and dist/route-assets.json lists each route's lazy
// chunks and CSS for the server to preload (see scripts/route-assets.mjs), and dist/route-paths.json
// the address patterns of the app's pages (any other address is answered 404). The pages rendered
// on the server start their scripts after their first paint (see scripts/scripts-after-paint.mjs).
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

const { ROUTE_CHUNKS, embeddedQueryTexts, routePaths } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href
);
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
writeFileSync(path.join(distDir, 'route-assets.json'), JSON.stringify(routeAssets(manifest, ROUTE_CHUNKS), null, 1));
writeFileSync(path.join(distDir, 'route-queries.json'), JSON.stringify(embeddedQueryTexts(), null, 1));
writeFileSync(path.join(distDir, 'route-paths.json'), JSON.stringify(routePaths(), null, 1));

writeFileSync(shellFile, shell);
writeFileSync(renderedShellFile, startScriptsAfterPaint(shell));
console.log(
  "Wrote dist/app.html (the shell of every page) and dist/app-rendered.html (the shell of the pages the server renders, the landing page and /banquet among them, with the hotel's profile).",
);
