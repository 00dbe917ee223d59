import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { StaffRole } from '../src/modules/admin-auth';
import { Booking } from '../src/modules/bookings/booking.entity';
import { Guest } from '../src/modules/guests/guest.entity';
import { TaxDocument } from '../src/modules/billing/documents/tax-document.entity';
import { createRoom } from './support/fixtures';
import { errorCodes, gql } from './support/graphql';
import { call } from './support/http';
import { outboxMails } from './support/payments';
import { openDeskShift } from './support/shifts';
import { useTestApp } from './support/test-app';

/**
 * Walk-ins at the desk (issue 27, item 6) over HTTP: a guest booked on a phone alone (no mail,
 * nothing broken, found again by code and phone), "check in now" in the same call, and a rent
 * agreed with the guest, which only the owner and the manager may give, GST added by its slab and
 * audited with the person, the plan's rent, the agreed one and the reason.
 */
const app = useTestApp();
const TODAY = '2026-11-21'; // the test clock's day
let owner: string;
let manager: string;
let frontDesk: string;

async function staffToken(role: StaffRole): Promise<string> {
  const email = `${role.replace('_', '-')}.walkin@hotel.test`;
  await app.services.adminAuth.ensureAdmin(email, `${role}-password`, `Staff ${role}`, role);
  return (await app.services.adminAuth.login({ email, password: `${role}-password` }, '10.0.0.9')).token;
}

beforeAll(async () => {
  owner = await app.adminToken();
  manager = await staffToken(StaffRole.MANAGER);
  frontDesk = await staffToken(StaffRole.FRONT_DESK);
});

const CREATE = `mutation ($input: DeskBookingInput!) {
  createDeskBooking(input: $input) {
    errors { field code message }
    booking {
      id bookCode status paymentStatus userEmail userPhone totalAmount
      tax {
        ratesIncludeGst taxablePaise cgstPaise sgstPaise totalPaise
        byRate { rate taxablePaise }
        lines { nights { date source rate taxablePaise totalPaise } }
      }
    }
  }
}`;
const REGISTRATION = { idType: 'AADHAAR', idNumber: '1234 5678 9012', adults: 1, children: 0, nationality: 'Indian' };

let phone = 7_300_000_100;
function walkIn(roomId: string, overrides: Record<string, unknown> = {}) {
  phone += 1;
  return {
    checkIn: TODAY,
    checkOut: '2026-11-22',
    rooms: [{ roomId, adults: 1 }],
    guest: { name: 'Mohan Lal', phone: String(phone) },
    channel: 'WALK_IN',
    payment: { option: 'PAY_LATER' },
    ...overrides,
  };
}

const bookingRow = (id: string) => app.database.dataSource.getRepository(Booking).findOneByOrFail({ id });
const bookingCount = async () => app.database.dataSource.getRepository(Booking).count();
const auditOf = (bookingId: string) =>
  app.database.dataSource.getRepository(AuditEntry).find({ where: { bookingId }, order: { at: 'ASC' } });

describe('a walk-in or phone guest without an email', () => {
  it('is booked on the phone alone: no email stored, no mail sent, and the guest finds the booking by code and phone', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2500 });
    const mailsBefore = (await outboxMails(app)).length;
    const input = walkIn(room.id, { channel: 'PHONE', checkIn: '2026-12-01', checkOut: '2026-12-03' });
    const reply = await gql(app, CREATE, { input }, { token: frontDesk });
    expect(reply.data.createDeskBooking.errors).toEqual([]);
    const booking = reply.data.createDeskBooking.booking;
    expect(booking).toMatchObject({ status: 'CONFIRMED', userEmail: null, userPhone: `+91${input.guest.phone}` });

    const stored = await bookingRow(booking.id);
    expect(stored.userEmail).toBeNull();
    const guest = await app.database.dataSource.getRepository(Guest).findOneByOrFail({ id: stored.guestId! });
    expect(guest).toMatchObject({ email: null, phone: `+91${input.guest.phone}`, name: 'Mohan Lal' });
    expect((await outboxMails(app)).length).toBe(mailsBefore);

    const found = await call(app, 'POST', '/api/booking/find', { json: { code: booking.bookCode, contact: input.guest.phone } });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ bookCode: booking.bookCode, userEmail: null });
    const byEmail = await call(app, 'POST', '/api/booking/find', { json: { code: booking.bookCode, contact: 'x@example.in' } });
    expect(byEmail.status).toBe(404);

    // The same phone again: the same guest record, not a second one.
    const again = await gql(app, CREATE, { input: { ...walkIn(room.id), guest: input.guest } }, { token: frontDesk });
    expect((await bookingRow(again.data.createDeskBooking.booking.id)).guestId).toBe(stored.guestId);
  });

  it('still refuses a bad email, and a missing phone with the desk’s message; nothing is written', async () => {
    const room = await createRoom(app.services);
    const before = await bookingCount();
    const bad = await gql(
      app,
      CREATE,
      { input: walkIn(room.id, { guest: { name: 'A B', phone: '9876500001', email: 'nope' } }) },
      { token: owner },
    );
    expect(bad.data.createDeskBooking.errors).toEqual([
      { field: 'email', code: 'GUEST_EMAIL_INVALID', message: 'Please enter a valid email address' },
    ]);
    const noPhone = await gql(app, CREATE, { input: walkIn(room.id, { guest: { name: 'A B' } }) }, { token: owner });
    expect(noPhone.data.createDeskBooking.errors).toEqual([
      { field: 'phone', code: 'GUEST_FIELDS_REQUIRED', message: 'Name and Phone are required' },
    ]);
    expect(await bookingCount()).toBe(before);
  });

  it('the website still requires the email (the spec’s message)', async () => {
    const room = await createRoom(app.services);
    const reply = await call(app, 'POST', '/api/payment/cod', {
      json: {
        quote: {
          name: 'Web Guest',
          phone: '9876500002',
          checkInDate: '2026-12-05',
          checkOutDate: '2026-12-06',
          bookingInfo: [{ roomId: room.id, pax: [{ name: 'Web Guest', adultStatus: 'adult' }] }],
        },
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Name, Email and Phone are required');
  });
});

describe('check in now', () => {
  it('books and checks the guest in in one call, registration recorded and audited', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2000 });
    const reply = await gql(
      app,
      CREATE,
      { input: walkIn(room.id, { checkInNow: true, registration: REGISTRATION }) },
      { token: frontDesk },
    );
    expect(reply.data.createDeskBooking.errors).toEqual([]);
    expect(reply.data.createDeskBooking.booking.status).toBe('CHECKED_IN');
    const id = reply.data.createDeskBooking.booking.id;
    expect((await bookingRow(id)).status).toBe('checked_in');
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['booking_created', 'check_in']);
  });

  it('refuses before writing anything: a stay not starting today, a payment link, an ID missing', async () => {
    const room = await createRoom(app.services);
    const before = await bookingCount();
    const later = await gql(
      app,
      CREATE,
      { input: walkIn(room.id, { checkIn: '2026-11-22', checkOut: '2026-11-23', checkInNow: true, registration: REGISTRATION }) },
      { token: owner },
    );
    expect(later.data.createDeskBooking.errors).toEqual([
      expect.objectContaining({ field: 'checkInNow', code: 'DESK_BOOKING_CHECK_IN_NOW_REFUSED' }),
    ]);
    const link = await gql(
      app,
      CREATE,
      { input: walkIn(room.id, { payment: { option: 'PAYMENT_LINK' }, checkInNow: true, registration: REGISTRATION }) },
      { token: owner },
    );
    expect(link.data.createDeskBooking.errors[0]).toMatchObject({ field: 'checkInNow' });
    const noId = await gql(
      app,
      CREATE,
      { input: walkIn(room.id, { checkInNow: true, registration: { adults: 1, nationality: 'Indian' } }) },
      { token: owner },
    );
    expect(noId.data.createDeskBooking.booking).toBeNull();
    expect(noId.data.createDeskBooking.errors.map((error: { field: string }) => error.field)).toContain('idNumber');
    expect(await bookingCount()).toBe(before);
  });

  it('a refused check-in leaves the booking made and says so', async () => {
    const room = await createRoom(app.services, { maxCount: 2 });
    const reply = await gql(
      app,
      CREATE,
      { input: walkIn(room.id, { checkInNow: true, registration: { ...REGISTRATION, adults: 3 } }) },
      { token: owner },
    );
    const answer = reply.data.createDeskBooking;
    expect(answer.booking.status).toBe('CONFIRMED');
    expect(answer.errors).toEqual([expect.objectContaining({ field: 'checkInNow', code: 'DESK_BOOKING_CHECK_IN_FAILED' })]);
    expect(answer.errors[0].message).toContain(`Booking ${answer.booking.bookCode} is made, but the guest is not checked in`);
  });
});

describe('a rent agreed at the desk', () => {
  it('the manager’s agreed rent replaces the plan’s, GST added by each night’s slab, and is audited with the person and reason', async () => {
    const room = await createRoom(app.services, { rentPerDay: 9000 });
    // ₹8,000 before GST is above ₹7,500: 18%. ₹7,500 is within the 5% slab.
    const high = await gql(
      app,
      CREATE,
      {
        input: walkIn(room.id, {
          checkIn: '2026-12-10',
          checkOut: '2026-12-12',
          rateOverride: { nightlyRent: 8000, reason: 'Corporate guest, agreed on the phone' },
        }),
      },
      { token: manager },
    );
    expect(high.data.createDeskBooking.errors).toEqual([]);
    const booking = high.data.createDeskBooking.booking;
    expect(booking.totalAmount).toBe(2 * 9440);
    expect(booking.tax).toMatchObject({
      ratesIncludeGst: false,
      taxablePaise: 16_000_00,
      cgstPaise: 1440_00,
      sgstPaise: 1440_00,
      totalPaise: 18_880_00,
      byRate: [{ rate: 18, taxablePaise: 16_000_00 }],
    });
    expect(booking.tax.lines[0].nights).toEqual([
      { date: '2026-12-10', source: 'agreed', rate: 18, taxablePaise: 8000_00, totalPaise: 9440_00 },
      { date: '2026-12-11', source: 'agreed', rate: 18, taxablePaise: 8000_00, totalPaise: 9440_00 },
    ]);
    expect((await bookingRow(booking.id)).totalPaise).toBe(18_880_00);
    const override = (await auditOf(booking.id)).find((entry) => entry.action === 'rate_override');
    expect(override?.actor).toBe('Staff manager <manager.walkin@hotel.test>');
    expect(override?.detail).toBe(
      `Rent agreed for ${booking.bookCode}: ₹8,000 a night before GST instead of the plan's ₹9,000 a night (GST included); ` +
        'total ₹18,880 with GST instead of ₹18,000. Reason: Corporate guest, agreed on the phone',
    );

    const low = await gql(
      app,
      CREATE,
      {
        input: walkIn(room.id, {
          checkIn: '2026-12-14',
          checkOut: '2026-12-15',
          rateOverride: { nightlyRent: 7500, reason: 'Regular' },
        }),
      },
      { token: manager },
    );
    expect(low.data.createDeskBooking.booking.tax).toMatchObject({
      taxablePaise: 7500_00,
      cgstPaise: 187_50,
      totalPaise: 7875_00,
    });
  });

  it('refuses the front desk FORBIDDEN with the plain message, and writes nothing', async () => {
    const room = await createRoom(app.services, { rentPerDay: 3000 });
    const before = await bookingCount();
    const reply = await gql(
      app,
      CREATE,
      { input: walkIn(room.id, { rateOverride: { nightlyRent: 2000, reason: 'Bargained hard' } }) },
      { token: frontDesk },
    );
    expect(errorCodes(reply)).toEqual(['FORBIDDEN']);
    expect(reply.errors![0]).toMatchObject({
      message: 'Your role (Front desk) cannot do this.',
      extensions: { code: 'FORBIDDEN', reason: 'ROLE_REFUSED' },
    });
    expect(await bookingCount()).toBe(before);
    const plain = await gql(app, CREATE, { input: walkIn(room.id) }, { token: frontDesk });
    expect(plain.data.createDeskBooking.booking.totalAmount).toBe(3000);
  });

  it('refuses a rent of nothing and a reason too short, with their fields', async () => {
    const room = await createRoom(app.services);
    const zero = await gql(
      app,
      CREATE,
      { input: walkIn(room.id, { rateOverride: { nightlyRent: 0, reason: 'Regular' } }) },
      { token: owner },
    );
    expect(zero.data.createDeskBooking.errors[0]).toMatchObject({
      field: 'rateOverride.nightlyRent',
      code: 'DESK_BOOKING_RATE_OVERRIDE_INVALID',
    });
    const short = await gql(
      app,
      CREATE,
      { input: walkIn(room.id, { rateOverride: { nightlyRent: 1500, reason: ' x ' } }) },
      { token: owner },
    );
    expect(short.data.createDeskBooking.errors[0]).toMatchObject({
      field: 'rateOverride.reason',
      message: 'Give the reason for the agreed rent in 3 to 200 characters',
    });
  });

  it('checked in now, then out: the invoice shows the agreed rent and its GST; the guest without email gets none mailed', async () => {
    const room = await createRoom(app.services, { rentPerDay: 5000 });
    await openDeskShift(app);
    const mailsBefore = (await outboxMails(app)).length;
    const reply = await gql(
      app,
      CREATE,
      {
        input: walkIn(room.id, {
          checkInNow: true,
          registration: REGISTRATION,
          rateOverride: { nightlyRent: 4000, reason: 'Stays every month' },
          payment: { option: 'PAY_AT_DESK_NOW', method: 'CASH', amount: 4200 },
        }),
      },
      { token: owner },
    );
    expect(reply.data.createDeskBooking.errors).toEqual([]);
    const booking = reply.data.createDeskBooking.booking;
    expect(booking).toMatchObject({ status: 'CHECKED_IN', paymentStatus: 'PAID', totalAmount: 4200 });

    const out = await gql(
      app,
      'mutation ($id: ID!) { checkOut(bookingId: $id) { errors { message } booking { status } } }',
      { id: booking.id },
      { token: owner },
    );
    expect(out.errors).toBeUndefined();
    expect(out.data.checkOut).toEqual({ errors: [], booking: { status: 'CHECKED_OUT' } });
    const invoice = await app.database.dataSource
      .getRepository(TaxDocument)
      .findOneByOrFail({ bookingId: booking.id, kind: 'invoice' });
    expect(invoice.recipient).toMatchObject({ name: 'Mohan Lal', email: null });
    expect(invoice.lines).toEqual([
      expect.objectContaining({ rateBp: 500, taxablePaise: 4000_00, cgstPaise: 100_00, sgstPaise: 100_00, totalPaise: 4200_00 }),
    ]);
    expect((await outboxMails(app)).length).toBe(mailsBefore);
  });
});
