import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { AuditEntry } from '../src/modules/audit';
import { Payment, TaxDocument } from '../src/modules/billing';
import { quotedEvent } from './support/banquet-events';
import { gql } from './support/graphql';
import { openDeskShift } from './support/shifts';
import { useTestApp } from './support/test-app';

/*
 * Banquet settlement asks for the plates served and shows the bill before it issues the invoice
 * (issue 27): eventSettlementPreview answers the bill settleEvent would issue, by the same
 * computation, and writes nothing; an event with a menu is never settled on an empty count.
 */
const app = useTestApp();
beforeAll(() => openDeskShift(app));

const SUMMARY = `hasCatering finalPlates minimumPlates billedPlates extrasPaise discountPaise quotedTotalPaise
  paidPaise balancePaise excessPaise
  price { taxablePaise gstPaise totalPaise lines { kind description quantity amountPaise } taxes { sac rateBp taxablePaise cgstPaise sgstPaise } }`;
const PREVIEW = `query ($id: ID!, $input: SettleEventInput!) { eventSettlementPreview(eventId: $id, input: $input) { ${SUMMARY} } }`;
const SETTLE = `mutation ($id: ID!, $input: SettleEventInput!) { settleEvent(eventId: $id, input: $input) {
  errors { field code message }
  settlement { billedPlates totalPaise paidPaise balancePaise excessPaise invoiceNumber }
  money { status finalPlates price { totalPaise taxes { sac rateBp taxablePaise cgstPaise sgstPaise } } }
} }`;
const RECORD = `mutation ($id: ID!, $input: EventPaymentInput!) { recordEventPayment(eventId: $id, input: $input) { errors { message } } }`;

/** A confirmed event `daysAhead` days from now (by default today, ready to settle), `paid` rupees paid by bank transfer. */
async function confirmedEvent(options: Parameters<typeof quotedEvent>[2] = {}, paid = 1_00_000, daysAhead = 0) {
  const token = await app.adminToken();
  const event = await quotedEvent(app, daysAhead, options);
  const payment = await gql(
    app,
    RECORD,
    { id: event.id, input: { amount: paid, method: 'bank_transfer', reference: 'NEFT-N987654321' } },
    { token },
  );
  expect(payment.data.recordEventPayment.errors).toEqual([]);
  return { token, event };
}

/** What the event, its folio and its documents are, to show that a call changed none of them. */
async function state(eventId: string) {
  const source = app.database.dataSource;
  return {
    event: await source.getRepository(BanquetEvent).findOneByOrFail({ id: eventId }),
    entries: await source.getRepository(Payment).countBy({ eventId }),
    documents: await source.getRepository(TaxDocument).countBy({ eventId }),
    audit: await source.getRepository(AuditEntry).count(),
  };
}

const EXTRAS = [
  { description: 'Stage decoration', quantity: 1, unit: 15_000, taxClass: 'hall' },
  { description: 'Live jalebi counter', quantity: 50, unit: 60, taxClass: 'catering' },
];

describe('settling an event: plates served, the summary, then the invoice', () => {
  it('previews the bill without writing anything, and settleEvent then issues exactly that bill', async () => {
    const { token, event } = await confirmedEvent({ changes: { guaranteedPlates: 220 } });
    const before = await state(event.id);
    const input = { finalPlates: 231, extras: EXTRAS };

    const preview = await gql(app, PREVIEW, { id: event.id, input }, { token });
    expect(preview.errors).toBeUndefined();
    const summary = preview.data.eventSettlementPreview;
    // Plates billed: max(220 guaranteed, 231 served) = 231 × 900 = 2,07,900 + 3,000 counter @5%; hall 40,000 + 15,000 @18%.
    const hallTax = 55_000_00 * 0.09;
    const cateringTax = 2_10_900_00 * 0.025;
    const total = 55_000_00 + 2_10_900_00 + 2 * hallTax + 2 * cateringTax;
    expect(summary).toMatchObject({
      hasCatering: true,
      finalPlates: 231,
      minimumPlates: 220,
      billedPlates: 231,
      extrasPaise: 18_000_00,
      discountPaise: 0,
      quotedTotalPaise: event.totalPaise,
      paidPaise: 1_00_000_00,
      balancePaise: total - 1_00_000_00,
      excessPaise: 0,
      price: {
        taxablePaise: 2_65_900_00,
        totalPaise: total,
        taxes: [
          { sac: '997212', rateBp: 1800, taxablePaise: 55_000_00, cgstPaise: hallTax, sgstPaise: hallTax },
          { sac: '996334', rateBp: 500, taxablePaise: 2_10_900_00, cgstPaise: cateringTax, sgstPaise: cateringTax },
        ],
      },
    });
    expect(summary.price.lines.map((line: { kind: string; quantity: number }) => [line.kind, line.quantity])).toEqual([
      ['HALL_RENT', 1],
      ['CATERING', 231],
      ['EXTRA', 1],
      ['EXTRA', 50],
    ]);
    expect(await state(event.id)).toEqual(before);

    const settled = await gql(app, SETTLE, { id: event.id, input }, { token });
    expect(settled.data.settleEvent.errors).toEqual([]);
    expect(settled.data.settleEvent.settlement).toEqual({
      billedPlates: summary.billedPlates,
      totalPaise: summary.price.totalPaise,
      paidPaise: summary.paidPaise,
      balancePaise: summary.balancePaise,
      excessPaise: summary.excessPaise,
      invoiceNumber: expect.any(String),
    });
    expect(settled.data.settleEvent.money).toMatchObject({
      status: 'COMPLETED',
      finalPlates: 231,
      price: { totalPaise: summary.price.totalPaise, taxes: summary.price.taxes },
    });
    const invoice = await app.database.dataSource
      .getRepository(TaxDocument)
      .findOneByOrFail({ eventId: event.id, kind: 'invoice' });
    expect(invoice.totalPaise).toBe(summary.price.totalPaise);
  });

  it.each([
    ['left out', {}, 'Enter the plates served, from the kitchen’s count, before the final invoice is issued.'],
    ['null', { finalPlates: null }, 'Enter the plates served, from the kitchen’s count, before the final invoice is issued.'],
    ['0', { finalPlates: 0 }, 'Enter the plates served as a whole number, 1 or more (from the kitchen’s count).'],
    ['negative', { finalPlates: -5 }, 'Enter the plates served as a whole number, 1 or more (from the kitchen’s count).'],
  ])(
    'refuses plates served %s for an event with a menu, in the preview and at settlement, and changes nothing',
    async (_, input, message) => {
      const { token, event } = await confirmedEvent();
      const before = await state(event.id);
      const preview = await gql(app, PREVIEW, { id: event.id, input }, { token });
      expect(preview.data).toBeNull();
      expect(preview.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'finalPlates', reason: 'EVENT_SETTLEMENT_INVALID' },
      });
      const settled = await gql(app, SETTLE, { id: event.id, input }, { token });
      expect(settled.data.settleEvent).toEqual({
        errors: [{ field: 'finalPlates', code: 'EVENT_SETTLEMENT_INVALID', message }],
        settlement: null,
        money: null,
      });
      expect(await state(event.id)).toEqual(before);
    },
  );

  it('settles a hall-only event (no menu) without a plate count: nothing billed for plates', async () => {
    const { token, event } = await confirmedEvent({ menu: false, guests: 80 }, 20_000);
    const preview = await gql(app, PREVIEW, { id: event.id, input: {} }, { token });
    expect(preview.data.eventSettlementPreview).toMatchObject({
      hasCatering: false,
      finalPlates: null,
      minimumPlates: 0,
      billedPlates: 0,
      price: { totalPaise: 47_200_00 },
      paidPaise: 20_000_00,
      balancePaise: 27_200_00,
      excessPaise: 0,
    });
    const settled = await gql(app, SETTLE, { id: event.id, input: {} }, { token });
    expect(settled.data.settleEvent).toMatchObject({
      errors: [],
      settlement: { billedPlates: 0, totalPaise: 47_200_00, balancePaise: 27_200_00 },
      money: { status: 'COMPLETED', finalPlates: null },
    });
  });

  it('answers the same refusals as settlement before the day, and for strangers', async () => {
    const { token, event: later } = await confirmedEvent({}, 1_00_000, 3);
    const early = await gql(app, PREVIEW, { id: later.id, input: { finalPlates: 150 } }, { token });
    expect(early.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^The event is on .*; it can be settled on that day or after\.$/),
      extensions: { code: 'BAD_USER_INPUT', reason: 'EVENT_SETTLEMENT_INVALID' },
    });
    const stranger = await gql(app, PREVIEW, { id: later.id, input: { finalPlates: 150 } });
    expect(stranger.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
