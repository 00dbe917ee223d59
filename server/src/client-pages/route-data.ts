import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { photoPreloadLink } from '../modules/photos';
import type { PhotoView } from '../modules/photos';
import type { Locale } from '../shared/pure/locale';

/** Who asks for the page: the embedded queries run as this anonymous visitor, in the page's language. */
export interface PageRequest {
  ip: string;
  requestId: string;
  /** The page's language (its address's): the answers' own words (a booking's cancellation policy) are in it. */
  language?: Locale;
}

/** The answers embedded in a page, by operation name (client/src/lib/apollo/embedded-data.ts reads them). */
export type EmbeddedAnswers = Record<string, { variables: Record<string, unknown>; data: unknown }>;

/** What a page with data gets: its answers, the <script> that embeds them, its photo's preload. */
export interface PageData {
  answers: EmbeddedAnswers;
  script: string;
  photoPreloads: string;
}

/** Runs one GraphQL query as the anonymous visitor would (the public API's rules and limits). */
export type AnonymousQuery = (
  query: string,
  variables: Record<string, unknown>,
  request: PageRequest,
) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly unknown[] }>;

interface Lookup {
  operation: string;
  variables: Record<string, unknown>;
  /** The query's root field: the answer is embedded only when it is there (a room, a booking…). */
  field: string;
  /** The photo the page paints largest (its LCP), to preload from the answer, and its <img sizes>. */
  largestPhoto?: { of: (data: Record<string, unknown>) => PhotoView | undefined; sizes: string };
}

/** The room page's main photo: its first, as wide as client/src/features/rooms/components/RoomGallery.tsx shows it. */
const ROOM_MAIN_PHOTO = {
  of: (data: Record<string, unknown>) => (data.room as { photos?: PhotoView[] } | undefined)?.photos?.[0],
  sizes: '(min-width: 900px) min(60vw, 720px), 100vw',
};

/** The landing page's hero price; it depends on no part of the address. */
const LANDING_PRICE: Lookup = { operation: 'LowestNightlyPrice', variables: {}, field: 'lowestNightlyPrice' };

/** Ids are UUIDs; anything else cannot be a room or a booking, and is not looked up. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The page is sent without its data rather than late: the browser then asks the API itself. */
const TIME_LIMIT_MS = 1500;

/**
 * What a route needs for its first paint, as the queries its page asks (client/src/lib/apollo/
 * embedded-queries.ts): the room of /room/{id}; the free rooms and offers of
 * /check-rooms-and-rates?checkIn=…&checkOut=…; the public lookup of /booking/{id} (email and
 * phone masked, as the API shows them to anyone); the hero's "from" price of the landing page.
 */
export function lookupsFor(requestPath: string, query: Record<string, unknown>): Lookup[] {
  const pathname = requestPath.replace(/\/+$/, '');
  if (pathname === '') return [LANDING_PRICE];
  const room = /^\/room\/([^/]+)$/.exec(pathname);
  if (room && ID.test(room[1]))
    return [{ operation: 'RoomDetail', variables: { id: room[1] }, field: 'room', largestPhoto: ROOM_MAIN_PHOTO }];
  const booking = /^\/booking\/([^/]+)$/.exec(pathname);
  if (booking && ID.test(booking[1])) return [{ operation: 'PaymentBooking', variables: { id: booking[1] }, field: 'booking' }];
  if (pathname === '/check-rooms-and-rates') {
    const { checkIn, checkOut } = query;
    if (typeof checkIn !== 'string' || typeof checkOut !== 'string' || !DATE.test(checkIn) || !DATE.test(checkOut)) return [];
    return [
      { operation: 'RoomsForStay', variables: { checkIn, checkOut }, field: 'availableRooms' },
      { operation: 'RoomOffers', variables: { checkIn, checkOut }, field: 'roomOffers' },
    ];
  }
  return [];
}

/**
 * Embeds the answers of a route's queries in its page as a JSON block the client writes into
 * Apollo's cache before its first render (client/src/lib/apollo/embedded-data.ts). An unknown
 * id, an answer with errors, or a slow one embeds nothing: the page then behaves as without.
 */
export class RouteData {
  private cached?: { mtimeMs: number; queries: Record<string, string> };

  constructor(
    private readonly queriesFile: string,
    private readonly run: AnonymousQuery,
  ) {}

  static inDist(distDir: string, run: AnonymousQuery): RouteData {
    return new RouteData(path.join(distDir, 'route-queries.json'), run);
  }

  /**
   * The answers for this request, with the <script> block that embeds them and the preload of
   * the page's largest photo when the answer has one; undefined when there is nothing to embed.
   */
  async pageDataFor(requestPath: string, query: Record<string, unknown>, request: PageRequest): Promise<PageData | undefined> {
    const lookups = lookupsFor(requestPath, query);
    if (lookups.length === 0) return undefined;
    const queries = this.queries();
    const answered = await withTimeLimit(
      Promise.all(lookups.map((lookup) => this.answer(lookup, queries[lookup.operation], request))),
      TIME_LIMIT_MS,
    );
    const found = (answered ?? []).filter((answer) => answer !== undefined);
    if (found.length === 0) return undefined;
    const answers: EmbeddedAnswers = Object.fromEntries(found);
    const photoPreloads = lookups
      .map(({ operation, largestPhoto }) => {
        const photo = answers[operation] && largestPhoto?.of(answers[operation].data as Record<string, unknown>);
        return photo && largestPhoto ? photoPreloadLink(photo, largestPhoto.sizes) : '';
      })
      .join('');
    // JSON inside <script>: escape "<" so no value can close the tag.
    const json = JSON.stringify(answers).replace(/</g, '\\u003c');
    return { answers, photoPreloads, script: `<script id="route-data" type="application/json">${json}</script>` };
  }

  private async answer(
    lookup: Lookup,
    text: string | undefined,
    request: PageRequest,
  ): Promise<[string, { variables: Record<string, unknown>; data: unknown }] | undefined> {
    if (!text) return undefined;
    try {
      const { data, errors } = await this.run(text, lookup.variables, request);
      if (errors?.length || !data || data[lookup.field] === null || data[lookup.field] === undefined) return undefined;
      return [lookup.operation, { variables: lookup.variables, data }];
    } catch {
      return undefined;
    }
  }

  private queries(): Record<string, string> {
    if (!existsSync(this.queriesFile)) return {};
    const { mtimeMs } = statSync(this.queriesFile);
    if (this.cached?.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, queries: JSON.parse(readFileSync(this.queriesFile, 'utf8')) as Record<string, string> };
    }
    return this.cached.queries;
  }
}

async function withTimeLimit<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
