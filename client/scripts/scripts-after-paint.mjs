// Build helper of scripts/prerender.mjs: a prerendered page paints from its HTML, so its scripts
// can wait until that first paint instead of sharing a slow link with the photo it paints.
//
// Vite's page loads the entry with <script type="module" src> and <link rel="modulepreload">s,
// which the browser fetches at once, in parallel with the hero photo. On a phone on slow 4G that
// JavaScript (about 100 KB gzipped) takes the bandwidth the photo needs: the photo, the page's
// largest paint, comes after it. The page already shows everything a guest reads before its
// scripts run, so the scripts start once the page has loaded (its photo in) and painted: the
// loader below adds the same modulepreloads and imports the entry. scripts/page-javascript.mjs
// reads the same attributes, so the landing page's JavaScript budget still counts these files.

/**
 * The loader: one frame after the page's load event (or after LOADER_DEADLINE_MS, if a photo
 * never arrives), it preloads the entry's static imports in parallel and imports the entry.
 * Before that, at once, it starts public/intl-warmup.js: a worker that loads the ICU data the
 * page's date and price formats need on its own thread, which the page's first Intl formatter
 * would otherwise load inside its hydration (40–180 ms of main thread on a busy machine).
 */
const LOADER_DEADLINE_MS = 4000;
/**
 * The preloads are added a few per task: each request the page starts costs its main thread
 * about half a millisecond (more with DevTools' network recording, as in Lighthouse), and
 * /admin/today preloads 29 chunks, which in one task took 14-20 ms of main thread here.
 */
const PRELOADS_PER_TASK = 6;
const LOADER = [
  "new Worker('/intl-warmup.js');",
  "const tag = document.querySelector('script[data-after-paint]');",
  'let started = false;',
  'const start = () => {',
  '  if (started) return;',
  '  started = true;',
  "  const hrefs = tag.dataset.modulepreload.split(' ').filter(Boolean);",
  '  const next = () => {',
  `    for (const href of hrefs.splice(0, ${PRELOADS_PER_TASK})) {`,
  "      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });",
  '      document.head.append(link);',
  '    }',
  '    if (hrefs.length > 0) setTimeout(next);',
  '    else import(tag.dataset.afterPaint);',
  '  };',
  '  next();',
  '};',
  'const afterPaint = () => requestAnimationFrame(() => setTimeout(start));',
  "if (document.readyState === 'complete') afterPaint();",
  "else addEventListener('load', afterPaint, { once: true });",
  `setTimeout(start, ${LOADER_DEADLINE_MS});`,
].join('\n');

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its entry script and modulepreloads replaced by the loader, at the end of <body>.
 * Throws when the page has no entry script, so a change in Vite's output cannot go unnoticed.
 */
export function startScriptsAfterPaint(html) {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('The built page has no <script type="module" crossorigin src="…"> entry');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = `<script type="module" data-after-paint="${entry[1]}" data-modulepreload="${preloads.join(' ')}">\n${LOADER}\n</script>`;
  if (!html.includes('</body>')) throw new Error('The built page has no </body>');
  return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `${loader}\n</body>`);
}
