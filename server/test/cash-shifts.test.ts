import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { CashShift } from '../src/modules/billing/shifts/cash-shift.entity';
import { Payment } from '../src/modules/billing/payments/payment.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { useTestApp } from './support/test-app';

const app = useTestApp();

const RECORD = `mutation ($input: RecordPaymentInput!) {
  recordPayment(input: $input) { errors { field code message } payment { id receiptNumber shiftId } }
}`;
const REVERSE = `mutation ($paymentId: ID!, $reason: String!) {
  reversePayment(paymentId: $paymentId, reason: $reason) { errors { code message } payment { shiftId amountPaise } }
}`;
const SHIFT_FIELDS = `errors { field code message }
  shift { open float difference pdfUrl shift { id openedBy closedBy closeNote differencePaise } entries { receiptNumber method amountPaise }
    tally { method expected counted difference } }`;
const OPEN = `mutation ($float: Float!) { openShift(float: $float) { ${SHIFT_FIELDS} } }`;
const CLOSE = `mutation ($input: CloseShiftInput!) { closeShift(input: $input) { ${SHIFT_FIELDS} } }`;
const CURRENT = `{ currentShift { open shift { id } tally { method expected } } }`;

async function stayOwing(rentPerDay: number) {
  const room = await createRoom(app.services, { rentPerDay });
  return app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-12-10', '2026-12-12') });
}

describe('cash shifts at the desk', () => {
  it('refuses cash without an open shift, and takes UPI outside any shift', async () => {
    const token = await app.adminToken();
    const booking = await stayOwing(3000);
    const cash = await gql(app, RECORD, { input: { bookingId: booking.id, amount: 100, method: 'CASH' } }, { token });
    expect(cash.data.recordPayment.errors).toEqual([
      { field: 'method', code: 'SHIFT_REQUIRED', message: 'Open a shift to take cash.' },
    ]);
    expect(await app.database.dataSource.getRepository(Payment).countBy({ bookingId: booking.id, method: 'cash' })).toBe(0);
    const upi = await gql(
      app,
      RECORD,
      { input: { bookingId: booking.id, amount: 100, method: 'UPI', reference: 'UPI-000000' } },
      { token },
    );
    expect(upi.data.recordPayment.payment).toMatchObject({ shiftId: null });
  });

  it('opens a shift with the float, takes cash and UPI in it, and closes it with the count and its difference', async () => {
    const token = await app.adminToken();
    const opened = await gql(app, OPEN, { float: 2000 }, { token });
    expect(opened.data.openShift.errors).toEqual([]);
    const shiftId = opened.data.openShift.shift.shift.id as string;
    expect(opened.data.openShift.shift).toMatchObject({ open: true, float: 2000, pdfUrl: `/api/admin/shifts/${shiftId}.pdf` });
    // One open shift per person.
    const twice = await gql(app, OPEN, { float: 0 }, { token });
    expect(twice.data.openShift.errors[0]).toMatchObject({ code: 'SHIFT_ALREADY_OPEN' });

    const first = await stayOwing(4000);
    const second = await stayOwing(4000);
    const take = async (bookingId: string, amount: number, method: string, reference?: string) =>
      (await gql(app, RECORD, { input: { bookingId, amount, method, reference } }, { token })).data.recordPayment;
    const cash1 = await take(first.id, 1500, 'CASH');
    expect(cash1.payment.shiftId).toBe(shiftId);
    await take(second.id, 2500.5, 'CASH');
    await take(first.id, 1000, 'UPI', 'UPI-000042');
    const wrong = await take(second.id, 300, 'CASH');
    // A wrong entry reversed: the reversal is the shift's, so the drawer does not expect it.
    const reversed = await gql(app, REVERSE, { paymentId: wrong.payment.id, reason: 'Typed twice' }, { token });
    expect(reversed.data.reversePayment.payment).toMatchObject({ shiftId, amountPaise: -30_000 });

    const current = await gql(app, CURRENT, {}, { token });
    expect(current.data.currentShift.tally).toEqual(
      expect.arrayContaining([
        { method: 'CASH', expected: 6000.5 },
        { method: 'UPI', expected: 1000 },
      ]),
    );

    // The drawer is ₹50.50 short; the UPI matches.
    const closed = await gql(
      app,
      CLOSE,
      {
        input: {
          counted: [
            { method: 'CASH', amount: 5950 },
            { method: 'UPI', amount: 1000 },
          ],
          note: 'Change given wrong',
        },
      },
      { token },
    );
    expect(closed.data.closeShift.errors).toEqual([]);
    const report = closed.data.closeShift.shift;
    expect(report).toMatchObject({ open: false, difference: -50.5 });
    expect(report.tally).toEqual([
      { method: 'CASH', expected: 6000.5, counted: 5950, difference: -50.5 },
      { method: 'UPI', expected: 1000, counted: 1000, difference: 0 },
      { method: 'CARD', expected: 0, counted: null, difference: null },
      { method: 'BANK_TRANSFER', expected: 0, counted: null, difference: null },
    ]);
    expect(report.entries.map((entry: { method: string; amountPaise: number }) => [entry.method, entry.amountPaise])).toEqual([
      ['CASH', 150_000],
      ['CASH', 250_050],
      ['UPI', 100_000],
      ['CASH', 30_000],
      ['CASH', -30_000],
    ]);

    // As stored: who closed it, the difference, the tally; and both acts in the audit log.
    const stored = await app.database.dataSource.getRepository(CashShift).findOneByOrFail({ id: shiftId });
    expect(stored).toMatchObject({
      closedBy: 'Hotel Admin <owner@hotel.test>',
      differencePaise: -5050,
      closeNote: 'Change given wrong',
    });
    expect(stored.closedAt).not.toBeNull();
    const audit = await app.database.dataSource
      .getRepository(AuditEntry)
      .find({ where: [{ action: 'shift_opened' }, { action: 'shift_closed' }] });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['shift_closed', 'shift_opened']);

    // Closed: cash is refused again, and the report is a PDF.
    const after = await take(second.id, 10, 'CASH');
    expect(after.errors[0]).toMatchObject({ code: 'SHIFT_REQUIRED' });
    const pdf = await fetch(`${app.baseUrl}/api/admin/shifts/${shiftId}.pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(`${app.baseUrl}/api/admin/shifts/${shiftId}.pdf`)).status).toBe(401);
  });

  it('refuses a close without the cash counted, and changes nothing', async () => {
    const token = await app.adminToken();
    await gql(app, OPEN, { float: 0 }, { token });
    const refused = await gql(app, CLOSE, { input: { counted: [{ method: 'UPI', amount: 0 }] } }, { token });
    expect(refused.data.closeShift.errors[0]).toMatchObject({
      code: 'SHIFT_COUNT_INVALID',
      message: 'Count the cash in the drawer to close the shift.',
    });
    expect((await gql(app, CURRENT, {}, { token })).data.currentShift.open).toBe(true);
  });

  it('lists shifts with their totals at the close, and by the day they were opened', async () => {
    const token = await app.adminToken();
    await gql(app, CLOSE, { input: { counted: [{ method: 'CASH', amount: 0 }] } }, { token });
    app.clock.current = new Date('2026-11-21T04:00:00.000Z');
    const opened = await gql(app, OPEN, { float: 500 }, { token });
    const shiftId = opened.data.openShift.shift.shift.id as string;
    const LIST = `query ($date: String) { shifts(first: 100, date: $date) { id floatPaise expectedPaise countedPaise differencePaise closedAt } }`;
    const whileOpen = await gql(app, LIST, { date: '2026-11-21' }, { token });
    expect(whileOpen.data.shifts.find((shift: { id: string }) => shift.id === shiftId)).toMatchObject({
      floatPaise: 50_000,
      expectedPaise: null,
      countedPaise: null,
      closedAt: null,
    });
    await gql(app, CLOSE, { input: { counted: [{ method: 'CASH', amount: 400 }] } }, { token });
    const closed = await gql(app, LIST, { date: '2026-11-21' }, { token });
    expect(closed.data.shifts.find((shift: { id: string }) => shift.id === shiftId)).toMatchObject({
      expectedPaise: 50_000,
      countedPaise: 40_000,
      differencePaise: -10_000,
    });
    const otherDay = await gql(app, LIST, { date: '2026-11-22' }, { token });
    expect(otherDay.data.shifts.map((shift: { id: string }) => shift.id)).not.toContain(shiftId);
    const bad = await gql(app, LIST, { date: '21/11/2026' }, { token });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Choose the day as YYYY-MM-DD.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'SHIFT_DATE_INVALID' },
    });
  });

  it('lets the day report out as PDF and CSV to an admin only', async () => {
    const token = await app.adminToken();
    const date = '2026-11-20';
    const csv = await fetch(`${app.baseUrl}/api/admin/day-close/${date}.csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Room nights available');
    const pdf = await fetch(`${app.baseUrl}/api/admin/day-close/${date}.pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect((await fetch(`${app.baseUrl}/api/admin/day-close/${date}.csv`)).status).toBe(401);
    const query = await gql(app, `{ dayClose(date: "${date}") { state csvUrl } }`, {}, { token });
    expect(query.data.dayClose).toEqual({ state: 'OPEN', csvUrl: `/api/admin/day-close/${date}.csv` });
    expect((await gql(app, `{ dayClose(date: "${date}") { state } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
