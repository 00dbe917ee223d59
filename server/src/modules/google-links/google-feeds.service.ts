import { createHash, randomUUID } from 'node:crypto';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { addDays, daysBetween, todayInHotel } from '../../shared/dates';
import type { AvailabilityCache, AvailabilityService } from '../availability';
import type { HotelProfileReader } from '../hotel-settings';
import type { RoomsService, RoomType } from '../rooms';
import { GoogleFeedTokens } from './feed-tokens';
import { hotelListXml } from './hotel-list-xml';
import { Landing, landingFor } from './landing';
import { bundlesOf, FEED_CHECK_IN_DAYS, FEED_MAX_NIGHTS, feedStays } from './price-grid';
import { FeedRoomType, transactionXml } from './transaction-xml';

/**
 * The hotel's id in its Hotel List Feed and every <Property> of the price feed: the hotel is the
 * feed's one listing, and the id must never change once Google knows it.
 */
export const GOOGLE_PROPERTY_ID = '1';
/** The price feed is built again at least this often, whatever else holds still. */
export const PRICE_FEED_MAX_AGE_MS = 15 * 60_000;

/** A feed as served: its body, and what a conditional request is answered by. */
export interface FeedDocument {
  body: string;
  etag: string;
  lastModified: Date;
}

/** The addresses the owner pastes in Hotel Center, and the landing link's pattern. */
export interface GoogleFeedLinks {
  hotelListUrl: string;
  pricesUrl: string;
  landingUrlPattern: string;
  landingUrlExample: string;
  propertyId: string;
  issuedAt: Date;
}

export interface GoogleFeedsNeeds {
  tokens: GoogleFeedTokens;
  availability: Pick<AvailabilityService, 'availableRoomsPricedForStays' | 'newCache'>;
  rooms: Pick<RoomsService, 'list'>;
  hotelProfile: HotelProfileReader;
  publicBaseUrl: string;
  clock: Clock;
}

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * Google free booking links: the Hotel List Feed and the price feed behind a secret address, and
 * the landing link. The price feed is the site's own search (AvailabilityService) for every stay
 * Google asks about, built at most once per change: kept by the availability version (any
 * booking, hold, block, room or rate written by any instance), until a hold it counted runs out,
 * the hotel's day turns, or PRICE_FEED_MAX_AGE_MS passes; requests that arrive while it is being
 * built wait for that one build.
 */
export class GoogleFeeds {
  private readonly cache: AvailabilityCache;
  private readonly building = new Map<string, Promise<FeedDocument>>();

  constructor(private readonly needs: GoogleFeedsNeeds) {
    this.cache = needs.availability.newCache(2, PRICE_FEED_MAX_AGE_MS);
  }

  /** The Hotel List Feed; undefined for a wrong token. */
  async hotelList(token: string): Promise<FeedDocument | undefined> {
    if (!(await this.needs.tokens.matches(token))) return undefined;
    const profile = await this.needs.hotelProfile.get();
    const body = hotelListXml(profile, { propertyId: GOOGLE_PROPERTY_ID, website: this.needs.publicBaseUrl });
    return { body, etag: etagOf(body), lastModified: profile.updatedAt };
  }

  /** The price feed (a Transaction message); undefined for a wrong token. */
  async prices(token: string): Promise<FeedDocument | undefined> {
    if (!(await this.needs.tokens.matches(token))) return undefined;
    const today = todayInHotel(this.needs.clock());
    const key = `google-prices ${today}`;
    let build = this.building.get(key);
    if (!build) {
      const window = { checkIn: today, checkOut: addDays(today, FEED_CHECK_IN_DAYS - 1 + FEED_MAX_NIGHTS) };
      build = this.cache.answer(key, window, () => this.buildPrices(today)).finally(() => this.building.delete(key));
      this.building.set(key, build);
    }
    return build;
  }

  async links(): Promise<GoogleFeedLinks> {
    return this.linksOf(await this.needs.tokens.current());
  }

  /** New feed addresses: the old ones answer 404 from now on. */
  async regenerate(actor: Actor): Promise<GoogleFeedLinks> {
    await this.needs.tokens.regenerate(actor);
    return this.links();
  }

  /** Where Google's landing link sends the guest. */
  landing(query: Record<string, unknown>): Landing {
    return landingFor(query, this.needs.clock());
  }

  private linksOf({ token, issuedAt }: { token: string; issuedAt: Date }): GoogleFeedLinks {
    const base = this.needs.publicBaseUrl;
    const tomorrow = addDays(todayInHotel(this.needs.clock()), 1);
    return {
      hotelListUrl: `${base}/google/hotel-list/${token}.xml`,
      pricesUrl: `${base}/google/prices/${token}.xml`,
      landingUrlPattern: `${base}/book?checkIn=(CHECKINYEAR)-(CHECKINMONTH)-(CHECKINDAY)&nights=(LENGTH)&adults=(NUM-ADULTS)&rooms=1`,
      landingUrlExample: `${base}/book?checkIn=${tomorrow}&nights=2&adults=2&rooms=1`,
      propertyId: GOOGLE_PROPERTY_ID,
      issuedAt,
    };
  }

  private async buildPrices(today: string): Promise<FeedDocument> {
    const builtAt = this.needs.clock();
    const stays = feedStays(today);
    const [rooms, priced] = await Promise.all([
      this.needs.rooms.list({ onlyBookable: true }),
      this.needs.availability.availableRoomsPricedForStays(stays),
    ]);
    const capacity = new Map<RoomType, number>();
    for (const room of rooms) capacity.set(room.type, Math.max(capacity.get(room.type) ?? 0, room.maxCount));
    const roomTypes: FeedRoomType[] = [...capacity]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([roomType, most]) => ({ roomType, capacity: most }));
    const itineraries = stays.map((stay, index) => ({
      checkIn: stay.checkIn,
      nights: daysBetween(stay.checkIn, stay.checkOut),
      bundles: bundlesOf(priced[index]),
    }));
    const body = transactionXml({ id: randomUUID(), timestamp: builtAt, propertyId: GOOGLE_PROPERTY_ID, roomTypes, itineraries });
    return { body, etag: etagOf(body), lastModified: builtAt };
  }
}
