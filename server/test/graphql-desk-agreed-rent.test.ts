import { StaffRole } from '../src/modules/admin-auth';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { createRoom } from './support/fixtures';
import { errorCodes, gql } from './support/graphql';
import { useTestApp } from './support/test-app';

/**
 * A rent agreed at the desk stays with its booking (issue 27, item 6) over GraphQL: a later
 * change of dates, a room changed before arrival, an extension, and a move of a guest in the house
 * all price the stay at the agreed rent, not at the rate card, until the owner or a manager agrees
 * a new one with a change (audited); the front desk may not. The booking says who agreed it.
 */
const app = useTestApp();
const TODAY = '2026-11-21'; // the test clock's day
let owner: string;
let manager: string;
let frontDesk: string;

async function staffToken(role: StaffRole): Promise<string> {
  const email = `${role.replace('_', '-')}.agreed@hotel.test`;
  await app.services.adminAuth.ensureAdmin(email, `${role}-password`, `Agreed ${role}`, role);
  return (await app.services.adminAuth.login({ email, password: `${role}-password` }, '10.0.0.11')).token;
}

beforeAll(async () => {
  owner = await app.adminToken();
  manager = await staffToken(StaffRole.MANAGER);
  frontDesk = await staffToken(StaffRole.FRONT_DESK);
});

const BOOKING = `id bookCode totalAmount checkIn checkOut
  agreedRent { nightlyRent nightlyRentPaise agreedBy reason }
  lines { roomId roomName checkIn checkOut }
  tax { lines { nights { date source taxablePaise totalPaise } } }`;
const CREATE = `mutation ($input: DeskBookingInput!) { createDeskBooking(input: $input) { errors { field code message } booking { ${BOOKING} } } }`;
const CHANGE = `mutation ($input: ChangeBookingInput!) {
  changeBooking(input: $input) { errors { field code message } difference balanceDue booking { ${BOOKING} } }
}`;
const PREVIEW = `query ($input: ChangeBookingInput!) { bookingChangePreview(input: $input) { total nights difference } }`;
const MOVE_ROOM = `mutation ($input: MoveRoomInput!) { moveRoom(input: $input) { errors { field code message } booking { id } } }`;
const READ = `query ($id: ID!) { booking(id: $id) { ${BOOKING} } }`;
const REGISTRATION = { idType: 'AADHAAR', idNumber: '1234 5678 9012', adults: 1, children: 0, nationality: 'Indian' };

interface Night {
  date: string;
  source: string;
  taxablePaise: number;
  totalPaise: number;
}

let phone = 7_400_000_100;
function walkIn(roomId: string, checkIn: string, checkOut: string, nightlyRent: number, extra: Record<string, unknown> = {}) {
  phone += 1;
  return {
    checkIn,
    checkOut,
    rooms: [{ roomId, adults: 1 }],
    guest: { name: 'Harish Rawat', phone: String(phone) },
    channel: 'WALK_IN',
    payment: { option: 'PAY_LATER' },
    rateOverride: { nightlyRent, reason: 'Travels with us every month' },
    ...extra,
  };
}

const nightsOf = (booking: { tax: { lines: { nights: Night[] }[] } }): Night[] =>
  booking.tax.lines.flatMap((line) => line.nights).sort((a, b) => a.date.localeCompare(b.date));
const read = async (id: string) => (await gql(app, READ, { id }, { token: owner })).data.booking;
const stored = (id: string) => app.database.dataSource.getRepository(Booking).findOneByOrFail({ id });
const auditOf = (bookingId: string, action: string) =>
  app.database.dataSource.getRepository(AuditEntry).find({ where: { bookingId, action }, order: { at: 'ASC' } });

/** `count` nights of ₹`rent` before GST, 5% GST added (every agreed rent here is within the 5% slab). */
const agreedNights = (dates: string[], rent: number): Night[] =>
  dates.map((date) => ({ date, source: 'agreed', taxablePaise: rent * 100, totalPaise: rent * 105 }));

describe('a rent agreed at the desk, through later changes', () => {
  it('stays through a new check-out and a room changed before arrival; the booking names who agreed it', async () => {
    const card = await createRoom(app.services, { name: 'A-201', rentPerDay: 9000 });
    const other = await createRoom(app.services, { name: 'A-202', rentPerDay: 4000 });
    const made = await gql(app, CREATE, { input: walkIn(card.id, '2026-12-10', '2026-12-12', 6000) }, { token: manager });
    expect(made.data.createDeskBooking.errors).toEqual([]);
    const booking = made.data.createDeskBooking.booking;
    expect(booking.agreedRent).toEqual({
      nightlyRent: 6000,
      nightlyRentPaise: 6000_00,
      agreedBy: 'Agreed manager',
      reason: 'Travels with us every month',
    });
    expect(booking.totalAmount).toBe(2 * 6300);

    // The front desk gives one more night: priced at the agreed rent, not the room's ₹9,000.
    const preview = await gql(app, PREVIEW, { input: { bookingId: booking.id, checkOut: '2026-12-13' } }, { token: frontDesk });
    expect(preview.data.bookingChangePreview).toEqual({ total: 3 * 6300, nights: 3, difference: 6300 });
    const longer = await gql(app, CHANGE, { input: { bookingId: booking.id, checkOut: '2026-12-13' } }, { token: frontDesk });
    expect(longer.data.changeBooking.errors).toEqual([]);
    expect(longer.data.changeBooking.booking.totalAmount).toBe(3 * 6300);
    expect(nightsOf(longer.data.changeBooking.booking)).toEqual(agreedNights(['2026-12-10', '2026-12-11', '2026-12-12'], 6000));

    // Another room before arrival (and new dates): still the agreed rent, whatever that room's rate.
    const moved = await gql(
      app,
      CHANGE,
      { input: { bookingId: booking.id, roomId: other.id, checkIn: '2026-12-11', checkOut: '2026-12-14' } },
      { token: frontDesk },
    );
    expect(moved.data.changeBooking.errors).toEqual([]);
    const after = await read(booking.id);
    expect(after.lines).toEqual([{ roomId: other.id, roomName: 'A-202', checkIn: '2026-12-11', checkOut: '2026-12-14' }]);
    expect(nightsOf(after)).toEqual(agreedNights(['2026-12-11', '2026-12-12', '2026-12-13'], 6000));
    expect(after.agreedRent.agreedBy).toBe('Agreed manager');
    expect(await stored(booking.id)).toMatchObject({
      totalPaise: 3 * 6300_00,
      agreedRentPaise: 6000_00,
      rentAgreedBy: 'Agreed manager',
      rentAgreedReason: 'Travels with us every month',
    });
    const changes = await auditOf(booking.id, 'change');
    expect(changes.at(-1)?.detail).toContain('at the rent agreed, ₹6,000 a night before GST');
  });

  it('stays through an extension, a move of the guest in the house and an extension after it', async () => {
    const first = await createRoom(app.services, { name: 'B-301', rentPerDay: 8000 });
    const second = await createRoom(app.services, { name: 'B-302', rentPerDay: 3000 });
    const made = await gql(
      app,
      CREATE,
      { input: walkIn(first.id, TODAY, '2026-11-23', 5000, { checkInNow: true, registration: REGISTRATION }) },
      { token: owner },
    );
    expect(made.data.createDeskBooking.errors).toEqual([]);
    const { id } = made.data.createDeskBooking.booking;

    const extended = await gql(app, CHANGE, { input: { bookingId: id, checkOut: '2026-11-24' } }, { token: frontDesk });
    expect(extended.data.changeBooking.errors).toEqual([]);
    expect(nightsOf(extended.data.changeBooking.booking)).toEqual(agreedNights(['2026-11-21', '2026-11-22', '2026-11-23'], 5000));

    // The next morning the geyser fails: the guest moves from tonight (the first night stays on B-301).
    app.clock.advanceMinutes(24 * 60);
    const desk = await staffToken(StaffRole.FRONT_DESK);
    const move = await gql(
      app,
      MOVE_ROOM,
      { input: { bookingId: id, toRoomId: second.id, reason: 'The geyser failed' } },
      { token: desk },
    );
    expect(move.data.moveRoom.errors).toEqual([]);
    const extendedAgain = await gql(app, CHANGE, { input: { bookingId: id, checkOut: '2026-11-25' } }, { token: desk });
    expect(extendedAgain.data.changeBooking.errors).toEqual([]);
    const after = await read(id);
    expect(after.lines).toEqual(
      expect.arrayContaining([
        { roomId: first.id, roomName: 'B-301', checkIn: TODAY, checkOut: '2026-11-22' },
        { roomId: second.id, roomName: 'B-302', checkIn: '2026-11-22', checkOut: '2026-11-25' },
      ]),
    );
    expect(nightsOf(after)).toEqual(agreedNights(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'], 5000));
    expect(after.totalAmount).toBe(4 * 5250);
    expect((await stored(id)).totalPaise).toBe(4 * 5250_00);
  });
});

describe('a new rent agreed with a change', () => {
  it('is refused to the front desk FORBIDDEN, and changes nothing', async () => {
    const room = await createRoom(app.services, { rentPerDay: 7000 });
    const made = await gql(app, CREATE, { input: walkIn(room.id, '2026-12-20', '2026-12-22', 6000) }, { token: manager });
    const { id } = made.data.createDeskBooking.booking;
    const input = { bookingId: id, checkOut: '2026-12-23', rateOverride: { nightlyRent: 3000, reason: 'Bargained hard' } };
    const refused = await gql(app, CHANGE, { input }, { token: frontDesk });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
    const previewRefused = await gql(app, PREVIEW, { input }, { token: frontDesk });
    expect(errorCodes(previewRefused)).toEqual(['FORBIDDEN']);
    expect(await stored(id)).toMatchObject({ checkOut: '2026-12-22', totalPaise: 2 * 6300_00, agreedRentPaise: 6000_00 });
    expect(await auditOf(id, 'rate_override')).toHaveLength(1);
  });

  it('by the owner: priced at the new rent, kept from then on, and audited against the rent agreed before', async () => {
    const room = await createRoom(app.services, { rentPerDay: 7000 });
    const made = await gql(app, CREATE, { input: walkIn(room.id, '2026-12-24', '2026-12-26', 6000) }, { token: manager });
    const { id, bookCode } = made.data.createDeskBooking.booking;
    const badRent = await gql(
      app,
      CHANGE,
      { input: { bookingId: id, rateOverride: { nightlyRent: 0, reason: 'Free' } } },
      { token: owner },
    );
    expect(badRent.data.changeBooking.errors).toEqual([
      expect.objectContaining({ field: 'rateOverride.nightlyRent', code: 'DESK_BOOKING_RATE_OVERRIDE_INVALID' }),
    ]);

    const renegotiated = await gql(
      app,
      CHANGE,
      { input: { bookingId: id, rateOverride: { nightlyRent: 4500, reason: 'Stays for the whole wedding season' } } },
      { token: owner },
    );
    expect(renegotiated.data.changeBooking.errors).toEqual([]);
    expect(renegotiated.data.changeBooking).toMatchObject({ difference: 2 * (4725 - 6300), balanceDue: 2 * 4725 });
    const booking = renegotiated.data.changeBooking.booking;
    expect(booking.agreedRent).toEqual({
      nightlyRent: 4500,
      nightlyRentPaise: 4500_00,
      agreedBy: 'Hotel Admin',
      reason: 'Stays for the whole wedding season',
    });
    expect(nightsOf(booking)).toEqual(agreedNights(['2026-12-24', '2026-12-25'], 4500));
    const [, audit] = await auditOf(id, 'rate_override');
    expect(audit.detail).toBe(
      `Rent agreed for ${bookCode}: ₹4,500 a night before GST instead of ₹6,000 agreed by Agreed manager; ` +
        'total ₹9,450 with GST. Reason: Stays for the whole wedding season',
    );

    // The front desk's next change keeps the new rent.
    const later = await gql(app, CHANGE, { input: { bookingId: id, checkOut: '2026-12-27' } }, { token: frontDesk });
    expect(nightsOf(later.data.changeBooking.booking)).toEqual(agreedNights(['2026-12-24', '2026-12-25', '2026-12-26'], 4500));
  });

  it('is kept off a booking at the rate card: a change without one prices at the owner’s rates', async () => {
    const room = await createRoom(app.services, { rentPerDay: 3000 });
    const made = await gql(
      app,
      CREATE,
      { input: { ...walkIn(room.id, '2026-12-28', '2026-12-29', 1), rateOverride: undefined } },
      { token: frontDesk },
    );
    const { id } = made.data.createDeskBooking.booking;
    expect(made.data.createDeskBooking.booking.agreedRent).toBeNull();
    const longer = await gql(app, CHANGE, { input: { bookingId: id, checkOut: '2026-12-30' } }, { token: frontDesk });
    expect(longer.data.changeBooking.booking.totalAmount).toBe(2 * 3000);
    expect(nightsOf(longer.data.changeBooking.booking).map((night) => night.source)).toEqual(['base', 'base']);
    expect((await stored(id)).agreedRentPaise).toBeNull();
  });
});
