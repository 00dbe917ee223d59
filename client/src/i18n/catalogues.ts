import type { Locale } from '@server-pure/locale';
import enCommon from './generated/en/common';

/**
 * The compiled catalogues by namespace (docs/i18n.md). English comes with the pages (most guests
 * read it, and the landing page's budget has room for its words only); Hindi is a chunk of its
 * own (hindi.ts), loaded before a Hindi page starts (main.tsx) and bundled with the server's renderer.
 */
export interface Catalogues {
  /** The words every guest page shares: the header, the footer and the not-found page. */
  common: typeof enCommon;
}
export type Namespace = keyof Catalogues;

const ENGLISH: Catalogues = { common: enCommon };
let hindi: Catalogues | undefined;

/** Hindi's catalogues, once loaded. */
export function registerHindi(catalogues: Catalogues): void {
  hindi = catalogues;
}

export function cataloguesFor(locale: Locale): Catalogues {
  if (locale === 'en') return ENGLISH;
  // main.tsx loads Hindi's catalogues before a Hindi page starts.
  if (!hindi) throw new Error('Hindi not loaded');
  return hindi;
}
