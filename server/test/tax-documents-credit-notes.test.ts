import { StaffRole } from '../src/modules/admin-auth';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { DocumentLine, TaxDocument } from '../src/modules/billing/documents/tax-document.entity';
import { FolioCredit } from '../src/modules/billing/folio-credits/folio-credit.entity';
import { Refund } from '../src/modules/billing/payments/refund.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { quotedEvent } from './support/banquet-events';
import { pdfText } from './support/document-pdfs';
import { createRoom, quoteFor } from './support/fixtures';
import { errorCodes, gql } from './support/graphql';
import { openDeskShift } from './support/shifts';
import { checkInAndOut } from './support/tax-documents';
import { TEST_ADMIN, useTestApp } from './support/test-app';

/**
 * Credit notes issued by hand after an invoice (issue 27: the accountant "issues credit notes";
 * an allowance after check-out or settlement), over GraphQL on a real app: numbered in the credit
 * note series, naming the invoice and the person, split over the invoice's rates in its
 * proportions to the paisa, never beyond what is left of the invoice, lowering the folio (a refund
 * due) without moving money, refused to the desk and housekeeping, for a stay and for an event.
 * Numbers are consecutive across this file's tests, so they run in order.
 */
const app = useTestApp();
const ROLES = [StaffRole.ACCOUNTANT, StaffRole.MANAGER, StaffRole.FRONT_DESK, StaffRole.HOUSEKEEPING] as const;
const emailOf = (role: StaffRole) => `${role.replace('_', '-')}.credit@hotel.test`;
const NAMES = {
  [StaffRole.ACCOUNTANT]: 'Kavita Joshi',
  [StaffRole.MANAGER]: 'Sanjay Mehra',
  [StaffRole.FRONT_DESK]: 'Pooja Rana',
  [StaffRole.HOUSEKEEPING]: 'Ramesh Lal',
} as const;

beforeAll(async () => {
  await openDeskShift(app);
  for (const role of ROLES) await app.services.adminAuth.ensureAdmin(emailOf(role), `${role}-password`, NAMES[role], role);
});

/** A token signed at the clock's time now (check-out moves the clock past earlier tokens' expiry). */
async function tokenOf(role: StaffRole | 'OWNER'): Promise<string> {
  const credentials = role === 'OWNER' ? TEST_ADMIN : { email: emailOf(role), password: `${role}-password` };
  return (await app.services.adminAuth.login(credentials, '10.0.0.21')).token;
}

const ISSUE = `mutation ($input: IssueCreditNoteInput!) {
  issueCreditNote(input: $input) {
    errors { field code message }
    creditNote { id number issueDate totalPaise taxablePaise cgstPaise sgstPaise invoiceNumber reason issuedBy pdfPath }
    booking { id creditedAmount paidAmount balanceDue }
    eventId
  }
}`;
const LIMIT = `query ($bookingId: ID, $eventId: ID) {
  creditNoteLimit(bookingId: $bookingId, eventId: $eventId) { invoiceNumber invoiceTotalPaise leftPaise left }
}`;
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { errors { message } } }`;
const REFUND = `mutation ($input: GoodwillRefundInput!) { refundGoodwill(input: $input) { errors { message } refunds { amountPaise reason } } }`;
const EVENT_PAYMENT = `mutation ($id: ID!, $input: EventPaymentInput!) { recordEventPayment(eventId: $id, input: $input) { errors { message } } }`;
const SETTLE = `mutation ($id: ID!, $input: SettleEventInput!) { settleEvent(eventId: $id, input: $input) {
  errors { message } settlement { invoiceNumber totalPaise } } }`;
const EVENT_MONEY = `query ($id: ID!) { eventMoney(eventId: $id) { paidPaise creditedPaise excessPaise documents { kind number originalNumber } } }`;

const repository = <T extends object>(entity: new () => T) => app.database.dataSource.getRepository(entity);
const documentsOf = (bookingId: string) => repository(TaxDocument).find({ where: { bookingId }, order: { issuedAt: 'ASC' } });
const written = async () => ({
  credits: await repository(FolioCredit).count(),
  documents: await repository(TaxDocument).count(),
  audit: await repository(AuditEntry).countBy({ action: 'credit_note' }),
});
const sumOf = (lines: DocumentLine[], pick: (line: DocumentLine) => number) => lines.reduce((sum, line) => sum + pick(line), 0);

let upiRef = 612_345_678_900;

/**
 * A stay paid in full at the desk by UPI and checked out, so invoiced: by default two rooms for
 * two nights, Garden at ₹3,000 (5%) and Suite at ₹10,000 (18%), GST included: ₹26,000.
 */
async function invoicedStay(rents: number[] = [3000, 10000]): Promise<{ booking: Booking; invoice: TaxDocument }> {
  const rooms = [];
  for (const rentPerDay of rents) rooms.push(await createRoom(app.services, { rentPerDay, type: 'Deluxe' }));
  const quote = quoteFor(rooms[0].id, '2026-12-01', '2026-12-03');
  for (const room of rooms.slice(1)) quote.bookingInfo.push({ ...quote.bookingInfo[0], roomId: room.id });
  const held = await app.services.payments.payAtHotel({ quote });
  const booking = await repository(Booking).findOneByOrFail({ id: held.id });
  upiRef += 1;
  const paid = await gql(
    app,
    RECORD,
    { input: { bookingId: booking.id, amount: booking.totalPaise / 100, method: 'UPI', reference: String(upiRef) } },
    { token: await app.adminToken() },
  );
  expect(paid.data.recordPayment.errors).toEqual([]);
  await checkInAndOut(app, booking);
  const invoice = (await documentsOf(booking.id)).find((document) => document.kind === 'invoice')!;
  return { booking, invoice };
}

/** The invoice's amounts at one GST rate. */
const atRate = (lines: DocumentLine[], rateBp: number) => {
  const ofRate = lines.filter((line) => line.rateBp === rateBp);
  return {
    taxablePaise: sumOf(ofRate, (line) => line.taxablePaise),
    cgstPaise: sumOf(ofRate, (line) => line.cgstPaise),
    sgstPaise: sumOf(ofRate, (line) => line.sgstPaise),
    totalPaise: sumOf(ofRate, (line) => line.totalPaise),
  };
};

describe('a credit note issued by hand after a stay’s invoice', () => {
  it('is numbered in the credit note series, names the invoice and the accountant, splits by the invoice’s rates to the paisa, and credits the folio', async () => {
    const { booking, invoice } = await invoicedStay();
    expect(invoice.totalPaise).toBe(26_000_00);
    const accountant = await tokenOf(StaffRole.ACCOUNTANT);

    const first = await gql(
      app,
      ISSUE,
      { input: { bookingId: booking.id, amount: 2600, reason: 'Goodwill discount agreed after check-out: the AC failed' } },
      { token: accountant },
    );
    expect(first.data.issueCreditNote.errors).toEqual([]);
    const note = first.data.issueCreditNote.creditNote;
    expect(note).toMatchObject({
      number: 'CN/26-27/0001',
      issueDate: '2026-12-01',
      totalPaise: 2600_00,
      invoiceNumber: invoice.number,
      reason: 'Goodwill discount agreed after check-out: the AC failed',
      issuedBy: NAMES[StaffRole.ACCOUNTANT],
      pdfPath: `/api/admin/documents/${note.id}/pdf`,
    });
    expect(note.taxablePaise + note.cgstPaise + note.sgstPaise).toBe(2600_00);
    // The guest paid ₹26,000 for a stay now billed ₹23,400: the hotel owes ₹2,600 back; no money moved.
    expect(first.data.issueCreditNote.booking).toEqual({
      id: booking.id,
      creditedAmount: 2600,
      paidAmount: 26_000,
      balanceDue: -2600,
    });
    expect(await repository(Refund).countBy({ bookingId: booking.id })).toBe(0);

    const stored = await repository(TaxDocument).findOneByOrFail({ id: note.id });
    const credit = await repository(FolioCredit).findOneByOrFail({ bookingId: booking.id });
    expect(credit).toMatchObject({ invoiceId: invoice.id, amountPaise: 2600_00, grantedBy: NAMES[StaffRole.ACCOUNTANT] });
    expect(stored).toMatchObject({
      kind: 'credit_note',
      creditId: credit.id,
      originalDocumentId: invoice.id,
      refundId: null,
      paymentId: null,
      issuedBy: NAMES[StaffRole.ACCOUNTANT],
      recipient: invoice.recipient,
    });
    // One line per rate, in the invoice's proportions (₹6,000 of ₹26,000 at 5%, ₹20,000 at 18%).
    expect(stored.lines.map(({ description, sac, rateBp, totalPaise }) => ({ description, sac, rateBp, totalPaise }))).toEqual([
      { description: 'Allowance on room accommodation', sac: '996311', rateBp: 500, totalPaise: 600_00 },
      { description: 'Allowance on room accommodation', sac: '996311', rateBp: 1800, totalPaise: 2000_00 },
    ]);
    for (const line of stored.lines) {
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.totalPaise);
      expect(line.cgstPaise).toBe(line.sgstPaise);
      expect(Math.abs(line.cgstPaise * 2 - Math.round((line.taxablePaise * line.rateBp) / 10_000))).toBeLessThanOrEqual(1);
    }
    const [audit] = await repository(AuditEntry).findBy({ bookingId: booking.id, action: 'credit_note' });
    expect(audit.actor).toBe(`${NAMES[StaffRole.ACCOUNTANT]} <${emailOf(StaffRole.ACCOUNTANT)}>`);
    expect(audit.detail).toBe(
      `Credit note CN/26-27/0001 of ₹2,600 against invoice ${invoice.number}: Goodwill discount agreed after check-out: the AC failed; refund due ₹2,600`,
    );

    const limit = await gql(app, LIMIT, { bookingId: booking.id }, { token: accountant });
    expect(limit.data.creditNoteLimit).toEqual({
      invoiceNumber: invoice.number,
      invoiceTotalPaise: 26_000_00,
      leftPaise: 23_400_00,
      left: 23_400,
    });

    // The rest of the invoice, exactly: both credit notes add up to the invoice, rate by rate.
    const rest = await gql(
      app,
      ISSUE,
      { input: { bookingId: booking.id, amount: 23_400, reason: 'Charged in error: the stay was complimentary' } },
      { token: accountant },
    );
    expect(rest.data.issueCreditNote.creditNote.number).toBe('CN/26-27/0002');
    const notes = (await documentsOf(booking.id)).filter((document) => document.kind === 'credit_note');
    const credited = notes.flatMap((document) => document.lines);
    for (const rateBp of [500, 1800]) expect(atRate(credited, rateBp)).toEqual(atRate(invoice.lines, rateBp));

    // Nothing is left: any more is refused, and nothing is written (the next number stays free).
    const before = await written();
    const more = await gql(
      app,
      ISSUE,
      { input: { bookingId: booking.id, amount: 1, reason: 'One more' } },
      { token: accountant },
    );
    expect(more.data.issueCreditNote.errors).toEqual([
      {
        field: 'amount',
        code: 'CREDIT_NOTE_OVER_INVOICE',
        message: `Invoice ${invoice.number} is credited in full already.`,
      },
    ]);
    expect(await written()).toEqual(before);
  });

  it('is never more than what credit notes have left of the invoice, and needs an invoice; bad input changes nothing', async () => {
    const { booking, invoice } = await invoicedStay([2500]);
    // A goodwill refund after the invoice is a credit note too (CN/26-27/0003): ₹500 of ₹5,000.
    const refunded = await gql(
      app,
      REFUND,
      { input: { bookingId: booking.id, amount: 500, reason: 'Noisy room' } },
      { token: await tokenOf('OWNER') },
    );
    expect(refunded.data.refundGoodwill.refunds).toEqual([{ amountPaise: 500_00, reason: 'GOODWILL' }]);
    const accountant = await tokenOf(StaffRole.ACCOUNTANT);
    const before = await written();

    const over = await gql(
      app,
      ISSUE,
      { input: { bookingId: booking.id, amount: 4500.01, reason: 'Too much' } },
      { token: accountant },
    );
    expect(over.data.issueCreditNote.errors).toEqual([
      {
        field: 'amount',
        code: 'CREDIT_NOTE_OVER_INVOICE',
        message: `Invoice ${invoice.number} has ₹4,500 left to credit; a credit note cannot be more.`,
      },
    ]);
    const room = await createRoom(app.services);
    const open = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-12-20', '2026-12-21') });
    const noInvoice = await gql(
      app,
      ISSUE,
      { input: { bookingId: open.id, amount: 100, reason: 'Early' } },
      { token: accountant },
    );
    expect(noInvoice.data.issueCreditNote.errors).toEqual([
      {
        field: 'amount',
        code: 'CREDIT_NOTE_NO_INVOICE',
        message:
          'No tax invoice has been issued for this booking yet: a credit note lowers an issued invoice. Until then, change the stay or its charges instead.',
      },
    ]);
    const bad = await gql(app, ISSUE, { input: { bookingId: booking.id, amount: 0, reason: 'x' } }, { token: accountant });
    expect(bad.data.issueCreditNote.errors.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual([
      ['amount', 'CREDIT_NOTE_AMOUNT_INVALID'],
      ['reason', 'CREDIT_NOTE_REASON_INVALID'],
    ]);
    const both = await gql(
      app,
      ISSUE,
      { input: { bookingId: booking.id, eventId: booking.id, amount: 10, reason: 'Which one?' } },
      { token: accountant },
    );
    expect(both.data.issueCreditNote.errors[0]).toMatchObject({ field: 'bookingId', code: 'CREDIT_NOTE_SALE_REQUIRED' });
    expect(await written()).toEqual(before);

    // Exactly what is left is allowed, and numbered next after the goodwill refund's credit note.
    const exact = await gql(
      app,
      ISSUE,
      { input: { bookingId: booking.id, amount: 4500, reason: 'Complimentary' } },
      { token: accountant },
    );
    expect(exact.data.issueCreditNote.creditNote).toMatchObject({ number: 'CN/26-27/0004', totalPaise: 4500_00 });
  });

  it('is refused to the front desk and housekeeping (FORBIDDEN, nothing written); the owner and the manager may issue it', async () => {
    const { booking } = await invoicedStay([2000]);
    const before = await written();
    for (const role of [StaffRole.FRONT_DESK, StaffRole.HOUSEKEEPING]) {
      const refused = await gql(
        app,
        ISSUE,
        { input: { bookingId: booking.id, amount: 100, reason: 'Not mine to give' } },
        { token: await tokenOf(role) },
      );
      expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
    }
    expect(await written()).toEqual(before);
    for (const role of [StaffRole.MANAGER, 'OWNER'] as const) {
      const issued = await gql(
        app,
        ISSUE,
        { input: { bookingId: booking.id, amount: 100, reason: 'Late breakfast' } },
        { token: await tokenOf(role) },
      );
      expect(issued.data.issueCreditNote.errors).toEqual([]);
    }
    const issuedBy = (await documentsOf(booking.id)).filter((doc) => doc.kind === 'credit_note').map((doc) => doc.issuedBy);
    expect(issuedBy).toEqual([NAMES[StaffRole.MANAGER], 'Hotel Admin']);
  });

  it('leaves a refund due that the owner pays back as an overpayment: no second credit note, nothing due after', async () => {
    const { booking } = await invoicedStay([4000]);
    const issued = await gql(
      app,
      ISSUE,
      { input: { bookingId: booking.id, amount: 1000, reason: 'Room not serviced on the second day' } },
      { token: await tokenOf(StaffRole.ACCOUNTANT) },
    );
    expect(issued.data.issueCreditNote.booking).toMatchObject({ creditedAmount: 1000, balanceDue: -1000 });
    const documentsBefore = (await documentsOf(booking.id)).length;

    const paidBack = await gql(
      app,
      REFUND,
      { input: { bookingId: booking.id, amount: 1000, reason: 'The allowance, back to the guest’s UPI' } },
      { token: await tokenOf('OWNER') },
    );
    expect(paidBack.data.refundGoodwill).toEqual({ errors: [], refunds: [{ amountPaise: 1000_00, reason: 'OVERPAYMENT' }] });
    expect((await documentsOf(booking.id)).length).toBe(documentsBefore);
    const money = await app.services.bookingMoney.of(app.database.dataSource.manager, booking.id);
    expect(money).toMatchObject({ paidPaise: 7000_00, creditedPaise: 1000_00, goodwillPaise: 0, balanceDuePaise: 0 });
  });

  it('prints like the other credit notes: its number, the invoice it lowers, the reason and the person', async () => {
    const { booking, invoice } = await invoicedStay([3500]);
    const token = await tokenOf(StaffRole.ACCOUNTANT);
    const issued = await gql(
      app,
      ISSUE,
      { input: { bookingId: booking.id, amount: 700, reason: 'Laundry billed twice' } },
      { token },
    );
    const { number, pdfPath } = issued.data.issueCreditNote.creditNote;
    const reply = await fetch(`${app.baseUrl}${pdfPath}`, { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await reply.arrayBuffer())).replace(/\s+/g, ' ');
    for (const words of [
      'Credit Note',
      number,
      invoice.number,
      'Laundry billed twice',
      `Issued by ${NAMES[StaffRole.ACCOUNTANT]}`,
      '700.00',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('two at once for all that is left: one is issued, the other refused', async () => {
    const { booking } = await invoicedStay([1500]);
    const [first, second] = [await tokenOf(StaffRole.ACCOUNTANT), await tokenOf(StaffRole.MANAGER)];
    const replies = await Promise.all(
      [first, second].map((token) =>
        gql(app, ISSUE, { input: { bookingId: booking.id, amount: 3000, reason: 'Complimentary stay' } }, { token }),
      ),
    );
    const codes = replies.map((reply) => reply.data.issueCreditNote.errors[0]?.code ?? 'ISSUED').sort();
    expect(codes).toEqual(['CREDIT_NOTE_OVER_INVOICE', 'ISSUED']);
    expect(await repository(FolioCredit).countBy({ bookingId: booking.id })).toBe(1);
  });
});

describe('a credit note after an event’s invoice', () => {
  it('takes the same path: against the settlement’s invoice, in its proportions, the event’s folio credited', async () => {
    const owner = await app.adminToken();
    const event = await quotedEvent(app, 0, { guests: 100 });
    const paid = await gql(
      app,
      EVENT_PAYMENT,
      { id: event.id, input: { amount: 50_000, method: 'bank_transfer', reference: 'NEFT-C123456789' } },
      { token: owner },
    );
    expect(paid.data.recordEventPayment.errors).toEqual([]);
    const settled = await gql(app, SETTLE, { id: event.id, input: { finalPlates: 100 } }, { token: owner });
    expect(settled.data.settleEvent.errors).toEqual([]);
    const { invoiceNumber, totalPaise } = settled.data.settleEvent.settlement;

    const issued = await gql(
      app,
      ISSUE,
      { input: { eventId: event.id, amount: 5000, reason: 'Stage decoration arrived late' } },
      { token: await tokenOf(StaffRole.ACCOUNTANT) },
    );
    expect(issued.data.issueCreditNote.errors).toEqual([]);
    expect(issued.data.issueCreditNote).toMatchObject({
      eventId: event.id,
      booking: null,
      creditNote: { invoiceNumber, totalPaise: 5000_00, issuedBy: NAMES[StaffRole.ACCOUNTANT] },
    });
    const note = await repository(TaxDocument).findOneByOrFail({ id: issued.data.issueCreditNote.creditNote.id });
    const invoice = await repository(TaxDocument).findOneByOrFail({ number: invoiceNumber });
    // Hall rent at 18% and plates at 5%: the allowance takes each rate's share of the invoice.
    expect(note.lines.map((line) => [line.sac, line.rateBp]).sort()).toEqual(
      invoice.lines.map((line) => [line.sac, line.rateBp]).sort(),
    );
    expect(sumOf(note.lines, (line) => line.totalPaise)).toBe(5000_00);
    const money = (await gql(app, EVENT_MONEY, { id: event.id }, { token: owner })).data.eventMoney;
    expect(money).toMatchObject({ paidPaise: 50_000_00, creditedPaise: 5000_00, excessPaise: 0 });
    expect(money.documents.at(-1)).toEqual({ kind: 'CREDIT_NOTE', number: note.number, originalNumber: invoiceNumber });
    const balance = await app.services.eventMoney.of(event.id);
    expect(balance.balancePaise).toBe(totalPaise - 50_000_00 - 5000_00);
  });
});
