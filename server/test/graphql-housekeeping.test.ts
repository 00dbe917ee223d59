import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { BookingLine } from '../src/modules/bookings/booking-line.entity';
import { Room } from '../src/modules/rooms/room.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { errorCodes, gql } from './support/graphql';
import { useTestApp } from './support/test-app';

// The test app's clock reads 2026-11-21 10:00 in Kolkata.
const TODAY = '2026-11-21';
const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const ROOM_STATUSES = `{ roomStatuses {
  roomId roomName status housekeepingStatus statusSetBy occupied arrivingToday departingToday
  closedTonight { kind reason from to }
} }`;
const SET_ROOM_STATUS = `mutation ($roomId: ID!, $status: RoomStatus!, $reason: String, $to: String) {
  setRoomStatus(roomId: $roomId, status: $status, reason: $reason, to: $to) {
    errors { field code message }
    room { roomId status housekeepingStatus statusSetBy closedTonight { kind reason from to } }
  }
}`;
const MOVE_ROOM = `mutation ($input: MoveRoomInput!) {
  moveRoom(input: $input) { errors { field code message } booking { id lines { roomId roomName checkIn checkOut } } }
}`;
const AVAILABLE = `query ($checkIn: String!, $checkOut: String!) { availableRooms(checkIn: $checkIn, checkOut: $checkOut) { id } }`;

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(app, query, variables, { token });
const freeRoomIds = async (checkIn: string, checkOut: string) =>
  (await gql(app, AVAILABLE, { checkIn, checkOut })).data.availableRooms.map((room: { id: string }) => room.id);
const AADHAAR = { idType: 'aadhaar', idNumber: '1234 5678 9012', adults: 1, children: 0 };
const DESK = { adminId: null, label: 'Desk <desk@hotel.test>' };

describe('roomStatuses and setRoomStatus over GraphQL', () => {
  it('lists each room with its status, and the housekeeper’s tap marks it clean, naming the person', async () => {
    const room = await createRoom(app.services, { name: '501' });
    const booking = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, TODAY, '2026-11-22') });
    await app.services.stayDesk.checkIn(DESK, booking.id, AADHAAR);
    const dirty = await admin(SET_ROOM_STATUS, { roomId: room.id, status: 'DIRTY' });
    expect(dirty.data.setRoomStatus).toMatchObject({ errors: [], room: { status: 'DIRTY' } });

    const listed = (await admin(ROOM_STATUSES)).data.roomStatuses.find((entry: { roomId: string }) => entry.roomId === room.id);
    expect(listed).toMatchObject({
      roomName: '501',
      status: 'DIRTY',
      occupied: true,
      arrivingToday: false,
      departingToday: false,
      closedTonight: null,
    });
    const clean = await admin(SET_ROOM_STATUS, { roomId: room.id, status: 'CLEAN' });
    expect(clean.data.setRoomStatus.room).toMatchObject({
      status: 'CLEAN',
      statusSetBy: expect.stringContaining('owner@hotel.test'),
    });
    const stored = await app.database.dataSource.getRepository(Room).findOneByOrFail({ id: room.id });
    expect(stored.housekeepingStatus).toBe('clean');
  });

  it('puts a room out of order with a reason and dates, taking its nights; refuses one over a stay as a user error', async () => {
    const room = await createRoom(app.services, { name: '502' });
    const answer = await admin(SET_ROOM_STATUS, {
      roomId: room.id,
      status: 'OUT_OF_ORDER',
      reason: 'Geyser broken',
      to: '2026-11-23',
    });
    expect(answer.data.setRoomStatus).toMatchObject({
      errors: [],
      room: {
        status: 'OUT_OF_ORDER',
        closedTonight: { kind: 'OUT_OF_ORDER', reason: 'Geyser broken', from: TODAY, to: '2026-11-23' },
      },
    });
    expect(await freeRoomIds(TODAY, '2026-11-23')).not.toContain(room.id);

    const booked = await createRoom(app.services, { name: '503' });
    const stay = await app.services.payments.payAtHotel({ quote: quoteFor(booked.id, '2026-11-22', '2026-11-23') });
    const refused = await admin(SET_ROOM_STATUS, { roomId: booked.id, status: 'OUT_OF_ORDER', reason: 'Leak', to: '2026-11-24' });
    expect(refused.data.setRoomStatus.room).toBeNull();
    expect(refused.data.setRoomStatus.errors).toMatchObject([
      { field: 'from', code: 'ROOM_BLOCK_NIGHTS_TAKEN', message: expect.stringContaining(stay.bookCode) },
    ]);
  });

  it('moveRoom moves an in-house guest and is refused, at its field, when the room is taken', async () => {
    const old = await createRoom(app.services, { name: '504' });
    const target = await createRoom(app.services, { name: '505' });
    const taken = await createRoom(app.services, { name: '506' });
    const booking = await app.services.payments.payAtHotel({ quote: quoteFor(old.id, TODAY, '2026-11-23') });
    await app.services.payments.payAtHotel({ quote: quoteFor(taken.id, '2026-11-22', '2026-11-23') });
    await app.services.stayDesk.checkIn(DESK, booking.id, AADHAAR);

    const refused = await admin(MOVE_ROOM, { input: { bookingId: booking.id, toRoomId: taken.id, reason: 'AC' } });
    expect(refused.data.moveRoom).toMatchObject({ errors: [{ field: 'toRoomId', code: 'MOVE_ROOM_TAKEN' }], booking: null });

    const moved = await admin(MOVE_ROOM, { input: { bookingId: booking.id, toRoomId: target.id, reason: 'AC failed' } });
    expect(moved.data.moveRoom).toMatchObject({
      errors: [],
      booking: { lines: [{ roomId: target.id, roomName: '505', checkIn: TODAY, checkOut: '2026-11-23' }] },
    });
    const audit = await app.database.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ bookingId: booking.id, action: 'room_moved' });
    expect(audit.actor).toContain('owner@hotel.test');
    expect(audit.detail).toContain('AC failed');
    expect(await freeRoomIds(TODAY, '2026-11-23')).toContain(old.id);
  });

  it('is for signed-in staff only: without a token nothing is shown or changed', async () => {
    const room = await createRoom(app.services);
    const anonymous = [
      await gql(app, ROOM_STATUSES),
      await gql(app, SET_ROOM_STATUS, { roomId: room.id, status: 'DIRTY' }),
      await gql(app, MOVE_ROOM, { input: { bookingId: room.id, toRoomId: room.id, reason: 'x' } }),
    ];
    expect(anonymous.map(errorCodes)).toEqual(Array(3).fill(['UNAUTHENTICATED']));
    expect((await app.database.dataSource.getRepository(Room).findOneByOrFail({ id: room.id })).housekeepingStatus).toBe('clean');
    expect(await app.database.dataSource.getRepository(BookingLine).countBy({ roomId: room.id })).toBe(0);
  });
});
