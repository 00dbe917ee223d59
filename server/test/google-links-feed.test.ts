import { addDays, daysBetween } from '../src/shared/dates';
import { SYSTEM_ACTOR } from '../src/shared/actor';
import { RoomType } from '../src/modules/rooms/room-type';
import { Room } from '../src/modules/rooms/room.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { fetchText, feedPaths, readPriceFeed, seededRandom, FeedResult } from './support/google-feeds';
import { gql } from './support/graphql';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

/*
 * Google's price feed is the site's own search: for every check-in of the next 90 days, every
 * stay of 1 to 7 nights and every party of 1 to 4 adults, a room type's price is what the rooms
 * page (roomOffers) and the quote (priceQuote) say of its cheapest free room that sleeps them.
 * One hotel for the file, with bookings, holds, blocks, seasons (one with a minimum stay) and
 * weekend rents, so that prices and free rooms differ from date to date. Today is 21 Nov 2026.
 */
const app = useTestApp();
const TODAY = '2026-11-21';
const day = (offset: number) => addDays(TODAY, offset);
let owner: string;
let prices: string;
const rooms: Record<string, Room> = {};

const OFFERS = `query ($checkIn: String!, $checkOut: String!) { roomOffers(checkIn: $checkIn, checkOut: $checkOut) {
  type sleeps rooms { id stayTotalPaise } } }`;
const QUOTE = `query ($quote: QuoteInput!) { priceQuote(quote: $quote) { totalPaise tax { taxablePaise cgstPaise sgstPaise } } }`;

beforeAll(async () => {
  owner = await app.adminToken();
  const room = (name: string, type: string, maxCount: number, rentPerDay: number, isAvailable = true) =>
    createRoom(app.services, { name, type, maxCount, rentPerDay, isAvailable }).then((made) => (rooms[name] = made));
  await room('Deluxe 1', 'Deluxe', 2, 2500);
  await room('Deluxe 2', 'Deluxe', 3, 3200);
  await room('Deluxe 3', 'Deluxe', 2, 2400);
  // Deluxe 1's twin (same type and rent) but for an offer of its own: priced apart on those nights.
  await room('Deluxe 4', 'Deluxe', 2, 2500);
  await room('Family 1', 'Family', 4, 5000);
  await room('Family 2', 'Family', 4, 8200);
  await room('Single 1', 'SingleAC', 1, 1500);
  await room('Suite 1', 'Suite', 3, 9000);
  await room('Suite closed', 'Suite', 6, 1000, false);

  const rates = app.services.rates;
  await rates.saveSeason({ roomType: 'Deluxe', name: 'Festival', startsOn: day(20), endsOn: day(34), rent: 4000 }, SYSTEM_ACTOR);
  await rates.saveSeason(
    { roomId: rooms['Suite 1'].id, name: 'Wedding season', startsOn: day(30), endsOn: day(45), rent: 12000, minStay: 3 },
    SYSTEM_ACTOR,
  );
  await rates.saveSeason(
    { roomId: rooms['Deluxe 4'].id, name: 'Deluxe 4 offer', startsOn: day(60), endsOn: day(65), rent: 1800 },
    SYSTEM_ACTOR,
  );
  await rates.setWeekdayRents({ roomType: 'Family', rents: [{ weekday: 6, rent: 6500 }] }, SYSTEM_ACTOR);

  const payAtHotel = async (name: string, from: number, to: number) =>
    expect(
      (await call(app, 'POST', '/api/payment/cod', { json: { quote: quoteFor(rooms[name].id, day(from), day(to)) } })).status,
    ).toBe(200);
  await payAtHotel('Deluxe 1', 3, 6);
  await payAtHotel('Family 1', 10, 16);
  await app.services.bookings.createHold(quoteFor(rooms['Deluxe 2'].id, day(4), day(5)));
  await app.services.bookings.createHold(quoteFor(rooms['Single 1'].id, day(0), day(2)));
  const block = (name: string, from: number, to: number) =>
    app.services.roomBlocks.block({ roomId: rooms[name].id, from: day(from), to: day(to), reason: 'Works' }, SYSTEM_ACTOR);
  await block('Deluxe 3', 5, 15);
  await block('Family 2', 60, 70);
  // Two nights on which nothing at all can be sold.
  for (const name of Object.keys(rooms).filter((name) => name !== 'Suite closed')) await block(name, 50, 52);

  prices = (await feedPaths(app, owner)).prices;
});

/** The site's answer for a stay and party: per room type, its cheapest free room that sleeps them. */
async function siteCheapest(checkIn: string, nights: number, adults: number) {
  const reply = await gql(app, OFFERS, { checkIn, checkOut: addDays(checkIn, nights) });
  expect(reply.errors).toBeUndefined();
  const offers = reply.data.roomOffers as {
    type: keyof typeof RoomType;
    sleeps: number;
    rooms: { id: string; stayTotalPaise: number }[];
  }[];
  const cheapest = new Map<string, { id: string; stayTotalPaise: number }>();
  for (const offer of offers) {
    const best = offer.rooms[0];
    const type = RoomType[offer.type];
    if (!best || offer.sleeps < adults) continue;
    if (!cheapest.has(type) || best.stayTotalPaise < cheapest.get(type)!.stayTotalPaise) cheapest.set(type, best);
  }
  return { cheapest, nothingFree: offers.every((offer) => offer.rooms.length === 0) };
}

async function quoteOf(roomId: string, checkIn: string, nights: number, adults: number) {
  const pax = Array.from({ length: adults }, (_, i) => ({
    name: `Adult ${i + 1}`,
    adultStatus: 'adult',
    gender: 'other',
    age: 30,
  }));
  const quote = quoteFor(roomId, checkIn, addDays(checkIn, nights));
  quote.bookingInfo[0].pax = pax;
  const reply = await gql(app, QUOTE, { quote });
  expect(reply.errors).toBeUndefined();
  return reply.data.priceQuote as { totalPaise: number; tax: { taxablePaise: number; cgstPaise: number; sgstPaise: number } };
}

describe('the Google price feed', () => {
  it('covers every check-in of the next 90 days, 1 to 7 nights, each room type open for booking with its capacity', async () => {
    const reply = await fetchText(app, prices);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(reply.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<Transaction timestamp="2026-11-21T04:30:00.000Z" id="[0-9a-f-]{36}">\n/,
    );
    expect(reply.text).toContain(
      [
        '<PropertyDataSet>',
        '<Property>1</Property>',
        '<RoomData><RoomID>Deluxe</RoomID><Name><Text text="Deluxe" language="en"/></Name><Capacity>3</Capacity></RoomData>',
        '<RoomData><RoomID>Family</RoomID><Name><Text text="Family" language="en"/></Name><Capacity>4</Capacity></RoomData>',
        '<RoomData><RoomID>SingleAC</RoomID><Name><Text text="Single AC" language="en"/></Name><Capacity>1</Capacity></RoomData>',
        '<RoomData><RoomID>Suite</RoomID><Name><Text text="Suite" language="en"/></Name><Capacity>3</Capacity></RoomData>',
      ].join('\n'),
    );
    const results = [...readPriceFeed(reply.text).values()];
    expect(results).toHaveLength(90 * 7);
    expect(new Set(results.map((result) => result.checkIn))).toEqual(new Set(Array.from({ length: 90 }, (_, i) => day(i))));
    expect(new Set(results.map((result) => result.nights))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    for (const result of results) {
      // The Result's own price is Google's default party's (2 adults): the cheapest bundle for two.
      const forTwo = [...result.bundles].filter(([key]) => key.endsWith('/2')).map(([, bundle]) => bundle);
      const cheapest = forTwo.sort((a, b) => a.baserate + a.tax - (b.baserate + b.tax))[0];
      expect(result.base).toEqual(cheapest ? { baserate: cheapest.baserate, tax: cheapest.tax } : undefined);
      expect(result.unavailable).toBe(result.bundles.size === 0);
      for (const [key, bundle] of result.bundles) expect(bundle.occupancy).toBe(Number(key.split('/')[1]));
    }
    // The blocked nights: no room at all, so the itineraries on them are off sale.
    expect(results.filter((result) => result.unavailable).map((result) => `${result.checkIn}/${result.nights}`)).toEqual(
      expect.arrayContaining([`${day(50)}/1`, `${day(51)}/1`, `${day(49)}/2`, `${day(44)}/7`]),
    );
  });

  it('prices 50 random stays and parties exactly as the rooms page and the quote do, and is off sale exactly when they offer nothing', async () => {
    const feed = readPriceFeed((await fetchText(app, prices)).text);
    const random = seededRandom(30_06);
    const stays = Array.from({ length: 50 }, () => ({ offset: random(90), nights: 1 + random(7), adults: 1 + random(4) }));
    // And the edges: the hold on the only single room, a season's minimum stay, the blocked nights, the last day.
    stays.push(
      { offset: 0, nights: 1, adults: 1 },
      { offset: 30, nights: 1, adults: 2 },
      { offset: 30, nights: 3, adults: 3 },
      { offset: 49, nights: 2, adults: 1 },
      { offset: 89, nights: 7, adults: 4 },
      { offset: 61, nights: 2, adults: 2 },
    );
    const seen = { priced: 0, absent: 0, offSale: 0, totals: new Set<string>() };
    for (const { offset, nights, adults } of stays) {
      const checkIn = day(offset);
      const result = feed.get(`${checkIn}/${nights}`) as FeedResult;
      const site = await siteCheapest(checkIn, nights, adults);
      expect({ checkIn, nights, offSale: result.unavailable }).toEqual({ checkIn, nights, offSale: site.nothingFree });
      if (result.unavailable) seen.offSale += 1;
      for (const type of ['Deluxe', 'Family', 'SingleAC', 'Suite']) {
        const bundle = result.bundles.get(`${type}/${adults}`);
        const cheapest = site.cheapest.get(type);
        const where = { checkIn, nights, adults, type };
        expect({ ...where, priced: bundle !== undefined }).toEqual({ ...where, priced: cheapest !== undefined });
        if (!bundle || !cheapest) {
          seen.absent += 1;
          continue;
        }
        seen.priced += 1;
        seen.totals.add(`${type}/${nights}/${adults}: ${bundle.baserate + bundle.tax}`);
        expect({ ...where, total: bundle.baserate + bundle.tax }).toEqual({ ...where, total: cheapest.stayTotalPaise });
        const quote = await quoteOf(cheapest.id, checkIn, nights, adults);
        expect({ ...where, baserate: bundle.baserate, tax: bundle.tax, total: cheapest.stayTotalPaise }).toEqual({
          ...where,
          baserate: quote.tax.taxablePaise,
          tax: quote.tax.cgstPaise + quote.tax.sgstPaise,
          total: quote.totalPaise,
        });
      }
    }
    // The stays were varied enough to mean something: priced and missing bundles, stays off sale,
    // and for some type, length and party, more than one price on different dates.
    expect(seen.priced).toBeGreaterThan(40);
    expect(seen.absent).toBeGreaterThan(20);
    expect(seen.offSale).toBeGreaterThan(0);
    const byKind = new Map<string, Set<string>>();
    for (const total of seen.totals) {
      const [kind, amount] = total.split(': ');
      byKind.set(kind, (byKind.get(kind) ?? new Set()).add(amount));
    }
    expect([...byKind.values()].some((amounts) => amounts.size > 1)).toBe(true);
  });

  it('keeps a season’s minimum stay and a hold as the site does', async () => {
    const feed = readPriceFeed((await fetchText(app, prices)).text);
    // The suite's season asks for 3 nights: shorter stays in it have no suite, longer ones the season's rent.
    expect(feed.get(`${day(30)}/2`)!.bundles.has('Suite/1')).toBe(false);
    const suite = feed.get(`${day(30)}/3`)!.bundles.get('Suite/3')!;
    expect(suite.baserate + suite.tax).toBe(3 * 1_200_000);
    // The single room is held tonight and tomorrow: no single room for those nights, but on the third.
    expect(feed.get(`${day(0)}/1`)!.bundles.has('SingleAC/1')).toBe(false);
    expect(feed.get(`${day(2)}/1`)!.bundles.get('SingleAC/1')).toMatchObject({ occupancy: 1 });
    // A room's own offer prices it apart from its twin: the cheapest Deluxe for two is the offer.
    const offer = feed.get(`${day(61)}/1`)!.bundles.get('Deluxe/2')!;
    expect(offer.baserate + offer.tax).toBe(180_000);
    // Nobody sleeps 5: there are no bundles past 4 adults.
    expect([...feed.values()].every((result) => [...result.bundles.keys()].every((key) => Number(key.split('/')[1]) <= 4))).toBe(
      true,
    );
    expect(daysBetween(TODAY, day(89))).toBe(89);
  });
});

// Last in the file: it moves the clock past the holds made above.
describe('the price feed, built once per change', () => {
  it('answers the same build with an ETag and 304 until a write, a hold running out or the next day changes it', async () => {
    const first = await fetchText(app, prices);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers.get('last-modified')).toBe(new Date('2026-11-21T04:30:00Z').toUTCString());
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    // The same build (its Transaction id is random per build), and 304 without a body when asked with its ETag.
    expect((await fetchText(app, prices)).text).toBe(first.text);
    const notModified = await fetchText(app, prices, { 'if-none-match': etag });
    expect({ status: notModified.status, length: notModified.text.length, etag: notModified.headers.get('etag') }).toEqual({
      status: 304,
      length: 0,
      etag,
    });
    const since = await fetchText(app, prices, { 'if-modified-since': first.headers.get('last-modified')! });
    expect({ status: since.status, length: since.text.length }).toEqual({ status: 304, length: 0 });
    expect((await fetchText(app, prices, { 'if-none-match': '"something-else"' })).status).toBe(200);
    // Google's Pull query (a POSTed <Query>) gets the same message.
    const query = `<?xml version="1.0" encoding="UTF-8"?><Query><Checkin>${day(3)}</Checkin><Nights>2</Nights><PropertyList><Property>1</Property></PropertyList></Query>`;
    const pulled = await fetch(app.baseUrl + prices, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: query,
    });
    expect({ status: pulled.status, same: (await pulled.text()) === first.text }).toEqual({ status: 200, same: true });

    // A hold on the single room, from any instance, is a write: the next answer is built again without it.
    const single = `${day(70)}/1`;
    expect(readPriceFeed(first.text).get(single)!.bundles.has('SingleAC/1')).toBe(true);
    await app.services.bookings.createHold(quoteFor(rooms['Single 1'].id, day(70), day(71)));
    const held = await fetchText(app, prices, { 'if-none-match': etag });
    expect(held.status).toBe(200);
    expect(held.headers.get('etag')).not.toBe(etag);
    expect(readPriceFeed(held.text).get(single)!.bundles.has('SingleAC/1')).toBe(false);

    // The hold runs out with no write at all: the feed follows the clock.
    app.clock.advanceMinutes(16);
    const freed = await fetchText(app, prices);
    expect(readPriceFeed(freed.text).get(single)!.bundles.has('SingleAC/1')).toBe(true);

    // Requests that arrive together share one build.
    app.clock.advanceMinutes(60 * 24);
    const together = await Promise.all(Array.from({ length: 4 }, () => fetchText(app, prices)));
    expect(new Set(together.map((reply) => reply.text)).size).toBe(1);
    // And the hotel's next day starts the feed a day later.
    const results = [...readPriceFeed(together[0].text).values()];
    expect(results[0].checkIn).toBe(day(1));
    expect(results.at(-1)!.checkIn).toBe(day(90));
  });
});
