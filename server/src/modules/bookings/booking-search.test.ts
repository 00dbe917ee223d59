import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Booking } from './booking.entity';
import { BookingSearchRequest } from './bookings.service';

// The harness clock reads 2026-11-21 10:00 in Kolkata.
const harness = useServiceHarness();
let asha: Booking;
let ravi: Booking;
let percent: Booking;
let cancelled: Booking;
let roomName: string;

beforeAll(async () => {
  const room = await createRoom(harness.services, { name: 'Room 204' });
  const other = await createRoom(harness.services);
  roomName = room.name;
  const hold = (roomId: string, checkIn: string, checkOut: string, guest: Record<string, unknown>) =>
    harness.services.bookings.createHold(quoteFor(roomId, checkIn, checkOut, guest));
  asha = await hold(room.id, '2026-12-10', '2026-12-12', {
    name: 'Asha Verma',
    userEmail: 'asha.v@example.in',
    phone: '9811122233',
  });
  ravi = await hold(other.id, '2026-12-01', '2026-12-03', {
    name: 'Ravi Kumar',
    userEmail: 'ravi@example.in',
    phone: '9744455566',
  });
  percent = await hold(other.id, '2026-12-20', '2026-12-21', { name: 'Ninety_Nine %', userEmail: 'nn@example.in' });
  cancelled = await hold(other.id, '2026-12-05', '2026-12-06', { name: 'Kiran Das', userEmail: 'kiran@example.in' });
  await harness.services.cancellations.cancel(cancelled.id);
});

const ids = async (request: BookingSearchRequest) => (await harness.services.bookings.search(request)).items.map((b) => b.id);

describe('the admin list of bookings', () => {
  it('finds a booking by its code, in any case', async () => {
    expect(await ids({ search: asha.bookCode.toLowerCase() })).toEqual([asha.id]);
  });

  it('finds by part of the guest’s name or email, and by phone digits however they are typed', async () => {
    expect(await ids({ search: 'verma' })).toEqual([asha.id]);
    expect(await ids({ search: 'RAVI@EXAMPLE' })).toEqual([ravi.id]);
    expect(await ids({ search: '+91 97444 55566' })).toEqual([ravi.id]);
    expect(await ids({ search: '22233' })).toEqual([asha.id]);
  });

  it('finds by room number', async () => {
    expect(await ids({ search: roomName })).toEqual([asha.id]);
  });

  it('reads % and _ as themselves, not as wildcards', async () => {
    expect(await ids({ search: '_' })).toEqual([percent.id]);
    expect(await ids({ search: '%' })).toEqual([percent.id]);
  });

  it('filters by one status or several', async () => {
    expect(await ids({ status: 'cancelled' })).toEqual([cancelled.id]);
    expect((await ids({ status: ['held', 'cancelled'] })).sort()).toEqual([asha.id, ravi.id, percent.id, cancelled.id].sort());
  });

  it('keeps stays in the hotel on some day of the range, and sorts by check-in', async () => {
    expect(await ids({ stayFrom: '2026-12-02', stayTo: '2026-12-10', sort: 'CHECK_IN_ASC' })).toEqual([
      ravi.id,
      cancelled.id,
      asha.id,
    ]);
    expect(await ids({ stayFrom: '2026-12-03', stayTo: '2026-12-04' })).toEqual([]);
    expect(await ids({ sort: 'CHECK_IN_DESC' })).toEqual([percent.id, asha.id, cancelled.id, ravi.id]);
  });

  it('answers pages by cursor, with the total and whether more follow', async () => {
    const first = await harness.services.bookings.search({ sort: 'CHECK_IN_ASC', first: 3 });
    expect(first.items.map((b) => b.id)).toEqual([ravi.id, cancelled.id, asha.id]);
    expect(first).toMatchObject({ total: 4, pageInfo: { hasNextPage: true } });
    const next = await harness.services.bookings.search({ sort: 'CHECK_IN_ASC', first: 3, after: first.pageInfo.endCursor });
    expect(next.items.map((b) => b.id)).toEqual([percent.id]);
    expect(next.pageInfo.hasNextPage).toBe(false);
    expect(next.items[0].lines[0].roomName).toBeTruthy();
  });

  it.each([
    [{ search: 'x'.repeat(101) }, 'search', 'Search for at most 100 characters (a code, a name, a phone or an email)'],
    [{ status: 'lost' }, 'status', 'Choose a booking status from the list'],
    [{ stayFrom: '2026-13-01' }, 'stayFrom', 'Dates must be written YYYY-MM-DD'],
    [{ stayFrom: '2026-12-10', stayTo: '2026-12-01' }, 'stayTo', 'The last day must not be before the first day'],
    [{ sort: 'PRICE' }, 'sort', 'Sort by check-in or by when the booking was made'],
    [{ first: 101 }, 'first', 'First must be a whole number from 1 to 100'],
    [{ after: 'bm90LWEtY3Vyc29y' }, 'after', 'This list cursor is not valid; start again from the first page'],
  ])('refuses %j with a clear message', async (request, field, message) => {
    expect(await refusal(() => harness.services.bookings.search(request))).toMatchObject({ field, message });
  });

  it('opens a booking by its code (admin), and knows no other', async () => {
    expect((await harness.services.bookings.getByCode(` ${asha.bookCode.toLowerCase()} `)).id).toBe(asha.id);
    expect((await refusal(() => harness.services.bookings.getByCode('HBNOPE'))).code).toBe('BOOKING_NOT_FOUND');
  });
});
