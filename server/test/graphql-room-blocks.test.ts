import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { RoomBlock } from '../src/modules/bookings/room-block.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { errorCodes, gql } from './support/graphql';
import { call } from './support/http';
import { TEST_ADMIN, useTestApp } from './support/test-app';

// The test app's clock reads 2026-11-21 10:00 in Kolkata.
const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const BLOCK_ROOM = `mutation ($input: BlockRoomInput!) {
  blockRoom(input: $input) { errors { field code message } block { id roomId startsOn endsOn reason createdBy liftedAt liftedBy } }
}`;
const UNBLOCK_ROOM = `mutation ($id: ID!) { unblockRoom(id: $id) { errors { code message } block { id liftedAt liftedBy } } }`;
const ROOM_BLOCKS = `query ($roomId: ID!, $includeLifted: Boolean) {
  roomBlocks(roomId: $roomId, includeLifted: $includeLifted) { id startsOn endsOn reason liftedAt }
}`;
const AVAILABLE = `query ($checkIn: String!, $checkOut: String!) { availableRooms(checkIn: $checkIn, checkOut: $checkOut) { id } }`;

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(app, query, variables, { token });
const blockRoom = (input: Record<string, unknown>) => admin(BLOCK_ROOM, { input });
const freeRoomIds = async (checkIn: string, checkOut: string) =>
  (await gql(app, AVAILABLE, { checkIn, checkOut })).data.availableRooms.map((room: { id: string }) => room.id);

describe('blockRoom and unblockRoom over GraphQL', () => {
  it('closes the nights like a stay, lists the block, and opens them again; both acts are in the audit log', async () => {
    const room = await createRoom(app.services, { name: '3101' });
    const answer = await blockRoom({ roomId: room.id, from: '2026-12-01', to: '2026-12-03', reason: 'Painting' });
    expect(answer.data.blockRoom.errors).toEqual([]);
    const block = answer.data.blockRoom.block;
    expect(block).toMatchObject({
      roomId: room.id,
      startsOn: '2026-12-01',
      endsOn: '2026-12-03',
      reason: 'Painting',
      liftedAt: null,
    });
    expect(block.createdBy).toContain('owner@hotel.test');

    expect(await freeRoomIds('2026-12-02', '2026-12-04')).not.toContain(room.id);
    const hold = await call(app, 'POST', '/api/booking', { json: quoteFor(room.id, '2026-11-30', '2026-12-02') });
    expect(hold.status).toBe(409);
    expect((await admin(ROOM_BLOCKS, { roomId: room.id })).data.roomBlocks).toMatchObject([{ id: block.id, reason: 'Painting' }]);

    const lifted = await admin(UNBLOCK_ROOM, { id: block.id });
    expect(lifted.data.unblockRoom).toMatchObject({
      errors: [],
      block: { id: block.id, liftedBy: expect.stringContaining('owner@hotel.test') },
    });
    const again = await admin(UNBLOCK_ROOM, { id: block.id });
    expect(again.data.unblockRoom.block).toEqual(lifted.data.unblockRoom.block);
    expect(await freeRoomIds('2026-12-02', '2026-12-04')).toContain(room.id);
    expect((await admin(ROOM_BLOCKS, { roomId: room.id })).data.roomBlocks).toEqual([]);
    expect((await admin(ROOM_BLOCKS, { roomId: room.id, includeLifted: true })).data.roomBlocks).toHaveLength(1);

    const audit = await app.database.dataSource
      .getRepository(AuditEntry)
      .find({ where: { roomId: room.id }, order: { at: 'ASC' } });
    expect(audit.map((entry) => [entry.action, entry.actor])).toEqual([
      ['block', expect.stringContaining('owner@hotel.test')],
      ['unblock', expect.stringContaining('owner@hotel.test')],
    ]);
  });

  it('refuses a block over booked nights with the bookings named, as a user error, and writes nothing', async () => {
    const room = await createRoom(app.services, { name: '3102' });
    const booking = await app.services.payments.payAtHotel({
      quote: quoteFor(room.id, '2026-11-24', '2026-11-26', { name: 'Asha Verma' }),
    });
    const answer = await blockRoom({ roomId: room.id, from: '2026-11-25', to: '2026-11-27', reason: 'Plumbing' });
    expect(answer.data.blockRoom).toEqual({
      errors: [
        {
          field: 'from',
          code: 'ROOM_BLOCK_NIGHTS_TAKEN',
          message: `Room 3102 is booked on some of these nights: ${booking.bookCode} (Asha Verma, 24–26 Nov). Move or cancel those first.`,
        },
      ],
      block: null,
    });
    expect(await app.database.dataSource.getRepository(RoomBlock).countBy({ roomId: room.id })).toBe(0);
  });

  it('answers bad input at its fields', async () => {
    const room = await createRoom(app.services);
    const answer = await blockRoom({ roomId: room.id, from: '2026-11-20', to: 'soon', reason: ' ' });
    expect(answer.data.blockRoom.errors).toEqual([
      { field: 'from', code: 'ROOM_BLOCK_FROM_IN_PAST', message: 'A block cannot start in the past' },
      { field: 'to', code: 'ROOM_BLOCK_TO_INVALID', message: 'The day the room opens again must be a date (YYYY-MM-DD)' },
      { field: 'reason', code: 'ROOM_BLOCK_REASON_REQUIRED', message: 'Say why the room is closed' },
    ]);
    expect((await admin(UNBLOCK_ROOM, { id: 'not-a-block' })).data.unblockRoom.errors).toEqual([
      { code: 'ROOM_BLOCK_NOT_FOUND', message: 'This block was not found' },
    ]);
    const list = await admin(`{ roomBlocks(roomId: "${room.id}", to: "never") { id } }`);
    expect(list.errors?.[0]).toMatchObject({ message: 'The last day must be a date (YYYY-MM-DD)' });
  });

  it('is for admins only: without a token nothing is closed, opened or shown', async () => {
    const room = await createRoom(app.services);
    const block = await app.services.roomBlocks.block(
      { roomId: room.id, from: '2026-12-10', to: '2026-12-11', reason: 'Works' },
      { adminId: null, label: 'test' },
    );
    const anonymous = [
      await gql(app, BLOCK_ROOM, { input: { roomId: room.id, from: '2026-12-01', to: '2026-12-02', reason: 'x' } }),
      await gql(app, UNBLOCK_ROOM, { id: block.id }),
      await gql(app, ROOM_BLOCKS, { roomId: room.id }),
      await gql(app, `{ room(id: "${room.id}") { upcomingStays { bookCode } } }`),
      await gql(app, `{ bookingCalendar(from: "2026-12-01", days: 7) { blocks { id } } }`),
    ];
    expect(anonymous.map(errorCodes)).toEqual(Array(5).fill(['UNAUTHENTICATED']));
    const stored = await app.database.dataSource.getRepository(RoomBlock).findBy({ roomId: room.id });
    expect(stored).toMatchObject([{ id: block.id, liftedAt: null }]);
  });
});

describe('the calendar with blocks and occupancy', () => {
  const CALENDAR = `query ($from: String!, $days: Int!) { bookingCalendar(from: $from, days: $days) {
    rooms { id name isAvailable }
    entries { roomId bookingId bookCode guestName checkIn checkOut }
    blocks { id roomId startsOn endsOn reason }
    nights { date occupied forSale }
  } }`;

  it('orders rooms by number, leaves deleted ones out, draws blocks, and counts each night', async () => {
    // Its own window far ahead, so other tests' rooms hold nothing in it.
    const [ten, two, gone, closed] = [
      await createRoom(app.services, { name: '10' }),
      await createRoom(app.services, { name: '2' }),
      await createRoom(app.services, { name: '7' }),
      await createRoom(app.services, { name: '9', isAvailable: false }),
    ];
    await app.services.rooms.delete(gone.id);
    const stay = await app.services.payments.payAtHotel({
      quote: quoteFor(ten.id, '2027-03-02', '2027-03-04', { name: 'Meera Rao' }),
    });
    const block = await app.services.roomBlocks.block(
      { roomId: two.id, from: '2027-03-03', to: '2027-03-05', reason: 'New tiles' },
      { adminId: null, label: 'test' },
    );

    const calendar = (await admin(CALENDAR, { from: '2027-03-01', days: 5 })).data.bookingCalendar;
    const names: string[] = calendar.rooms.map((room: { name: string }) => room.name);
    expect(names.filter((name) => ['2', '9', '10', '7'].includes(name))).toEqual(['2', '9', '10']);
    expect(calendar.entries.filter((e: { roomId: string }) => e.roomId === ten.id)).toEqual([
      {
        roomId: ten.id,
        bookingId: stay.id,
        bookCode: stay.bookCode,
        guestName: 'Meera Rao',
        checkIn: '2027-03-02',
        checkOut: '2027-03-04',
      },
    ]);
    expect(calendar.blocks.filter((b: { roomId: string }) => b.roomId === two.id)).toEqual([
      { id: block.id, roomId: two.id, startsOn: '2027-03-03', endsOn: '2027-03-05', reason: 'New tiles' },
    ]);

    // Every other room on sale is free in this window: the counts move only with ours.
    const onSale = calendar.nights[0].forSale;
    expect(calendar.nights).toEqual([
      { date: '2027-03-01', occupied: 0, forSale: onSale },
      { date: '2027-03-02', occupied: 1, forSale: onSale },
      { date: '2027-03-03', occupied: 1, forSale: onSale - 1 },
      { date: '2027-03-04', occupied: 0, forSale: onSale - 1 },
      { date: '2027-03-05', occupied: 0, forSale: onSale },
    ]);
    // Room 9 is closed for good (Unavailable): never for sale.
    expect(calendar.rooms.find((r: { id: string }) => r.id === closed.id)).toMatchObject({ isAvailable: false });
    expect(onSale).toBe(calendar.rooms.filter((r: { isAvailable: boolean }) => r.isAvailable).length);
  });
});

describe('marking a room Unavailable while guests hold it', () => {
  const UPDATE = `mutation ($id: ID!) { updateRoom(id: $id, input: { isAvailable: false }) {
    errors { message } room { isAvailable upcomingStays { bookingId bookCode guestName status checkIn checkOut } }
  } }`;

  it('tells the stays from today on, before saving (room) and in the answer (updateRoom)', async () => {
    const room = await createRoom(app.services, { name: '3301' });
    const past = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-11-21', '2026-11-22') });
    const ahead = await app.services.payments.payAtHotel({
      quote: quoteFor(room.id, '2026-12-24', '2026-12-26', { name: 'Kabir Shah' }),
    });
    await app.services.roomBlocks.block(
      { roomId: room.id, from: '2026-12-01', to: '2026-12-02', reason: 'x' },
      { adminId: null, label: 't' },
    );
    const before = await admin(`{ room(id: "${room.id}") { upcomingStays { bookCode } } }`);
    expect(before.data.room.upcomingStays).toEqual([{ bookCode: past.bookCode }, { bookCode: ahead.bookCode }]);

    app.clock.advanceMinutes(24 * 60);
    // A day later the morning's token has run out (12 hours): sign in again.
    const answer = await gql(
      app,
      UPDATE,
      { id: room.id },
      { token: (await app.services.adminAuth.login(TEST_ADMIN, '127.0.0.1')).token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateRoom).toEqual({
      errors: [],
      room: {
        isAvailable: false,
        upcomingStays: [
          {
            bookingId: ahead.id,
            bookCode: ahead.bookCode,
            guestName: 'Kabir Shah',
            status: 'CONFIRMED',
            checkIn: '2026-12-24',
            checkOut: '2026-12-26',
          },
        ],
      },
    });
  });
});
