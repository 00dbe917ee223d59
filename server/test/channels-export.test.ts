import ICAL from 'ical.js';
import { DataSource } from 'typeorm';
import { openDatabase } from '../src/db/data-source';
import { ChannelStay } from '../src/modules/bookings';
import { Room } from '../src/modules/rooms';
import { createServices } from '../src/services';
import { createLogger } from '../src/shared/logger';
import { FakeOta } from './support/fake-ota';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { availableRoomIds } from './support/payments';
import { useTestApp } from './support/test-app';
import { onPostgres } from './support/test-database';

/*
 * The hotel's own calendars for the OTAs (issue 30): per room and per type, per channel, at a
 * secret address; no guest data; the stays imported from a channel left out of that channel's
 * feed; cheap to ask again (ETag). Imported into a second copy of the product, a room's feed
 * closes exactly the same nights there.
 */
const app = useTestApp({ ICAL_ALLOW_PRIVATE: 'true' });
const copy = useTestApp({ ICAL_ALLOW_PRIVATE: 'true' });
const ota = new FakeOta();
let owner: string;
let rooms: Room[] = [];

beforeAll(async () => {
  await ota.start();
  owner = await app.adminToken();
  rooms = [];
  for (const name of ['401', '402']) rooms.push(await createRoom(app.services, { name, type: 'Double', rentPerDay: 3000 }));
});
afterAll(() => ota.stop());

async function exportLink(target: { roomId?: string; roomType?: string }, channel: string): Promise<string> {
  const answer = await gql(
    app,
    `mutation($channel: OtaChannel!, $roomId: ID, $roomType: RoomType) {
       regenerateIcalToken(channel: $channel, roomId: $roomId, roomType: $roomType) { errors { message } export { url name channel } }
     }`,
    { channel, ...target },
    { token: owner },
  );
  expect(answer.data.regenerateIcalToken.errors).toEqual([]);
  return answer.data.regenerateIcalToken.export.url as string;
}

async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  return fetch(url.replace(app.config.publicBaseUrl, app.baseUrl), { headers });
}

/** The feed's events as ical.js reads them: [uid, first night, day after, summary]. */
function eventsOf(text: string): string[][] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((event) => {
    const e = new ICAL.Event(event);
    return [e.uid, e.startDate.toString(), e.endDate.toString(), e.summary];
  });
}

async function importFeed(roomId: string, channel: string, url: string) {
  const answer = await gql(
    app,
    `mutation($input: AddChannelFeedInput!) { addChannelFeed(input: $input) { errors { message } feed { id added conflicts } } }`,
    { input: { roomId, channel, url } },
    { token: owner },
  );
  return answer.data.addChannelFeed.feed as { id: string; added: number };
}

describe("a room's exported calendar", () => {
  it('lists its taken nights as all-day events without guest data, leaving out what came from that channel', async () => {
    const booked = await call(app, 'POST', '/api/booking', {
      json: quoteFor(rooms[0].id, '2026-12-20', '2026-12-23', { name: 'Asha Verma' }),
    });
    expect(booked.status).toBe(201);
    await app.services.roomBlocks.block(
      { roomId: rooms[0].id, from: '2027-01-02', to: '2027-01-04', reason: 'Painting' },
      { adminId: null, label: 'test' },
    );
    await importFeed(
      rooms[0].id,
      'AIRBNB',
      ota.serve('/air/401.ics', [{ uid: 'air-1', checkIn: '2027-01-10', checkOut: '2027-01-12' }]),
    );
    await importFeed(
      rooms[0].id,
      'BOOKING_COM',
      ota.serve('/bc/401.ics', [{ uid: 'bc-1', checkIn: '2027-01-20', checkOut: '2027-01-21' }]),
    );

    const url = await exportLink({ roomId: rooms[0].id }, 'BOOKING_COM');
    expect(url).toMatch(new RegExp(`^${app.config.publicBaseUrl}/ical/[A-Za-z0-9_-]{43}\\.ics$`));
    const reply = await fetchFeed(url);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await reply.text();
    expect(text).not.toMatch(/Asha|Verma|Painting|@example/);
    const events = eventsOf(text);
    expect(events.map(([, start, end, summary]) => [start, end, summary])).toEqual([
      ['2026-12-20', '2026-12-23', 'Booked'],
      ['2027-01-02', '2027-01-04', 'Closed'],
      ['2027-01-10', '2027-01-12', 'Booked'],
    ]);
    expect(text).toContain('DTSTART;VALUE=DATE:20261220');
    // The Airbnb feed carries the Booking.com stay and leaves out its own.
    const airbnb = eventsOf(await (await fetchFeed(await exportLink({ roomId: rooms[0].id }, 'AIRBNB'))).text());
    expect(airbnb.map(([, start]) => start)).toEqual(['2026-12-20', '2027-01-02', '2027-01-20']);
    // Stable: the same stay keeps its UID from one fetch to the next.
    expect(eventsOf(await (await fetchFeed(url)).text()).map(([uid]) => uid)).toEqual(events.map(([uid]) => uid));
  });

  it('answers 304 to its ETag until a night changes, and 404 to a made-up or replaced token', async () => {
    const url = await exportLink({ roomId: rooms[1].id }, 'AGODA');
    const first = await fetchFeed(url);
    const etag = first.headers.get('etag')!;
    expect((await fetchFeed(url, { 'if-none-match': etag })).status).toBe(304);
    await call(app, 'POST', '/api/booking', { json: quoteFor(rooms[1].id, '2027-02-01', '2027-02-02') });
    const changed = await fetchFeed(url, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(eventsOf(await changed.text()).map(([, start]) => start)).toEqual(['2027-02-01']);

    const renewed = await exportLink({ roomId: rooms[1].id }, 'AGODA');
    expect(renewed).not.toBe(url);
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await fetchFeed(renewed)).status).toBe(200);
    const madeUp = await fetch(`${app.baseUrl}/ical/${'A'.repeat(43)}.ics`);
    expect({ status: madeUp.status, body: await madeUp.text() }).toEqual({ status: 404, body: 'Not found' });
  });

  it('of a type, closes only the nights on which every room of the type is taken', async () => {
    await call(app, 'POST', '/api/booking', { json: quoteFor(rooms[0].id, '2027-03-01', '2027-03-04') });
    await call(app, 'POST', '/api/booking', { json: quoteFor(rooms[1].id, '2027-03-02', '2027-03-05') });
    const events = eventsOf(await (await fetchFeed(await exportLink({ roomType: 'DOUBLE' }, 'OTHER'))).text());
    expect(events.filter(([, start]) => start.startsWith('2027-03'))).toEqual([
      [expect.stringMatching(/^type-Double-2027-03-02@/), '2027-03-02', '2027-03-04', 'Sold out'],
    ]);
  });

  it('closes exactly the same nights when a second copy of the product imports it', async () => {
    const url = (await exportLink({ roomId: rooms[0].id }, 'OTHER')).replace(app.config.publicBaseUrl, app.baseUrl);
    const theirs = await createRoom(copy.services, { name: '401' });
    const token = await copy.adminToken();
    const added = await gql(
      copy,
      `mutation($input: AddChannelFeedInput!) { addChannelFeed(input: $input) { errors { message } feed { added conflicts } } }`,
      { input: { roomId: theirs.id, channel: 'OTHER', url } },
      { token },
    );
    expect(added.data.addChannelFeed.errors).toEqual([]);
    const exported = eventsOf(await (await fetch(url)).text()).map(([, start, end]) => [start, end]);
    expect(added.data.addChannelFeed.feed).toMatchObject({ added: exported.length, conflicts: 0 });
    const imported = (await copy.database.dataSource.getRepository(ChannelStay).find({ order: { checkIn: 'ASC' } })).map(
      (stay) => [stay.checkIn, stay.checkOut],
    );
    expect(imported).toEqual(exported);
    // Night by night over the window, each copy sells the room on exactly the same nights.
    for (let day = 0; day < 120; day += 1) {
      const night = new Date(Date.UTC(2026, 10, 21 + day)).toISOString().slice(0, 10);
      const next = new Date(Date.UTC(2026, 10, 22 + day)).toISOString().slice(0, 10);
      const here = (await availableRoomIds(app, night, next)).includes(rooms[0].id);
      const there = (await availableRoomIds(copy, night, next)).includes(theirs.id);
      expect({ night, free: there }).toEqual({ night, free: here });
    }
  });
});

(onPostgres() ? describe : describe.skip)('two instances polling at once (PostgreSQL)', () => {
  let second: DataSource | undefined;
  afterAll(() => second?.destroy());

  it('import each feed once: one request to the OTA, one stay', async () => {
    const room = await createRoom(app.services, { name: '499' });
    const path = '/twice/499.ics';
    const url = ota.serve(path, [{ uid: 'twice-1', checkIn: '2027-04-01', checkOut: '2027-04-03' }]);
    const repository = app.database.dataSource.getRepository(ChannelStay);
    // Added straight into the table, so that the first sync is the polls'.
    await app.database.dataSource.query(
      `INSERT INTO channel_feed (room_id, channel, url, added_by) VALUES ($1, 'other', $2, 'test')`,
      [room.id, url],
    );
    second = await openDatabase({ url: (app.database.dataSource.options as { url: string }).url, poolSize: 5 });
    const other = createServices(second, app.config, createLogger('silent'), app.clock.now);
    await other.outbox.stop();
    await Promise.all([app.services.channelSync.pollDue(), other.channelSync.pollDue(), app.services.channelSync.pollDue()]);
    expect(ota.requests.get(path)).toBe(1);
    expect(await repository.countBy({ uid: 'twice-1' })).toBe(1);
    expect(await availableRoomIds(app, '2027-04-01', '2027-04-02')).not.toContain(room.id);
  });
});
