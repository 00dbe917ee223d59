import { createRoom, quoteFor } from './support/fixtures';
import { useServiceHarness } from './support/service-harness';
import { checkInAndOut, insertTaxDocument } from './support/tax-documents';
import { Actor } from '../src/shared/actor';
import { chargesTotalPaise, stayCharges } from '../src/modules/billing/index';
import { BookingLine } from '../src/modules/bookings/booking-line.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { invoiceLines } from '../src/modules/billing/documents/document-lines';
import { stayRooms } from '../src/modules/bookings/money/stay-sale';
import { TaxDocument } from '../src/modules/billing/documents/tax-document.entity';
import { Payment } from '../src/modules/billing/payments/payment.entity';
import { SimulatedProvider } from '../src/modules/billing/payments/simulator/simulated-provider';
import { taxAmount } from '../src/modules/pricing/room-pricing.service';
import { MessageKind } from '../src/modules/messages/message-kinds';
import { OutboxMessage } from '../src/modules/messages/outbox-message.entity';

// The harness clock reads 2026-11-21 10:00 in Kolkata (financial year 2026-27).
// Numbers are consecutive per kind across this file's tests, so they run in order.
// A stay's tax invoice is issued at check-out (checkInAndOut); money before that gets receipt vouchers.
const harness = useServiceHarness();
const DESK: Actor = { adminId: null, label: 'Desk Clerk <desk@hotel.test>' };

const documentsOf = async (bookingId: string): Promise<TaxDocument[]> =>
  (await harness.services.taxDocuments.ofBookings([bookingId])).get(bookingId)!;
const take = (bookingId: string, amount: number, method = 'cash') =>
  harness.services.deskPayments.record(DESK, { bookingId, amount, method });
const checkOut = (booking: Pick<Booking, 'id' | 'checkIn'>) => checkInAndOut(harness, booking);

async function payAtHotel(checkIn: string, checkOut: string, rentPerDay = 2500): Promise<Booking> {
  const room = await createRoom(harness.services, { rentPerDay });
  return harness.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
}

/** The guest pays the whole order in the simulated checkout and the browser's verify settles it. */
async function paidOnline(quote: Parameters<typeof harness.services.payments.createOrder>[0]['quote']) {
  const { order, booking } = await harness.services.payments.createOrder({ quote });
  const response = await (harness.services.paymentProvider as SimulatedProvider).pay(order.id, 'upi');
  await harness.services.payments.verify(response);
  return booking;
}

/** `nights` nights of `rentPaise` (GST included) at `rateBp`, added up night by night. */
function nights(count: number, rentPaise: number, rateBp: number) {
  const night = taxAmount(rentPaise, rateBp, true);
  return {
    rateBp,
    taxablePaise: count * night.taxablePaise,
    cgstPaise: count * night.cgstPaise,
    sgstPaise: count * night.sgstPaise,
    totalPaise: count * night.chargedPaise,
  };
}

describe('a stay paid in full online', () => {
  it('gets a receipt voucher, and at check-out AR/26-27/0001 with a line per room and rate, the hotel as supplier and the business as B2B recipient', async () => {
    const deluxe = await createRoom(harness.services, { name: 'Garden 101', type: 'Deluxe', rentPerDay: 3000 });
    const suite = await createRoom(harness.services, { name: 'Suite 401', type: 'Suite', rentPerDay: 10000 });
    const quote = quoteFor(deluxe.id, '2026-12-01', '2026-12-03', {
      businessName: 'Verma Textiles Private Limited',
      businessGstin: '27aapfu0939f1zv',
    });
    quote.bookingInfo.push({ ...quote.bookingInfo[0], roomId: suite.id, roomType: 'Suite' });
    const booking = await paidOnline(quote);
    const deluxeNights = nights(2, 3000_00, 500);
    const suiteNights = nights(2, 10000_00, 1800);

    // Paid before the stay: an advance (Rule 50), carrying the stay's rates to the paisa.
    const [voucher] = await documentsOf(booking.id);
    expect(voucher).toMatchObject({ kind: 'receipt_voucher', number: 'RV/26-27/0001', totalPaise: 26000_00 });
    expect(voucher.lines.map(({ rateBp, totalPaise }) => [rateBp, totalPaise])).toEqual([
      [500, deluxeNights.totalPaise],
      [1800, suiteNights.totalPaise],
    ]);

    await checkOut(booking);
    const documents = await documentsOf(booking.id);
    expect(documents).toHaveLength(2);
    const invoice = documents[1];
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: 'AR/26-27/0001',
      financialYear: '2026-27',
      issueDate: '2026-12-01',
      bookCode: booking.bookCode,
      placeOfSupply: 'Uttar Pradesh (09)',
      lines: [
        {
          description: 'Garden 101 (Deluxe), 2 nights, 1–3 Dec 2026',
          sac: '996311',
          quantity: 2,
          unit: 'night',
          ...deluxeNights,
        },
        { description: 'Suite 401 (Suite), 2 nights, 1–3 Dec 2026', sac: '996311', quantity: 2, unit: 'night', ...suiteNights },
      ],
      taxablePaise: deluxeNights.taxablePaise + suiteNights.taxablePaise,
      cgstPaise: deluxeNights.cgstPaise + suiteNights.cgstPaise,
      sgstPaise: deluxeNights.sgstPaise + suiteNights.sgstPaise,
      totalPaise: 26000_00,
      supplier: {
        legalName: 'Anand Residency Hospitality LLP',
        gstin: '09ABKFA4521M1Z7',
        stateCode: '09',
        stateName: 'Uttar Pradesh',
      },
      recipient: {
        name: booking.userName,
        address: 'Lucknow, India',
        businessName: 'Verma Textiles Private Limited',
        gstin: '27AAPFU0939F1ZV',
      },
    });
    // The invoice carries the GST the booking shows, rate by rate.
    const stored = await harness.services.bookings.get(booking.id);
    expect(stored.totalPaise).toBe(invoice.totalPaise);
    const byAmount = (amounts: number[]) => [...amounts].sort((a, b) => a - b);
    expect(byAmount(invoice.lines.map((line) => line.totalPaise))).toEqual(
      byAmount(stored.lines.map((line) => line.amountPaise)),
    );

    // The invoice bills the folio's charges, to the paisa.
    const lines = await harness.database.dataSource.getRepository(BookingLine).findBy({ bookingId: booking.id });
    expect(invoice.totalPaise).toBe(chargesTotalPaise(stayCharges(stayRooms(lines))));

    // Reconciling again issues nothing: one invoice per booking.
    const again = await harness.database.dataSource.transaction((manager) =>
      harness.services.taxDocuments.reconcile(manager, booking.id),
    );
    expect(again).toEqual([]);
  });
});

describe('money taken at the desk in parts', () => {
  it('issues a receipt voucher for each payment before check-out, the invoice at it, and a credit note for a refund after it', async () => {
    const booking = await payAtHotel('2026-12-10', '2026-12-12');
    const advance = await harness.services.deskPayments.record(DESK, {
      bookingId: booking.id,
      amount: 2000,
      method: 'upi',
      reference: '612345678908',
    });
    const [voucher] = await documentsOf(booking.id);
    expect(voucher).toMatchObject({
      kind: 'receipt_voucher',
      number: 'RV/26-27/0002',
      paymentId: advance.payment.id,
      totalPaise: 2000_00,
      lines: [
        {
          sac: '996311',
          quantity: 1,
          rateBp: 500,
          taxablePaise: 1904_76,
          cgstPaise: 47_62,
          sgstPaise: 47_62,
          totalPaise: 2000_00,
        },
      ],
    });

    const rest = await take(booking.id, 3000);
    await checkOut(booking);
    const [, second, invoice] = await documentsOf(booking.id);
    // The rest, taken before check-out, is an advance too; check-out invoices the stay.
    expect(second).toMatchObject({
      kind: 'receipt_voucher',
      number: 'RV/26-27/0003',
      paymentId: rest.payment.id,
      totalPaise: 3000_00,
    });
    expect(invoice).toMatchObject({ kind: 'invoice', number: 'AR/26-27/0002', totalPaise: 5000_00 });
    expect(invoice.lines).toEqual([
      {
        description: expect.stringMatching(/\(Deluxe\), 2 nights, 10–12 Dec 2026$/),
        sac: '996311',
        quantity: 2,
        unit: 'night',
        ...nights(2, 2500_00, 500),
      },
    ]);

    await harness.services.deskPayments.refundGoodwill(DESK, { bookingId: booking.id, amount: 500, reason: 'The geyser failed' });
    const documents = await documentsOf(booking.id);
    expect(documents.map((doc) => doc.number)).toEqual(['RV/26-27/0002', 'RV/26-27/0003', 'AR/26-27/0002', 'CN/26-27/0001']);
    expect(documents[3]).toMatchObject({
      kind: 'credit_note',
      originalDocumentId: invoice.id,
      refundId: expect.any(String),
      reason: 'Goodwill refund after the invoice',
      totalPaise: 500_00,
      lines: [{ quantity: 1, ...nights(1, 500_00, 500) }],
    });
  });

  it('answers a reversed advance with a refund voucher', async () => {
    const booking = await payAtHotel('2026-12-14', '2026-12-16');
    const advance = await take(booking.id, 1000);
    await harness.services.deskPayments.reverse(DESK, advance.payment.id, 'Entered on the wrong booking');
    const [voucher, refund] = await documentsOf(booking.id);
    expect(refund).toMatchObject({
      kind: 'refund_voucher',
      number: expect.stringMatching(/^RF\/26-27\/\d{4}$/),
      originalDocumentId: voucher.id,
      totalPaise: 1000_00,
      reason: `Receipt ${advance.payment.receiptNumber} was entered in error and reversed`,
    });
  });
});

describe('cancelling a booking that had a part payment', () => {
  it('gives the advance back with a refund voucher when the cancellation is free', async () => {
    const booking = await payAtHotel('2026-12-20', '2026-12-22');
    await take(booking.id, 1500);
    await harness.services.cancellations.cancel(booking.id);
    const [voucher, refund] = await documentsOf(booking.id);
    expect(refund).toMatchObject({
      kind: 'refund_voucher',
      originalDocumentId: voucher.id,
      reason: 'Advance refunded on cancellation, under the cancellation policy',
      totalPaise: 1500_00,
    });
    // All of the advance goes back: the refund voucher's tax is the voucher's, to the paisa.
    const amounts = ({ rateBp, taxablePaise, cgstPaise, sgstPaise, totalPaise }: TaxDocument['lines'][number]) => ({
      rateBp,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      totalPaise,
    });
    expect(refund.lines.map(amounts)).toEqual(voucher.lines.map(amounts));
    expect(await documentsOf(booking.id)).toHaveLength(2);
  });

  it('refunds half with a refund voucher and invoices the half the policy keeps, when it is late', async () => {
    harness.clock.current = new Date('2026-11-21T12:00:00Z'); // 5:30 PM: tomorrow's arrival is within 24 hours
    const booking = await payAtHotel('2026-11-22', '2026-11-24');
    await take(booking.id, 1000);
    await harness.services.cancellations.cancel(booking.id);
    const [voucher, refund, invoice] = await documentsOf(booking.id);
    expect(refund).toMatchObject({ kind: 'refund_voucher', originalDocumentId: voucher.id, totalPaise: 500_00 });
    expect(invoice).toMatchObject({
      kind: 'invoice',
      totalPaise: 500_00,
      reason: 'Cancellation charge kept under the cancellation policy (₹500 of ₹5,000)',
    });
    expect(invoice.lines[0].description).toMatch(/2 nights, 22–24 Nov 2026 — cancellation charge kept/);
  });
});

describe('a stay changed before check-out', () => {
  it('issues no credit note when a stay paid in full is extended, and one invoice for the whole stay at check-out', async () => {
    const booking = await payAtHotel('2026-12-05', '2026-12-07');
    await take(booking.id, 5000);
    await harness.services.bookingChanges.changeStay(DESK, { bookingId: booking.id, checkOut: '2026-12-08' });
    expect((await documentsOf(booking.id)).map((doc) => doc.kind)).toEqual(['receipt_voucher']);
    await take(booking.id, 2500);
    await checkOut(booking);

    const documents = await documentsOf(booking.id);
    expect(documents.map((doc) => [doc.kind, doc.totalPaise])).toEqual([
      ['receipt_voucher', 5000_00],
      ['receipt_voucher', 2500_00],
      ['invoice', 7500_00],
    ]);
    const invoice = documents[2];
    expect(invoice.lines).toEqual([expect.objectContaining({ quantity: 3, unit: 'night', ...nights(3, 2500_00, 500) })]);
    expect(invoice.lines[0].description).toMatch(/3 nights, 5–8 Dec 2026$/);
    // The invoice's lines are the folio's charges as the stay stands at check-out.
    const lines = await harness.database.dataSource.getRepository(BookingLine).findBy({ bookingId: booking.id });
    const charges = stayCharges(stayRooms(lines));
    expect(invoice.lines.map((line) => line.totalPaise)).toEqual(charges.map((charge) => charge.totalPaise));
    expect(invoice.totalPaise).toBe(chargesTotalPaise(charges));
    expect(invoice.totalPaise).toBe((await harness.services.bookings.get(booking.id)).totalPaise);
  });

  it('issues nothing when a stay is shortened, and invoices the shorter stay at check-out', async () => {
    const booking = await payAtHotel('2026-12-01', '2026-12-04');
    await take(booking.id, 7500);
    await harness.services.bookingChanges.changeStay(DESK, { bookingId: booking.id, checkOut: '2026-12-03' });
    expect(await documentsOf(booking.id)).toHaveLength(1);
    await checkOut(booking);
    const [, invoice] = await documentsOf(booking.id);
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 5000_00, reason: null });
    expect(invoice.lines[0].description).toMatch(/2 nights, 1–3 Dec 2026$/);
  });

  it('corrects at check-out an invoice issued mid-stay under the former rule when the stay changed since', async () => {
    const booking = await payAtHotel('2026-12-14', '2026-12-16');
    await take(booking.id, 5000);
    // Before invoices waited for check-out, paying in full issued one at once (stored as then: no unit).
    const lines = await harness.database.dataSource.getRepository(BookingLine).findBy({ bookingId: booking.id });
    const before = invoiceLines(stayCharges(stayRooms(lines)), 5000_00, null).map(({ unit: _unit, ...line }) => line);
    const old = await insertTaxDocument(harness, 'invoice', 'AR/26-27/0900', '2026-11-21', booking.id, before);
    await harness.services.bookingChanges.changeStay(DESK, { bookingId: booking.id, checkOut: '2026-12-17' });
    await take(booking.id, 2500);
    expect(await documentsOf(booking.id)).toHaveLength(2);
    await checkOut(booking);

    const [, , correction, invoice] = await documentsOf(booking.id);
    expect(correction).toMatchObject({
      kind: 'credit_note',
      originalDocumentId: old.id,
      refundId: null,
      totalPaise: 5000_00,
      lines: old.lines,
      reason: 'Correction: the charges changed (now 14–17 Dec 2026); a new invoice replaces this one',
    });
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 7500_00, lines: [{ quantity: 3 }] });
  });
});

describe('at the desk on the day', () => {
  it('answers a no-show’s refund of a prepaid stay with a refund voucher, and invoices the charge kept', async () => {
    const booking = await payAtHotel('2026-11-21', '2026-11-23');
    await take(booking.id, 5000);
    await harness.services.stayDesk.markNoShow(DESK, booking.id);
    const [voucher, refund, invoice] = await documentsOf(booking.id);
    expect(voucher).toMatchObject({ kind: 'receipt_voucher', totalPaise: 5000_00 });
    expect(refund).toMatchObject({
      kind: 'refund_voucher',
      originalDocumentId: voucher.id,
      totalPaise: 2500_00,
      reason: 'Advance refunded on a no-show, beyond what the cancellation policy keeps',
    });
    expect(invoice).toMatchObject({
      kind: 'invoice',
      totalPaise: 2500_00,
      reason: 'No-show charge kept under the cancellation policy (₹2,500 of ₹5,000)',
    });
    expect(await documentsOf(booking.id)).toHaveLength(3);
  });

  it('invoices a no-show’s kept charge in the stay’s proportions once the desk takes it', async () => {
    const booking = await payAtHotel('2026-11-21', '2026-11-23');
    await harness.services.stayDesk.markNoShow(DESK, booking.id);
    expect(await documentsOf(booking.id)).toEqual([]);
    await take(booking.id, 2500);
    const [invoice] = await documentsOf(booking.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      totalPaise: 2500_00,
      lines: [{ quantity: 2, rateBp: 500, totalPaise: 2500_00 }],
    });
    expect(invoice.lines[0].description).toMatch(/— no-show charge kept under the cancellation policy \(₹2,500 of ₹5,000\)$/);
  });

  it('takes a pay-at-hotel stay’s money before check-out as an advance, and invoices the stay at check-out', async () => {
    const booking = await payAtHotel('2026-11-21', '2026-11-22');
    await harness.services.stayDesk.checkIn(DESK, booking.id, {
      idType: 'aadhaar',
      idNumber: '1234 5678 9012',
      adults: 1,
      children: 0,
    });
    expect(await documentsOf(booking.id)).toEqual([]);
    await take(booking.id, 2500);
    expect((await documentsOf(booking.id)).map((doc) => doc.kind)).toEqual(['receipt_voucher']);
    await harness.services.stayDesk.checkOut(DESK, booking.id);
    expect((await documentsOf(booking.id)).map((doc) => doc.kind)).toEqual(['receipt_voucher', 'invoice']);
  });
});

describe('issuing in the act’s transaction', () => {
  it('queues each document’s mail in the act’s transaction', async () => {
    const booking = await payAtHotel('2026-12-24', '2026-12-25');
    await take(booking.id, 2500);
    const [voucher] = await documentsOf(booking.id);
    const queued = await harness.database.dataSource
      .getRepository(OutboxMessage)
      .findBy({ bookingId: booking.id, kind: MessageKind.TAX_DOCUMENT });
    expect(queued).toEqual([
      expect.objectContaining({
        idempotencyKey: `tax_document:email:${booking.id}:${voucher.id}`,
        recipient: booking.userEmail,
        status: 'queued',
        params: { documentId: voucher.id },
      }),
    ]);
  });

  it('rolls the whole act back when a document cannot be issued, numbers included', async () => {
    const booking = await payAtHotel('2026-12-26', '2026-12-27');
    const { dataSource } = harness.database;
    const lastNumber = async (sql: string) =>
      Math.max(0, ...(await dataSource.query<{ number: string }[]>(sql)).map((row) => Number(row.number.split('/')[2])));
    const lastReceipt = () => lastNumber(`SELECT receipt_number AS number FROM payment WHERE receipt_number LIKE 'RC/2026-27/%'`);
    const lastVoucher = () => lastNumber(`SELECT number FROM tax_document WHERE number LIKE 'RV/26-27/%'`);
    const [receiptBefore, voucherBefore] = [await lastReceipt(), await lastVoucher()];
    const failing = jest.spyOn(harness.services.taxDocuments, 'reconcile').mockRejectedValueOnce(new Error('no voucher today'));
    try {
      await expect(take(booking.id, 2500)).rejects.toThrow('no voucher today');
    } finally {
      failing.mockRestore();
    }
    // Nothing of the act stayed: no entry, no mail, and the receipt number it took was given back.
    expect(await dataSource.getRepository(Payment).countBy({ bookingId: booking.id, status: 'paid' })).toBe(0);
    expect(await dataSource.getRepository(OutboxMessage).countBy({ bookingId: booking.id, kind: MessageKind.TAX_DOCUMENT })).toBe(
      0,
    );
    expect(await lastReceipt()).toBe(receiptBefore);
    const paid = await take(booking.id, 2500);
    expect(paid.payment.receiptNumber).toBe(`RC/2026-27/${String(receiptBefore + 1).padStart(5, '0')}`);
    expect(await lastVoucher()).toBe(voucherBefore + 1);
  });

  it('is refused any change by the database once issued', async () => {
    const booking = await payAtHotel('2026-12-28', '2026-12-29');
    await take(booking.id, 2500);
    await checkOut(booking);
    const [, invoice] = await documentsOf(booking.id);
    const { dataSource } = harness.database;
    await expect(
      dataSource.query(
        `UPDATE tax_document SET total_paise = 1, taxable_paise = 1, cgst_paise = 0, sgst_paise = 0 WHERE id = $1`,
        [invoice.id],
      ),
    ).rejects.toThrow(/never edited/);
    await expect(dataSource.query(`DELETE FROM tax_document WHERE id = $1`, [invoice.id])).rejects.toThrow(/never edited/);
    // Only the retention purge deletes, and only eight years after the document's financial year (2026-27).
    await expect(
      dataSource.transaction(async (manager) => {
        await manager.query(`SELECT set_config('hotel.retention_today', '2035-03-31', true)`);
        await manager.query(`DELETE FROM tax_document WHERE id = $1`, [invoice.id]);
      }),
    ).rejects.toThrow(/never edited/);
    expect(await dataSource.getRepository(TaxDocument).findOneByOrFail({ id: invoice.id })).toMatchObject({
      totalPaise: 2500_00,
    });
  });
});

describe('the financial year', () => {
  it('numbers a document of 31 March in the old year and the first of 1 April from 0001 of the new', async () => {
    harness.clock.current = new Date('2027-03-31T18:00:00Z'); // 31 Mar 2027, 11:30 PM in Kolkata
    const march = await payAtHotel('2027-03-31', '2027-04-01');
    const april = await payAtHotel('2027-04-01', '2027-04-02');
    await take(march.id, 2500);
    await harness.services.stayDesk.checkIn(DESK, march.id, {
      idType: 'aadhaar',
      idNumber: '1234 5678 9012',
      adults: 1,
      children: 0,
    });
    await harness.services.stayDesk.checkOut(DESK, march.id);
    harness.clock.current = new Date('2027-03-31T18:30:00Z'); // midnight: 1 Apr 2027
    await take(april.id, 2500);
    await harness.services.stayDesk.checkIn(DESK, april.id, {
      idType: 'aadhaar',
      idNumber: '1234 5678 9012',
      adults: 1,
      children: 0,
    });
    await harness.services.stayDesk.checkOut(DESK, april.id);
    const lastOfYear = (await documentsOf(march.id)).find((doc) => doc.kind === 'invoice');
    const [firstVoucher, firstOfYear] = await documentsOf(april.id);
    expect(lastOfYear).toMatchObject({
      issueDate: '2027-03-31',
      financialYear: '2026-27',
      number: expect.stringMatching(/^AR\/26-27\/\d{4}$/),
    });
    expect(firstOfYear).toMatchObject({ issueDate: '2027-04-01', financialYear: '2027-28', number: 'AR/27-28/0001' });
    expect(firstVoucher).toMatchObject({ kind: 'receipt_voucher', financialYear: '2027-28', number: 'RV/27-28/0001' });
  });

  it('takes the invoice prefix from the Settings as they stand when the invoice is issued', async () => {
    await harness.services.hotelSettings.get();
    await harness.database.dataSource.query(`UPDATE hotel_settings SET invoice_prefix = 'HAR2' WHERE id = 1`);
    try {
      const booking = await payAtHotel('2026-12-30', '2026-12-31');
      await take(booking.id, 2500);
      await checkOut(booking);
      const [, invoice] = await documentsOf(booking.id);
      expect(invoice.number).toMatch(/^HAR2\/26-27\/\d{4}$/);
      expect(invoice.number.length).toBeLessThanOrEqual(16);
    } finally {
      await harness.database.dataSource.query(`UPDATE hotel_settings SET invoice_prefix = 'AR' WHERE id = 1`);
    }
  });
});
