import type { Locale } from '@server-pure/locale';
import enCommon from './generated/en/common';
import enLanding from './generated/en/landing';
import type enDetails from './generated/en/details';
import type enForms from './generated/en/forms';
import type enJourney from './generated/en/journey';
import type enPayment from './generated/en/payment';
import type enMyBooking from './generated/en/mybooking';
import type enPrice from './generated/en/price';
import type enRoom from './generated/en/room';
import type enRooms from './generated/en/rooms';
import type enWizard from './generated/en/wizard';

/**
 * The compiled catalogues by namespace (docs/i18n.md). English comes with the pages (most guests
 * read it): the entry's namespaces here, a lazy chunk's in that chunk (it hands its English
 * catalogue to `useChunkMessages`). Hindi is a chunk of its own (hindi.ts), loaded before a Hindi
 * page starts (main.tsx) and bundled with the server's renderer.
 */
export interface Catalogues {
  /** The words every guest page shares: the header, the footer and the not-found page. */
  common: typeof enCommon;
  /** The landing page's own (in the entry). */
  landing: typeof enLanding;
  /** The landing page's booking wizard (a lazy chunk). */
  wizard: typeof enWizard;
  /** The price pieces every page with a price shares (components/price; in the chunks that use them). */
  price: typeof enPrice;
  /** The rooms page's own (its lazy chunk). */
  rooms: typeof enRooms;
  /** The guest details page's own (/user-details, its lazy chunk). */
  details: typeof enDetails;
  /** The guests' forms' shared pieces: the phone's country code, the consent boxes. */
  forms: typeof enForms;
  /** The inner pages' top bar and the booking's steps (in the chunks that use them). */
  journey: typeof enJourney;
  /** The public room page, /room/:id (a lazy chunk). */
  room: typeof enRoom;
  /** The payment page and resuming a payment (/payment, /pending-payment; their lazy chunks). */
  payment: typeof enPayment;
  /** The guest's own booking pages (/booking/{id}, /receipt, /find-booking; their lazy chunks). */
  mybooking: typeof enMyBooking;
}
export type Namespace = keyof Catalogues;

/** The namespaces whose English words are in the entry (the header, the footer, the landing page). */
const ENGLISH = { common: enCommon, landing: enLanding } satisfies Partial<Catalogues>;
export type EntryNamespace = keyof typeof ENGLISH;
let hindi: Catalogues | undefined;

/** Hindi's catalogues, once loaded. */
export function registerHindi(catalogues: Catalogues): void {
  hindi = catalogues;
}

/** Hindi's catalogues; main.tsx loads them before a Hindi page starts. */
export function hindiCatalogues(): Catalogues {
  if (!hindi) throw new Error('Hindi not loaded');
  return hindi;
}

/** The entry's catalogues in `locale`. */
export function cataloguesFor(locale: Locale): Pick<Catalogues, EntryNamespace> {
  return locale === 'en' ? ENGLISH : hindiCatalogues();
}
