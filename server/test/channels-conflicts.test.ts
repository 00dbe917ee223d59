import { Booking, ChannelStay } from '../src/modules/bookings';
import { ChannelFeed } from '../src/modules/channels';
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
 * The conflict inbox (issue 30): an OTA's stay whose nights are taken here waits, side by side
 * with what is in the way, until the owner moves it, cancels the direct booking with the policy,
 * tries again once the way is clear, or marks it resolved; and a calendar that keeps failing
 * alerts the owner after an hour, once.
 */
const app = useTestApp({ ICAL_ALLOW_PRIVATE: 'true' });
const ota = new FakeOta();
let owner: string;
let rooms: Room[] = [];

beforeAll(async () => {
  await app.services.outbox.stop();
  await ota.start();
  owner = await app.adminToken();
  rooms = [];
  for (const name of ['301', '302', '303']) rooms.push(await createRoom(app.services, { name }));
  await app.services.hotelProfile.get();
  await app.database.dataSource.getRepository(HotelProfile).update({ id: 1 }, { alertsEmail: 'owner@hotel.test' });
});
afterAll(() => ota.stop());

const CONFLICT = 'id roomId roomName checkIn checkOut inTheWay { kind id label } resolvedAt resolvedBy resolution note';

async function conflictFor(roomId: string, path: string, event: { uid: string; checkIn: string; checkOut: string }) {
  const url = ota.serve(path, [event]);
  const added = await gql(
    app,
    `mutation($input: AddChannelFeedInput!) { addChannelFeed(input: $input) { errors { message } feed { id conflicts } } }`,
    { input: { roomId, channel: 'AGODA', url } },
    { token: owner },
  );
  expect(added.data.addChannelFeed.feed.conflicts).toBe(1);
  const open = (await gql(app, `{ channelConflicts { ${CONFLICT} } }`, {}, { token: owner })).data.channelConflicts as {
    id: string;
    checkIn: string;
    roomId: string;
  }[];
  return { feedId: added.data.addChannelFeed.feed.id as string, conflict: open.find((item) => item.checkIn === event.checkIn)! };
}

async function resolve(input: Record<string, unknown>, token = owner) {
  const answer = await gql(
    app,
    `mutation($input: ResolveChannelConflictInput!) { resolveChannelConflict(input: $input) { errors { field message } conflict { ${CONFLICT} } } }`,
    { input },
    { token },
  );
  return answer.data?.resolveChannelConflict ?? answer;
}

async function book(roomId: string, checkIn: string, checkOut: string): Promise<string> {
  const reply = await call(app, 'POST', '/api/booking', { json: quoteFor(roomId, checkIn, checkOut) });
  expect(reply.status).toBe(201);
  return reply.body.bookingId as string;
}

describe('the conflict inbox', () => {
  it('puts the OTA stay in another free room, and refuses a room that is taken too', async () => {
    await book(rooms[0].id, '2027-03-01', '2027-03-03');
    await book(rooms[1].id, '2027-03-01', '2027-03-02');
    const { conflict } = await conflictFor(rooms[0].id, '/agoda/301.ics', {
      uid: 'ag-1',
      checkIn: '2027-03-01',
      checkOut: '2027-03-02',
    });

    const refused = await resolve({ id: conflict.id, action: 'MOVE_CHANNEL_STAY', roomId: rooms[1].id });
    expect(refused.errors[0].message).toMatch(/^Those nights are still taken: Booking \w+/);

    const moved = await resolve({ id: conflict.id, action: 'MOVE_CHANNEL_STAY', roomId: rooms[2].id });
    expect(moved.errors).toEqual([]);
    expect(moved.conflict).toMatchObject({
      resolution: 'moved_channel_stay',
      roomName: '303',
      resolvedBy: expect.stringContaining('owner@hotel.test'),
    });
    expect(await availableRoomIds(app, '2027-03-01', '2027-03-02')).not.toContain(rooms[2].id);

    // Settled is settled: a second answer is refused, and the next sync leaves the stay where it was put.
    expect((await resolve({ id: conflict.id, action: 'RETRY' })).errors[0].message).toBe('This conflict was settled already');
    const feed = await app.database.dataSource.getRepository(ChannelFeed).findOneByOrFail({ roomId: rooms[0].id });
    await app.services.channelSync.sync(feed.id);
    const stay = await app.database.dataSource.getRepository(ChannelStay).findOneByOrFail({ uid: 'ag-1' });
    expect(stay).toMatchObject({ status: 'active', roomId: rooms[2].id });
  });

  it('cancels the direct booking in the way with the policy, then the OTA stay takes its nights', async () => {
    const bookingId = await book(rooms[1].id, '2027-04-10', '2027-04-12');
    const { conflict } = await conflictFor(rooms[1].id, '/agoda/302.ics', {
      uid: 'ag-2',
      checkIn: '2027-04-11',
      checkOut: '2027-04-13',
    });

    const wrong = await resolve({ id: conflict.id, action: 'CANCEL_BOOKING', bookingId: '00000000-0000-4000-8000-000000000000' });
    expect(wrong.errors[0]).toMatchObject({ field: 'bookingId', message: 'Choose a booking that is in the way of this stay' });
    expect((await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: bookingId })).status).not.toBe(
      'cancelled',
    );

    const settled = await resolve({ id: conflict.id, action: 'CANCEL_BOOKING', bookingId });
    expect(settled.conflict).toMatchObject({ resolution: 'cancelled_booking' });
    expect((await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: bookingId })).status).toBe('cancelled');
    expect(await availableRoomIds(app, '2027-04-12', '2027-04-13')).not.toContain(rooms[1].id);
  });

  it('takes the nights by itself once the way is clear, and closes a conflict marked resolved with its note', async () => {
    const bookingId = await book(rooms[2].id, '2027-05-01', '2027-05-03');
    const { feedId, conflict } = await conflictFor(rooms[2].id, '/agoda/303.ics', {
      uid: 'ag-3',
      checkIn: '2027-05-02',
      checkOut: '2027-05-04',
    });
    expect((await resolve({ id: conflict.id, action: 'RETRY' })).errors[0].message).toMatch(/still taken/);

    await app.services.cancellations.cancel(bookingId);
    await app.services.channelSync.sync(feedId);
    const stay = await app.database.dataSource.getRepository(ChannelStay).findOneByOrFail({ uid: 'ag-3' });
    expect(stay.status).toBe('active');
    const closed = (await gql(app, `{ channelConflicts(open: false) { ${CONFLICT} } }`, {}, { token: owner })).data
      .channelConflicts;
    expect(closed.find((item: { id: string }) => item.id === conflict.id)).toMatchObject({ resolution: 'taken_when_free' });

    await book(rooms[0].id, '2027-06-01', '2027-06-02');
    const second = await conflictFor(rooms[0].id, '/agoda/301-b.ics', {
      uid: 'ag-4',
      checkIn: '2027-06-01',
      checkOut: '2027-06-02',
    });
    const long = await resolve({ id: second.conflict.id, action: 'MARK_RESOLVED', note: 'x'.repeat(301) });
    expect(long.errors[0]).toMatchObject({ field: 'note' });
    const marked = await resolve({
      id: second.conflict.id,
      action: 'MARK_RESOLVED',
      note: '  Guest moved to the Family room by phone ',
    });
    expect(marked.conflict).toMatchObject({ resolution: 'marked_resolved', note: 'Guest moved to the Family room by phone' });
  });
});

describe('a calendar that keeps failing', () => {
  it('logs each failure on the feed, and alerts the owner once after an hour', async () => {
    const url = ota.serve('/down/302.ics', []);
    const added = await gql(
      app,
      `mutation($input: AddChannelFeedInput!) { addChannelFeed(input: $input) { feed { id lastError } } }`,
      { input: { roomId: rooms[1].id, channel: 'OTHER', url } },
      { token: owner },
    );
    const feedId = added.data.addChannelFeed.feed.id as string;
    ota.fail('/down/302.ics', 503);
    const alerts = () =>
      app.database.dataSource.getRepository(OutboxMessage).countBy({ kind: MessageKind.OWNER_CHANNEL_FEED_FAILING });

    expect(await app.services.channelSync.sync(feedId)).toEqual({
      status: 'failed',
      error: 'The calendar address answered 503.',
    });
    app.clock.advanceMinutes(30);
    await app.services.channelSync.sync(feedId);
    expect(await alerts()).toBe(0);
    app.clock.advanceMinutes(31);
    await app.services.channelSync.sync(feedId);
    app.clock.advanceMinutes(20);
    await app.services.channelSync.sync(feedId);
    expect(await alerts()).toBe(1);
    const feed = await app.database.dataSource.getRepository(ChannelFeed).findOneByOrFail({ id: feedId });
    expect(feed).toMatchObject({ lastError: 'The calendar address answered 503.' });
    const [row] = await app.database.dataSource
      .getRepository(OutboxMessage)
      .findBy({ kind: MessageKind.OWNER_CHANNEL_FEED_FAILING, channel: 'email' });
    const mail = (await app.services.messageRenderers.render(row)) as RenderedMail;
    expect(mail.subject).toBe('The Other calendar of Room 302 is not syncing');

    ota.serve('/down/302.ics', []);
    await app.services.channelSync.sync(feedId);
    expect(await app.database.dataSource.getRepository(ChannelFeed).findOneByOrFail({ id: feedId })).toMatchObject({
      lastError: null,
      failingSince: null,
    });
  });
});
