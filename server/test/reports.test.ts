import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { createOrder, payInCheckout, verify } from './support/payments';
import { useTestApp } from './support/test-app';
import { csvCell } from '../src/modules/reports/csv';

const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

describe('the bookings calendar', () => {
  it('shows confirmed bookings and live holds per room in the window, not expired or cancelled ones', async () => {
    const room = await createRoom(app.services, { name: 'Calendar Room' });
    const confirmed = await call(app, 'POST', '/api/payment/cod', {
      json: { quote: quoteFor(room.id, '2027-05-03', '2027-05-05'), paymentMethod: 'cod' },
    });
    const held = await app.services.bookings.createHold(quoteFor(room.id, '2027-05-10', '2027-05-12'));
    const cancelled = await call(app, 'POST', '/api/payment/cod', {
      json: { quote: quoteFor(room.id, '2027-05-20', '2027-05-21'), paymentMethod: 'cod' },
    });
    await call(app, 'POST', `/api/booking/${cancelled.body.data.bookingId}/cancel`, { token });
    await app.services.bookings.createHold(quoteFor(room.id, '2027-06-10', '2027-06-12'));

    const reply = await call(app, 'GET', '/api/admin/calendar?from=2027-05-01&days=31', { token });
    expect(reply.status).toBe(200);
    const entries = reply.body.data.entries.filter((e: { roomId: string }) => e.roomId === room.id);
    expect(entries.map((e: { bookingId: string; status: string }) => [e.bookingId, e.status])).toEqual([
      [confirmed.body.data.bookingId, 'confirmed'],
      [held.id, 'held'],
    ]);
    expect(reply.body.data.rooms.map((r: { name: string }) => r.name)).toContain('Calendar Room');

    app.clock.advanceMinutes(16);
    const later = await gql(
      app,
      `{ bookingCalendar(from: "2027-05-01", days: 31) { entries { bookingId status } } }`,
      {},
      { token },
    );
    expect(later.data.bookingCalendar.entries.map((e: { bookingId: string }) => e.bookingId)).not.toContain(held.id);
  });

  it('refuses a bad window with a clear message, and strangers', async () => {
    expect((await call(app, 'GET', '/api/admin/calendar?from=May&days=31', { token })).body.message).toBe(
      'The first day must be a date (YYYY-MM-DD)',
    );
    expect((await call(app, 'GET', '/api/admin/calendar?from=2027-05-01&days=400', { token })).body.message).toBe(
      'Show between 1 and 62 days',
    );
    expect((await call(app, 'GET', '/api/admin/calendar')).status).toBe(401);
  });
});

describe('CSV exports', () => {
  it('exports every booking and every payment attempt for a spreadsheet', async () => {
    const room = await createRoom(app.services, { rentPerDay: 1234.5 });
    const order = await createOrder(app, {
      quote: quoteFor(room.id, '2027-07-01', '2027-07-03', { name: 'Asha "Ash" Rao, Jr' }),
    });
    await verify(app, await payInCheckout(app, order.body.data.order.id, 'wallet'));

    const bookings = await fetch(`${app.baseUrl}/api/admin/export/bookings.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bookings.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(bookings.headers.get('content-disposition')).toMatch(/attachment; filename="?bookings-\d{4}-\d{2}-\d{2}\.csv"?/);
    const bytes = Buffer.from(await bookings.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const bookingsText = bytes.subarray(3).toString('utf8');
    expect(bookingsText.startsWith('Booking code,Guest,')).toBe(true);
    expect(bookingsText).toContain('"Asha ""Ash"" Rao, Jr"');
    expect(bookingsText).toContain(',2469.00,confirmed,paid,wallet,');

    const payments = await (
      await fetch(`${app.baseUrl}/api/admin/export/payments.csv?status=paid`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    const rows = payments.trim().split('\r\n');
    // The columns spreadsheets were built on come first, in their order; new ones only at the end.
    expect(rows[0]).toBe(
      'Date,Booking code,Guest,Provider,Method,Status,Amount (INR),Refunded (INR),Order id,Payment id,Failure reason,' +
        'Receipt number,Method reference,Recorded by,Received (INR),Due at hotel (INR),Note',
    );
    const online = rows.find((row) => row.includes(order.body.data.order.id))!;
    expect(online).toContain(',paid,2469.00,0.00,');
    // Paid online in full before the stay: a receipt voucher (the invoice comes at check-out); the
    // reference is the provider's payment id.
    expect(online).toMatch(/,(pay_\w+),,RV\/\d{2}-\d{2}\/\d{4},\1,,2469\.00,,$/);
    expect((await fetch(`${app.baseUrl}/api/admin/export/payments.csv`)).status).toBe(401);
  });

  it('gives desk money its receipt number, reference and who took it, and a promise what is still due', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2000 });
    const booking = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2027-07-10', '2027-07-12') });
    const desk = { adminId: null, label: 'Asha Verma <asha@hotel.example>' };
    const { payment } = await app.services.deskPayments.record(desk, {
      bookingId: booking.id,
      amount: 1500,
      method: 'UPI',
      reference: 'UTR-4411',
      note: 'At arrival',
    });
    const text = await (
      await fetch(`${app.baseUrl}/api/admin/export/payments.csv`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    const rows = text.trim().split('\r\n');
    expect(rows.find((row) => row.includes(payment.receiptNumber!))).toMatch(
      new RegExp(
        `,${booking.bookCode},${booking.userName},hotel,upi,paid,1500\\.00,0\\.00,,,,${payment.receiptNumber},UTR-4411,Asha Verma <asha@hotel\\.example>,1500\\.00,,At arrival$`,
      ),
    );
    expect(rows.find((row) => row.includes(`,${booking.bookCode},`) && row.includes(',cod,'))).toMatch(
      /,hotel,cod,pending,4000\.00,0\.00,,,,,,,0\.00,2500\.00,$/,
    );
  });

  it('keeps spreadsheet formulas out of cells', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('plain')).toBe('plain');
  });
});
