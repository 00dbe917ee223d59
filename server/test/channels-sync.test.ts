import { Booking, ChannelStay } from '../src/modules/bookings';
import { HotelProfile } from '../src/modules/hotel-settings';
import { MessageKind, OutboxMessage, type RenderedMail } from '../src/modules/messages';
import { Room } from '../src/modules/rooms';
import { FakeOta } from './support/fake-ota';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { availableRoomIds } from './support/payments';
import { useTestApp } from './support/test-app';

/*
 * Importing OTAs' calendars (issue 30), against a local fake OTA on loopback (ICAL_ALLOW_PRIVATE
 * lets the app fetch from it): a stay sold there closes the room here, a cancelled one reopens it,
 * a moved one moves, and one whose nights are taken here goes to the conflict inbox with the
 * owner alerted. The hotel's clock is the test clock: 21 Nov 2026.
 */
const app = useTestApp({ ICAL_ALLOW_PRIVATE: 'true' });
const ota = new FakeOta();
let owner: string;
let roomA: Room;
let roomB: Room;

beforeAll(async () => {
  await app.services.outbox.stop();
  await ota.start();
  owner = await app.adminToken();
  roomA = await createRoom(app.services, { name: '201' });
  roomB = await createRoom(app.services, { name: '202' });
  await app.services.hotelProfile.get();
  await app.database.dataSource.getRepository(HotelProfile).update({ id: 1 }, { alertsEmail: 'owner@hotel.test' });
});
afterAll(() => ota.stop());

const FEED = `
  id roomId roomName channel url lastSyncAt lastSuccessAt lastError failingSince
  eventsSeen added changed released conflicts liveStays`;

async function addFeed(roomId: string, url: string, channel = 'BOOKING_COM') {
  const answer = await gql(
    app,
    `mutation($input: AddChannelFeedInput!) { addChannelFeed(input: $input) { errors { field message } feed { ${FEED} } } }`,
    { input: { roomId, channel, url } },
    { token: owner },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data.addChannelFeed as {
    errors: { field: string; message: string }[];
    feed: Record<string, unknown> & { id: string };
  };
}

async function syncFeed(id: string) {
  const answer = await gql(
    app,
    `mutation($id: ID!) { syncChannelFeed(id: $id) { errors { message } feed { ${FEED} } } }`,
    { id },
    { token: owner },
  );
  return answer.data.syncChannelFeed.feed as Record<string, unknown>;
}

const openConflicts = async () =>
  (
    await gql(
      app,
      `{ channelConflicts { id channel roomName checkIn checkOut summary inTheWay { kind id label code } resolvedAt } }`,
      {},
      { token: owner },
    )
  ).data.channelConflicts as {
    id: string;
    roomName: string;
    checkIn: string;
    inTheWay: { kind: string; id: string; label: string }[];
  }[];

describe('an OTA calendar imported', () => {
  it('closes the room on the site for the nights sold there, and a cancelled event reopens them', async () => {
    const url = ota.serve('/bcom/201.ics', [{ uid: 'bcom-1', checkIn: '2026-12-10', checkOut: '2026-12-13' }]);
    expect(await availableRoomIds(app, '2026-12-11', '2026-12-12')).toContain(roomA.id);

    const { errors, feed } = await addFeed(roomA.id, url);
    expect(errors).toEqual([]);
    expect(feed).toMatchObject({
      roomName: '201',
      channel: 'BOOKING_COM',
      eventsSeen: 1,
      added: 1,
      conflicts: 0,
      liveStays: 1,
      lastError: null,
    });

    expect(await availableRoomIds(app, '2026-12-11', '2026-12-12')).not.toContain(roomA.id);
    expect(await availableRoomIds(app, '2026-12-13', '2026-12-14')).toContain(roomA.id);
    // The site refuses to sell one of those nights, whoever asks.
    const booking = await call(app, 'POST', '/api/booking', { json: quoteFor(roomA.id, '2026-12-12', '2026-12-14') });
    expect(booking.status).toBe(409);

    // Nothing changed: the fake answers 304 to the stored ETag, and nothing moves.
    expect(await syncFeed(feed.id)).toMatchObject({ liveStays: 1, lastError: null });

    ota.serve('/bcom/201.ics', []);
    expect(await syncFeed(feed.id)).toMatchObject({ eventsSeen: 0, released: 1, liveStays: 0 });
    expect(await availableRoomIds(app, '2026-12-11', '2026-12-12')).toContain(roomA.id);
    const stay = await app.database.dataSource.getRepository(ChannelStay).findOneByOrFail({ uid: 'bcom-1' });
    expect(stay).toMatchObject({ status: 'released', checkIn: '2026-12-10' });
  });

  it('moves the nights when the event changes, and takes them again when a cancelled event comes back', async () => {
    const url = ota.serve('/airbnb/202.ics', [
      { uid: 'air-7', checkIn: '2027-01-05', checkOut: '2027-01-08', summary: 'Reserved' },
    ]);
    const { feed } = await addFeed(roomB.id, url, 'AIRBNB');
    expect(await availableRoomIds(app, '2027-01-06', '2027-01-07')).not.toContain(roomB.id);

    ota.serve('/airbnb/202.ics', [{ uid: 'air-7', checkIn: '2027-01-10', checkOut: '2027-01-12', summary: 'Reserved' }]);
    expect(await syncFeed(feed.id)).toMatchObject({ changed: 1, added: 0, liveStays: 1 });
    expect(await availableRoomIds(app, '2027-01-06', '2027-01-07')).toContain(roomB.id);
    expect(await availableRoomIds(app, '2027-01-10', '2027-01-11')).not.toContain(roomB.id);

    ota.serve('/airbnb/202.ics', []);
    await syncFeed(feed.id);
    ota.serve('/airbnb/202.ics', [{ uid: 'air-7', checkIn: '2027-01-10', checkOut: '2027-01-12', summary: 'Reserved' }]);
    expect(await syncFeed(feed.id)).toMatchObject({ added: 1, liveStays: 1 });
    expect(await availableRoomIds(app, '2027-01-10', '2027-01-11')).not.toContain(roomB.id);
  });

  it('puts a stay whose nights are booked here in the conflict inbox, alerts the owner at once, and never takes the nights', async () => {
    const booked = await call(app, 'POST', '/api/booking', { json: quoteFor(roomA.id, '2027-02-01', '2027-02-03') });
    expect(booked.status).toBe(201);
    const { bookCode: code } = await app.database.dataSource
      .getRepository(Booking)
      .findOneByOrFail({ id: booked.body.bookingId });
    const url = ota.serve('/mmt/201.ics', [{ uid: 'mmt-1', checkIn: '2027-02-02', checkOut: '2027-02-04' }]);
    const { feed } = await addFeed(roomA.id, url, 'MAKEMYTRIP');
    expect(feed).toMatchObject({ added: 0, conflicts: 1, liveStays: 0 });

    const [conflict] = (await openConflicts()).filter((item) => item.checkIn === '2027-02-02');
    expect(conflict).toMatchObject({ roomName: '201' });
    expect(conflict.inTheWay).toEqual([
      expect.objectContaining({ kind: 'booking', id: booked.body.bookingId, code, label: expect.stringContaining(code) }),
    ]);
    const alerts = await app.database.dataSource
      .getRepository(OutboxMessage)
      .find({ where: { kind: MessageKind.OWNER_CHANNEL_CONFLICT } });
    const mail = alerts.find((row) => row.idempotencyKey.includes(conflict.id) && row.channel === 'email');
    expect(mail?.recipient).toBe('owner@hotel.test');
    const rendered = (await app.services.messageRenderers.render(mail!)) as RenderedMail;
    expect(rendered.subject).toContain('Double booking: MakeMyTrip/Goibibo stay in Room 201');
    expect(rendered.text).toContain(code);

    // The direct guest keeps the room; a second sync neither places it nor alerts again.
    await syncFeed(feed.id);
    expect(await app.database.dataSource.getRepository(OutboxMessage).countBy({ kind: MessageKind.OWNER_CHANNEL_CONFLICT })).toBe(
      alerts.length,
    );
    expect((await openConflicts()).filter((item) => item.checkIn === '2027-02-02')).toHaveLength(1);
  });

  it("shows the OTA's stays on the desk's day and the calendar, counted as occupied, without guest data", async () => {
    const url = ota.serve('/agoda/202.ics', [{ uid: 'ag-9', checkIn: '2027-03-10', checkOut: '2027-03-12', summary: 'Booked' }]);
    await addFeed(roomB.id, url, 'AGODA');
    const day = async (date: string) =>
      (
        await gql(
          app,
          `query($date: String) { frontDesk(date: $date) { channelStays { roomName onTheDate stay { channel checkIn checkOut summary status } } figures { roomsOccupied } } }`,
          { date },
          { token: owner },
        )
      ).data.frontDesk;
    expect(await day('2027-03-10')).toEqual({
      channelStays: [
        {
          roomName: '202',
          onTheDate: 'arriving',
          stay: { channel: 'AGODA', checkIn: '2027-03-10', checkOut: '2027-03-12', summary: 'Booked', status: 'ACTIVE' },
        },
      ],
      figures: { roomsOccupied: 1 },
    });
    expect((await day('2027-03-11')).channelStays[0].onTheDate).toBe('in_house');
    expect(await day('2027-03-12')).toMatchObject({ channelStays: [{ onTheDate: 'leaving' }], figures: { roomsOccupied: 0 } });

    const calendar = (
      await gql(
        app,
        `{ bookingCalendar(from: "2027-03-09", days: 4) { channelStays { roomId channel checkIn checkOut } nights { date occupied } } }`,
        {},
        { token: owner },
      )
    ).data.bookingCalendar;
    expect(calendar.channelStays).toEqual([
      { roomId: roomB.id, channel: 'AGODA', checkIn: '2027-03-10', checkOut: '2027-03-12' },
    ]);
    expect(calendar.nights.map((night: { occupied: number }) => night.occupied)).toEqual([0, 1, 1, 0]);
  });
});
