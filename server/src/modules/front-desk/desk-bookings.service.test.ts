import { DataSource } from 'typeorm';
import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Actor } from '../../shared/actor';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Booking } from '../bookings/booking.entity';
import { Payment } from '../billing/payments/payment.entity';
import { DeskBookingRequest } from './desk-booking-input';

// The harness clock reads 2026-11-21 10:00 in Kolkata.
const harness = useServiceHarness();
let dataSource: DataSource;
beforeAll(() => (dataSource = harness.database.dataSource));

const DESK: Actor = { adminId: null, label: 'Desk Clerk <desk@hotel.in>' };
let phone = 7_000_000_100;

function request(roomId: string, overrides: Partial<DeskBookingRequest> = {}): DeskBookingRequest {
  phone += 1;
  return {
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    rooms: [{ roomId, adults: 1, children: 1 }],
    guest: { name: 'Ravi Kumar', email: `ravi${phone}@example.in`, phone: String(phone) },
    channel: 'walk_in',
    notes: '  Late arrival, needs an extra pillow  ',
    payment: { option: 'PAY_LATER' },
    ...overrides,
  };
}

const stored = (id: string) =>
  dataSource.getRepository(Booking).findOneOrFail({ where: { id }, relations: { lines: { pax: true } } });
const paymentsOf = (bookingId: string) => dataSource.getRepository(Payment).find({ where: { bookingId } });
const auditOf = (bookingId: string) => dataSource.getRepository(AuditEntry).find({ where: { bookingId }, order: { at: 'ASC' } });
const bookingCount = async () => dataSource.getRepository(Booking).count();

describe('a booking made at the desk', () => {
  it('pay later: confirmed with the payment pending at the hotel, the guests, channel and notes kept, and audited', async () => {
    const room = await createRoom(harness.services, { rentPerDay: 3000, maxCount: 3 });
    const { booking, paymentLink } = await harness.services.deskBookings.create(
      DESK,
      request(room.id, { rooms: [{ roomId: room.id, adults: 2, children: 1 }] }),
    );
    expect(paymentLink).toBeNull();
    const row = await stored(booking.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      channel: 'walk_in',
      notes: 'Late arrival, needs an extra pillow',
      totalPaise: 6000_00,
      holdExpiresAt: null,
    });
    expect(row.lines[0].pax.map((pax) => pax.adultStatus).sort()).toEqual(['adult', 'adult', 'child']);
    expect(await paymentsOf(booking.id)).toEqual([
      expect.objectContaining({ provider: 'hotel', method: 'cod', status: 'pending', amountPaise: 6000_00 }),
    ]);
    const [created] = await auditOf(booking.id);
    expect(created).toMatchObject({ action: 'booking_created', actor: 'Desk Clerk <desk@hotel.in>' });
    expect(created.detail).toContain(`Walk-in booking ${row.bookCode}`);
    expect(created.detail).toContain('to pay at the hotel');
  });

  it('pay now in full: paid, with a numbered desk receipt; a part payment leaves it part paid', async () => {
    const room = await createRoom(harness.services, { rentPerDay: 2000 });
    const full = await harness.services.deskBookings.create(
      DESK,
      request(room.id, {
        rooms: [{ roomId: room.id, adults: 1 }],
        channel: 'phone',
        payment: { option: 'PAY_AT_DESK_NOW', method: 'upi', amount: 4000, reference: 'UPI-991' },
      }),
    );
    expect(await stored(full.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', channel: 'phone' });
    const [entry] = await paymentsOf(full.booking.id);
    expect(entry).toMatchObject({ provider: 'hotel', method: 'upi', status: 'paid', amountPaise: 4000_00, reference: 'UPI-991' });
    expect(entry.receiptNumber).toBeTruthy();

    const part = await harness.services.deskBookings.create(
      DESK,
      request(room.id, {
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
        rooms: [{ roomId: room.id, adults: 1 }],
        payment: { option: 'PAY_AT_DESK_NOW', method: 'cash', amount: 1500 },
      }),
    );
    expect(await stored(part.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'part_paid' });
    const money = await harness.services.bookingMoney.of(dataSource.manager, part.booking.id);
    expect(money.balanceDuePaise).toBe(2500_00);
  });

  it('payment link: held, answering the guest’s page of the booking whose Pay now opens the usual checkout', async () => {
    const room = await createRoom(harness.services);
    const { booking, paymentLink } = await harness.services.deskBookings.create(
      DESK,
      request(room.id, { payment: { option: 'PAYMENT_LINK' } }),
    );
    expect(paymentLink).toBe(`${harness.config.publicBaseUrl}/booking/${booking.id}`);
    expect(await stored(booking.id)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
    expect(await paymentsOf(booking.id)).toEqual([]);
  });

  it('is not limited like anonymous guests: more unpaid bookings than MAX_UNPAID_BOOKINGS_PER_GUEST for one guest', async () => {
    const room = await createRoom(harness.services);
    const guest = { name: 'Meera Shah', email: 'meera.desk@example.in', phone: '9123400001' };
    for (const day of ['2027-01-04', '2027-01-06', '2027-01-08']) {
      const checkOut = `2027-01-0${Number(day.slice(-1)) + 1}`;
      await harness.services.deskBookings.create(
        DESK,
        request(room.id, { guest, checkIn: day, checkOut, payment: { option: 'PAYMENT_LINK' } }),
      );
    }
    expect(await dataSource.getRepository(Booking).countBy({ userEmail: 'meera.desk@example.in', status: 'held' })).toBe(3);
  });

  it('refuses a room already taken for those nights, and keeps nothing', async () => {
    const room = await createRoom(harness.services);
    await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-20', '2026-12-22'));
    const before = await bookingCount();
    const error = await refusal(() =>
      harness.services.deskBookings.create(DESK, request(room.id, { checkIn: '2026-12-21', checkOut: '2026-12-23' })),
    );
    expect(error.code).toBe('DATES_UNAVAILABLE');
    expect(await bookingCount()).toBe(before);
  });

  it.each([
    ['no channel', { channel: 'website' }, 'channel', 'Say whether the guest walked in or phoned'],
    ['no adult', { rooms: [{ roomId: 'ROOM', adults: 0 }] }, 'rooms.0.adults', 'Adults must be a whole number from 1 to 20'],
    ['too many guests', { rooms: [{ roomId: 'ROOM', adults: 3 }] }, 'bookingInfo.0.pax', 'takes at most 2 guests'],
    ['no room', { rooms: [] }, 'bookingInfo', 'Please select a room'],
    ['a bad phone', { guest: { name: 'A', email: 'a@b.in', phone: '12345' } }, 'phone', 'Phone number must start with 6-9'],
    ['past dates', { checkIn: '2026-11-01', checkOut: '2026-11-02' }, 'checkIn', 'Check In cannot be in the past'],
    ['no payment choice', { payment: { option: 'LATER' } }, 'payment.option', 'Choose how the guest pays'],
    [
      'a method the desk does not take',
      { payment: { option: 'PAY_AT_DESK_NOW', method: 'netbanking', amount: 10 } },
      'payment.method',
      'Choose cash, UPI, card or bank transfer',
    ],
    [
      'no amount',
      { payment: { option: 'PAY_AT_DESK_NOW', method: 'cash', amount: 0 } },
      'payment.amount',
      'Enter an amount in rupees greater than zero',
    ],
    [
      'more than the stay costs',
      { payment: { option: 'PAY_AT_DESK_NOW', method: 'cash', amount: 999_999 } },
      'payment.amount',
      'the desk cannot take more than that',
    ],
    ['notes too long', { notes: 'x'.repeat(2001) }, 'notes', 'Notes cannot exceed 2000 characters'],
  ])('refuses %s with a clear message and writes nothing', async (_label, overrides, field, message) => {
    const room = await createRoom(harness.services, { maxCount: 2 });
    const withRoom = JSON.parse(JSON.stringify(overrides).replaceAll('ROOM', room.id)) as Partial<DeskBookingRequest>;
    const before = await bookingCount();
    const error = await refusal(() => harness.services.deskBookings.create(DESK, request(room.id, withRoom)));
    expect(error.field).toBe(field);
    expect(error.message).toContain(message);
    expect(await bookingCount()).toBe(before);
  });
});
