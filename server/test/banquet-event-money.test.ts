import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { priceEvent } from '../src/modules/banquet/event-price';
import { eventCharges } from '../src/modules/billing/index';
import { planDocuments, SaleFacts } from '../src/modules/billing/documents/document-plan';
import { TaxDocument } from '../src/modules/billing/documents/tax-document.entity';
import { Payment } from '../src/modules/billing/payments/payment.entity';
import { Refund } from '../src/modules/billing/payments/refund.entity';
import { todayInHotel } from '../src/shared/dates';
import { quotedEvent } from './support/banquet-events';
import { pdfText } from './support/document-pdfs';
import { gql } from './support/graphql';
import { captureAtGateway } from './support/payments';
import { TestApp, useTestApp } from './support/test-app';
import { openDeskShift } from './support/shifts';

const app = useTestApp();
// Cash at the desk needs an open shift (cash-shifts.test.ts is about them).
beforeAll(() => openDeskShift(app));

const MONEY = `query ($id: ID!) { eventMoney(eventId: $id) {
  status paidPaise excessPaise canRecordPayment canSettle canCancel
  plan { totalPaise balancePaise steps { label amountPaise paid } }
  entries { amountPaise receiptNumber provider }
  refunds { amountPaise status providerRefundId reason }
  documents { kind number totalPaise originalNumber reason pdfPath }
} }`;
const RECORD = `mutation ($id: ID!, $input: EventPaymentInput!) { recordEventPayment(eventId: $id, input: $input) {
  errors { field code message } confirmed payment { receiptNumber amountPaise eventId bookCode }
  money { status paidPaise documents { kind number totalPaise } }
} }`;
const SETTLE = `mutation ($id: ID!, $input: SettleEventInput!) { settleEvent(eventId: $id, input: $input) {
  errors { field code message }
  settlement { billedPlates totalPaise paidPaise balancePaise excessPaise invoiceNumber }
  money { status price { taxes { sac rateBp taxablePaise cgstPaise sgstPaise } totalPaise } }
} }`;
const QUOTE = `query ($id: ID!) { eventCancellationQuote(eventId: $id) { daysBefore refundPercent paidPaise refundPaise keptPaise summary } }`;
const CANCEL = `mutation ($id: ID!, $reason: String!) { cancelEvent(eventId: $id, reason: $reason) {
  errors { field code message } quote { refundPaise keptPaise summary } refunds { amountPaise status providerRefundId }
  money { status documents { kind number totalPaise originalNumber } }
} }`;

/** An online payment of the event as the payment page leaves it in the ledger (captured at the simulated gateway). */
async function onlinePayment(test: TestApp, event: BanquetEvent, amountPaise: number): Promise<Payment> {
  const order = await test.services.paymentProvider.createOrder({
    amountPaise,
    receipt: event.reference,
    notes: { eventId: event.id },
  });
  const providerId = await captureAtGateway(test, order.id, amountPaise);
  return test.database.dataSource.getRepository(Payment).save({
    eventId: event.id,
    bookingId: null,
    bookCode: event.reference,
    provider: test.services.paymentProvider.name,
    method: 'upi',
    status: 'paid',
    amountPaise,
    currency: 'INR',
    razorpayOrderId: order.id,
    razorpayPaymentId: providerId,
    paidAt: test.clock.now(),
  });
}

const addsUp = (doc: Pick<TaxDocument, 'lines' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise'>) => {
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise') => doc.lines.reduce((s, l) => s + l[key], 0);
  expect(sum('taxablePaise')).toBe(doc.taxablePaise);
  expect(sum('cgstPaise')).toBe(doc.cgstPaise);
  expect(sum('totalPaise')).toBe(doc.totalPaise);
  expect(doc.taxablePaise + doc.cgstPaise + doc.sgstPaise).toBe(doc.totalPaise);
};

describe('an event’s money at the desk', () => {
  afterEach(() => app.clock.reset());

  it('is for admins only', async () => {
    const event = await quotedEvent(app, 60);
    for (const [query, variables] of [
      [MONEY, { id: event.id }],
      [QUOTE, { id: event.id }],
      [RECORD, { id: event.id, input: { amount: 100, method: 'cash' } }],
      [CANCEL, { id: event.id, reason: 'x' }],
    ] as const) {
      const response = await gql(app, query, variables);
      expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('takes the advance with a receipt number and a voucher split by SAC, which confirms the event; refuses bad amounts', async () => {
    const token = await app.adminToken();
    const event = await quotedEvent(app, 60);
    // 40,000 + 18% = 47,200; 200 × 900 = 1,80,000 + 5% = 1,89,000; total 2,36,200; advance 25% = 59,050.
    expect(event.totalPaise).toBe(2_36_200_00);
    const zero = await gql(app, RECORD, { id: event.id, input: { amount: 0, method: 'cash' } }, { token });
    expect(zero.data.recordEventPayment.errors[0]).toMatchObject({ field: 'amount', code: 'DESK_AMOUNT_INVALID' });
    const over = await gql(app, RECORD, { id: event.id, input: { amount: 300_000, method: 'cash' } }, { token });
    expect(over.data.recordEventPayment.errors[0]).toMatchObject({
      field: 'amount',
      code: 'EVENT_PAYMENT_OVER_BALANCE',
      message: 'The balance due is ₹2,36,200; the desk cannot take more than that.',
    });

    const part = await gql(
      app,
      RECORD,
      { id: event.id, input: { amount: 20_000, method: 'upi', reference: '612345678901' } },
      { token },
    );
    expect(part.data.recordEventPayment).toMatchObject({ errors: [], confirmed: false, money: { status: 'QUOTED' } });
    expect(part.data.recordEventPayment.payment).toMatchObject({ eventId: event.id, bookCode: event.reference });
    expect(part.data.recordEventPayment.payment.receiptNumber).toMatch(/^RC\/2026-27\/\d{5}$/);

    const rest = await gql(app, RECORD, { id: event.id, input: { amount: 39_050, method: 'cash' } }, { token });
    expect(rest.data.recordEventPayment).toMatchObject({
      errors: [],
      confirmed: true,
      money: { status: 'CONFIRMED', paidPaise: 59_050_00 },
    });

    const vouchers = await app.database.dataSource
      .getRepository(TaxDocument)
      .find({ where: { eventId: event.id }, order: { number: 'ASC' } });
    expect(vouchers.map((doc) => [doc.kind, doc.totalPaise, doc.bookCode, doc.bookingId])).toEqual([
      ['receipt_voucher', 20_000_00, event.reference, null],
      ['receipt_voucher', 39_050_00, event.reference, null],
    ]);
    for (const voucher of vouchers) {
      addsUp(voucher);
      expect(voucher.lines.map((line) => [line.sac, line.rateBp])).toEqual([
        ['997212', 1800],
        ['996334', 500],
      ]);
    }
    // In the event's proportions: 47,200 of 2,36,200 is hall rent.
    expect(vouchers[0].lines[0].totalPaise).toBe(Math.round((20_000_00 * 47_200_00) / 2_36_200_00));

    // The owner reads both payments in the event's history.
    const history = await gql(app, `query ($id: ID!) { event(id: $id) { history { detail } } }`, { id: event.id }, { token });
    const details = history.data.event.history.map((entry: { detail: string }) => entry.detail);
    expect(details.filter((detail: string) => detail.startsWith(`${event.reference}: ₹`))).toHaveLength(2);
    expect(details.at(-1)).toMatch(/receipt RC\/2026-27\/\d{5}; the event is confirmed; balance due ₹1,77,150$/);
  });

  it('settles on max(guaranteed, final) plates plus extras, with an invoice of hall rent and plates that adds up, and the balance', async () => {
    const token = await app.adminToken();
    const event = await quotedEvent(app, 0, { changes: { guaranteedPlates: 220 } });
    await gql(
      app,
      RECORD,
      { id: event.id, input: { amount: 100_000, method: 'bank_transfer', reference: 'NEFT-N123456789' } },
      { token },
    );
    const early = await quotedEvent(app, 3);
    await gql(app, RECORD, { id: early.id, input: { amount: 60_000, method: 'cash' } }, { token });
    const tooEarly = await gql(app, SETTLE, { id: early.id, input: { finalPlates: 150 } }, { token });
    expect(tooEarly.data.settleEvent.errors[0].code).toBe('EVENT_SETTLEMENT_INVALID');

    const settled = await gql(
      app,
      SETTLE,
      {
        id: event.id,
        input: {
          finalPlates: 210,
          extras: [
            { description: 'Stage decoration', quantity: 1, unit: 15_000, taxClass: 'hall' },
            { description: 'Live jalebi counter', quantity: 50, unit: 60, taxClass: 'catering' },
          ],
        },
      },
      { token },
    );
    // Plates billed: max(220 guaranteed, 210 served) = 220 × 900 = 1,98,000 + 3,000 counter = 2,01,000 @5%;
    // hall 40,000 + 15,000 = 55,000 @18%.
    const hallTax = 55_000_00 * 0.09;
    const cateringTax = 2_01_000_00 * 0.025;
    const total = 55_000_00 + 2_01_000_00 + 2 * hallTax + 2 * cateringTax;
    expect(settled.data.settleEvent).toMatchObject({
      errors: [],
      settlement: {
        billedPlates: 220,
        totalPaise: total,
        paidPaise: 100_000_00,
        balancePaise: total - 100_000_00,
        excessPaise: 0,
      },
      money: {
        status: 'COMPLETED',
        price: {
          taxes: [
            { sac: '997212', rateBp: 1800, taxablePaise: 55_000_00, cgstPaise: hallTax, sgstPaise: hallTax },
            { sac: '996334', rateBp: 500, taxablePaise: 2_01_000_00, cgstPaise: cateringTax, sgstPaise: cateringTax },
          ],
        },
      },
    });
    const invoice = await app.database.dataSource
      .getRepository(TaxDocument)
      .findOneByOrFail({ eventId: event.id, kind: 'invoice' });
    expect(invoice.number).toBe(settled.data.settleEvent.settlement.invoiceNumber);
    expect(invoice.totalPaise).toBe(total);
    addsUp(invoice);
    // One line per charge, each with its SAC and its quantity: the hall a session, the plates billed as plates.
    expect(
      invoice.lines.map((line) => [line.sac, line.quantity, line.unit, line.rateBp, line.taxablePaise, line.cgstPaise]),
    ).toEqual([
      ['997212', 1, 'session', 1800, 40_000_00, 40_000_00 * 0.09],
      ['996334', 220, 'plate', 500, 1_98_000_00, 1_98_000_00 * 0.025],
      ['997212', 1, 'each', 1800, 15_000_00, 15_000_00 * 0.09],
      ['996334', 50, 'each', 500, 3_000_00, 3_000_00 * 0.025],
    ]);
    expect(invoice.lines[1].description).toBe('Royal Veg (per plate): 220 × ₹900');
    // Per SAC and rate the lines add up to the event's GST, to the paisa.
    const ofSac = (sac: string) => invoice.lines.filter((line) => line.sac === sac);
    expect(ofSac('997212').reduce((sum, line) => sum + line.cgstPaise, 0)).toBe(hallTax);
    expect(ofSac('996334').reduce((sum, line) => sum + line.cgstPaise, 0)).toBe(cateringTax);

    // The balance at the desk after settlement: no voucher (the invoice covers it); then nothing is due.
    const balance = await gql(
      app,
      RECORD,
      { id: event.id, input: { amount: (total - 100_000_00) / 100, method: 'card', reference: 'A1B2C3' } },
      { token },
    );
    expect(balance.data.recordEventPayment.errors).toEqual([]);
    const money = (await gql(app, MONEY, { id: event.id }, { token })).data.eventMoney;
    expect(money).toMatchObject({ status: 'COMPLETED', canRecordPayment: false, canSettle: false, canCancel: false });
    expect(money.documents.map((doc: { kind: string }) => doc.kind)).toEqual(['RECEIPT_VOUCHER', 'INVOICE']);

    const pdf = await fetch(`${app.baseUrl}${money.documents[1].pdfPath}`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // The banquet invoice reads like one: no room heading, no nights, the plates as quantity.
    const printed = pdfText(Buffer.from(await pdf.arrayBuffer()), true);
    expect(printed).toContain('HALL RENT AND CATERING');
    expect(printed).not.toMatch(/room accommodation|nights/i);
    expect(printed).toMatch(/#\s+Description\s+SAC\s+Qty\s+Taxable value/);
    expect(printed).toMatch(/997212\s+1 session\s+₹40,000\.00\s+18%/);
    expect(printed).toMatch(/Royal Veg \(per plate\):.*996334\s+220 plates\s+₹1,98,000\.00\s+5%/);
  });

  it('cancels by the accepted scale: online money back through the provider, refund vouchers, the kept part invoiced', async () => {
    const token = await app.adminToken();
    const event = await quotedEvent(app, 45);
    const online = await onlinePayment(app, event, 50_000_00);
    await gql(app, RECORD, { id: event.id, input: { amount: 10_000, method: 'cash' } }, { token });
    // The terms changed after the customer accepted them: the event keeps its own scale.
    await app.database.dataSource.query(
      `UPDATE banquet_terms SET cancellation_scale = '[{"minDaysBefore":0,"refundPercent":0}]'`,
    );

    const quote = (await gql(app, QUOTE, { id: event.id }, { token })).data.eventCancellationQuote;
    expect(quote).toEqual({
      daysBefore: 45,
      refundPercent: 50,
      paidPaise: 60_000_00,
      refundPaise: 30_000_00,
      keptPaise: 30_000_00,
      summary: 'Cancelled 45 days before: 50% of the money paid is refunded (₹30,000 of ₹60,000).',
    });
    const noReason = await gql(app, CANCEL, { id: event.id, reason: ' ' }, { token });
    expect(noReason.data.cancelEvent.errors[0]).toMatchObject({ field: 'reason', code: 'EVENT_CANCEL_REASON_REQUIRED' });

    const cancelled = await gql(app, CANCEL, { id: event.id, reason: 'Family moved the wedding' }, { token });
    expect(cancelled.data.cancelEvent).toMatchObject({ errors: [], quote: { refundPaise: 30_000_00, keptPaise: 30_000_00 } });
    expect(cancelled.data.cancelEvent.refunds).toEqual([
      {
        amountPaise: 30_000_00,
        status: expect.stringMatching(/pending|processed/),
        providerRefundId: expect.stringMatching(/^rfnd_/),
      },
    ]);
    const refund = await app.database.dataSource.getRepository(Refund).findOneByOrFail({ eventId: event.id });
    expect(refund).toMatchObject({ paymentId: online.id, bookingId: null, reason: 'cancellation' });

    const docs = cancelled.data.cancelEvent.money.documents as Array<{
      kind: string;
      totalPaise: number;
      originalNumber: string;
    }>;
    expect(cancelled.data.cancelEvent.money.status).toBe('CANCELLED');
    expect(docs.map((doc) => [doc.kind, doc.totalPaise])).toEqual([
      ['RECEIPT_VOUCHER', 50_000_00],
      ['RECEIPT_VOUCHER', 10_000_00],
      ['REFUND_VOUCHER', 30_000_00],
      ['INVOICE', 30_000_00],
    ]);
    expect(docs[2].originalNumber).toBe((docs[0] as unknown as { number: string }).number);
    const again = await gql(app, CANCEL, { id: event.id, reason: 'Twice' }, { token });
    expect(again.data.cancelEvent.errors[0].code).toBe('EVENT_STATUS_CONFLICT');
  });

  it('refunds nothing under 30 days, and a credit note answers a cancellation refund after an invoice', async () => {
    const token = await app.adminToken();
    const late = await quotedEvent(app, 29);
    await gql(app, RECORD, { id: late.id, input: { amount: 59_050, method: 'cash' } }, { token });
    const lateCancel = await gql(app, CANCEL, { id: late.id, reason: 'Called off' }, { token });
    expect(lateCancel.data.cancelEvent).toMatchObject({
      errors: [],
      refunds: [],
      quote: { refundPaise: 0, keptPaise: 59_050_00 },
    });

    // A refund on cancellation after the invoice is a credit note against it (the plan's rule).
    const lines = (await app.database.dataSource.getRepository(BanquetEvent).findOneByOrFail({ id: late.id })).lines;
    let n = 0;
    const settled: SaleFacts = {
      stage: 'supplied',
      totalPaise: priceEvent(lines).totalPaise,
      charges: eventCharges(lines, priceEvent(lines).taxes, '2026-12-20', 'Reception on Sun, 20 Dec 2026'),
      subject: 'Reception on Sun, 20 Dec 2026',
      terms: 'cancellation scale',
      money: { paidPaise: 0, goodwillPaise: 0, creditedPaise: 0, balanceDuePaise: 0 },
      entries: [],
      refunds: [],
      credits: [],
      documents: [],
    };
    const [invoice] = planDocuments(settled, () => `doc-${++n}`);
    const drafts = planDocuments(
      {
        ...settled,
        refunds: [{ id: 'r1', paymentId: 'p1', amountPaise: 10_000_00, reason: 'goodwill' }],
        documents: [invoice],
      },
      () => `doc-${++n}`,
    );
    expect(drafts.map((draft) => [draft.kind, draft.originalDocumentId, draft.totalPaise])).toEqual([
      ['credit_note', invoice.id, 10_000_00],
    ]);
    expect(priceEvent(lines).totalPaise).toBe(invoice.totalPaise);
  });

  it('tells the owner plainly when another event took the hall, and records nothing', async () => {
    const token = await app.adminToken();
    const first = await quotedEvent(app, 50);
    const second = await app.database.dataSource.transaction(async (manager) => {
      const source = await manager.findOneByOrFail(BanquetEvent, { id: first.id });
      const { hallId, sessionId, eventDate, occasion, expectedGuests, hostName, hostPhone, hostEmail, lines, terms } = source;
      const copy = await app.services.eventLifecycle.create(manager, {
        ...{ hallId, sessionId, eventDate, occasion, expectedGuests, hostName, hostPhone, hostEmail, lines, terms },
        menuPackageId: null,
        notes: null,
      });
      await app.services.eventLifecycle.quote(manager, copy, source.lines);
      return copy;
    });
    await gql(app, RECORD, { id: first.id, input: { amount: 59_050, method: 'cash' } }, { token });
    const taken = await gql(app, RECORD, { id: second.id, input: { amount: 59_050, method: 'cash' } }, { token });
    expect(taken.errors).toBeUndefined();
    expect(taken.data.recordEventPayment.errors[0]).toMatchObject({ code: 'EVENT_SLOT_TAKEN' });
    expect(taken.data.recordEventPayment.errors[0].message).toMatch(/^Sorry, .* is already taken for Dinner on /);
    expect(await app.database.dataSource.getRepository(Payment).countBy({ eventId: second.id })).toBe(0);
    expect(await app.database.dataSource.getRepository(TaxDocument).countBy({ eventId: second.id })).toBe(0);
  });

  it('keeps the month’s GST summary adding up with event documents in it', async () => {
    const token = await app.adminToken();
    const month = todayInHotel(app.clock.now()).slice(0, 7);
    const settled = await quotedEvent(app, 0);
    await gql(app, RECORD, { id: settled.id, input: { amount: 70_000, method: 'cash' } }, { token });
    await gql(app, SETTLE, { id: settled.id, input: { finalPlates: 180 } }, { token });
    const cancelled = await quotedEvent(app, 100);
    await gql(app, RECORD, { id: cancelled.id, input: { amount: 59_050, method: 'upi', reference: '612345678902' } }, { token });
    await gql(app, CANCEL, { id: cancelled.id, reason: 'Changed venue' }, { token });

    const summary = await app.services.gstSummary.summary(month);
    const docs = await app.database.dataSource
      .getRepository(TaxDocument)
      .find({ where: [{ eventId: settled.id }, { eventId: cancelled.id }] });
    const invoices = docs.filter((doc) => doc.kind === 'invoice');
    expect(invoices).toHaveLength(2);
    const b2cTaxable = summary.b2c.reduce((sum, row) => sum + row.taxablePaise, 0);
    expect(b2cTaxable).toBeGreaterThanOrEqual(invoices.reduce((sum, doc) => sum + doc.taxablePaise, 0));
    const { invoices: inv, creditNotes, advancesReceived, advancesAdjusted, net } = summary.totals;
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise'] as const) {
      expect(net[key]).toBe(inv[key] - creditNotes[key] + advancesReceived[key] - advancesAdjusted[key]);
      expect(summary.b2c.reduce((sum, row) => sum + row[key], 0) + summary.b2b.reduce((sum, row) => sum + row[key], 0)).toBe(
        inv[key],
      );
    }
    // Each event's vouchers and invoice fall in one month: advances are neither left open nor adjusted twice.
    const ranges = summary.documents.map((range) => range.kind);
    expect(ranges).toEqual(expect.arrayContaining(['invoice', 'receipt_voucher', 'refund_voucher']));
  });
});
