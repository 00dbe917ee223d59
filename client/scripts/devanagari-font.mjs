#!/usr/bin/env node
/**
 * The Devanagari web font of the Hindi pages (issue 31, docs/i18n.md): Noto Sans Devanagari
 * (Google Fonts' build from npm, OFL; the PDFs embed the same), cut down to the Devanagari block
 * and its joiners with subset-font (harfbuzz's subsetter, which keeps the shaping rules that make
 * conjuncts), as WOFF2, written to dist/fonts. The site's CSS declares it with that unicode-range,
 * so a page downloads it only when it shows Devanagari text: English pages never do.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const folder = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
const out = fileURLToPath(new URL('../dist/fonts/', import.meta.url));
const WEIGHTS = { 400: '400Regular/NotoSansDevanagari_400Regular.ttf', 700: '700Bold/NotoSansDevanagari_700Bold.ttf' };

/** U+0900–097F (Devanagari), U+A8E0–A8FF (Devanagari Extended), ZWNJ and ZWJ, the dotted circle. */
let text = '\u200c\u200d\u25cc';
for (const [from, to] of [
  [0x0900, 0x097f],
  [0xa8e0, 0xa8ff],
]) {
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
}

mkdirSync(out, { recursive: true });
for (const [weight, file] of Object.entries(WEIGHTS)) {
  const woff2 = await subsetFont(readFileSync(path.join(folder, file)), text, { targetFormat: 'woff2' });
  writeFileSync(path.join(out, `devanagari-${weight}.woff2`), woff2);
  console.log(`Wrote dist/fonts/devanagari-${weight}.woff2 (${(woff2.length / 1024).toFixed(1)} KB).`);
}
