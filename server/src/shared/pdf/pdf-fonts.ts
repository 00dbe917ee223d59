import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The fonts of every PDF the hotel prints (tax documents, the function sheet): Noto Sans Devanagari from npm (Google Fonts' build, OFL). One
 * file covers Latin, Devanagari and the rupee sign (U+20B9), so a line such as "₹1,000.00" or
 * "Tax Invoice / कर बीजक" needs no font switching, and fontkit shapes the Devanagari conjuncts.
 * The PDF embeds only the glyphs it uses.
 */
export const FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;

const PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const FILES = {
  regular: '400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

let loaded: { regular: Buffer; bold: Buffer } | undefined;

/** The font files, read once per process. */
export function documentFonts(): { regular: Buffer; bold: Buffer } {
  if (!loaded) {
    const folder = path.dirname(require.resolve(`${PACKAGE}/package.json`));
    loaded = {
      regular: readFileSync(path.join(folder, FILES.regular)),
      bold: readFileSync(path.join(folder, FILES.bold)),
    };
  }
  return loaded;
}
