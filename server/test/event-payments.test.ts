import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { EventReminder } from '../src/modules/banquet/event-reminder.entity';
import { TaxDocument } from '../src/modules/billing/documents/tax-document.entity';
import { Payment } from '../src/modules/billing/payments/payment.entity';
import { Refund } from '../src/modules/billing/payments/refund.entity';
import { SimulatedRefund } from '../src/modules/billing/payments/simulator/simulated-gateway.entity';
import { aBanquetHall, anEvent, HallSlots } from './support/events';
import { gql } from './support/graphql';
import { parseMail } from './support/mail';
import {
  holdWebhooks,
  newPaymentId,
  orderPaidPayload,
  outboxMails,
  payInCheckout,
  paymentEntity,
  postWebhook,
  signedHandler,
  simulator,
} from './support/payments';
import { EVENT_ORDER as ORDER, EVENT_VERIFY as VERIFY, eventPaymentCalls } from './support/event-payments';
import { useTestApp } from './support/test-app';

const app = useTestApp();

const PAGE = `query ($reference: String!) {
  eventPayment(reference: $reference) {
    reference status hallName sessionName startsAt endsAt eventDate occasion hostName holdExpiresAt
    price { totalPaise taxes { sac rateBp taxablePaise } }
    terms { advancePercent guaranteeCutoffDays holdHours hallGstBp cateringGstBp milestones { label percent daysBefore } cancellationScale { minDaysBefore refundPercent } }
    plan { paidPaise balancePaise nextAmountPaise steps { label amountPaise dueDate paid overdue } }
    payableNowPaise payableStep notPayableReason documents { number kind totalPaise }
  }
}`;
const ADVANCE = 43_261_00;
const SECOND = 86_521_00;

const repo = <T extends object>(entity: new () => T) => app.database.dataSource.getRepository(entity);
const eventRow = (id: string) => repo(BanquetEvent).findOneByOrFail({ id });
const paymentsOf = (eventId: string) => repo(Payment).find({ where: { eventId }, order: { createdAt: 'ASC' } });
const documentsOf = (eventId: string) => repo(TaxDocument).find({ where: { eventId }, order: { number: 'ASC' } });

const { order, verifyEvent, payNext } = eventPaymentCalls(app);

let slots: HallSlots;
beforeEach(async () => {
  // Every request comes from 127.0.0.1 and the test clock restarts: the lookup limit starts afresh.
  await app.database.dataSource.query('DELETE FROM abuse_counter');
  slots = await aBanquetHall(app.database.dataSource, `Hall ${Math.random().toString(36).slice(2, 8)}`);
});

describe('the payment page of an event', () => {
  it('shows the event, its price, the terms it was sold under and the advance to pay, the host masked', async () => {
    const event = await anEvent(app.services, app.database.dataSource, slots);
    const reply = await gql(app, PAGE, {
      reference: ` ${event.reference.toLowerCase().slice(0, 5)}-${event.reference.slice(5)} `,
    });
    expect(reply.errors).toBeUndefined();
    const page = reply.data.eventPayment;
    expect(page).toMatchObject({
      reference: event.reference,
      status: 'ON_HOLD',
      sessionName: 'Dinner',
      startsAt: '19:00',
      endsAt: '23:30',
      eventDate: '2027-02-14',
      hostName: 'Ritu S.',
      price: { totalPaise: 173_042_50 },
      terms: { advancePercent: 25, guaranteeCutoffDays: 7, holdHours: 72, hallGstBp: 1800, cateringGstBp: 500 },
      payableNowPaise: ADVANCE,
      payableStep: 'Advance',
      notPayableReason: null,
      documents: [],
    });
    expect(page.terms.cancellationScale).toHaveLength(3);
    expect(page.plan.steps.map((step: { label: string }) => step.label)).toEqual([
      'Advance',
      'Second payment',
      'Balance before the event',
    ]);
    expect(JSON.stringify(page)).not.toContain('ritu@example.com');
    expect(JSON.stringify(page)).not.toContain('9812345678');
  });

  it('answers an unknown reference plainly, and limits lookups per address', async () => {
    const unknown = await gql(app, PAGE, { reference: 'EV22222222' });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'We could not find that event.' });
    for (let i = 0; i < 29; i += 1) await gql(app, PAGE, { reference: 'EV22222222' });
    const limited = await gql(app, PAGE, { reference: 'EV22222222' });
    expect(limited.errors?.[0].extensions?.reason).toBe('EVENT_LOOKUP_RATE_LIMITED');
  });

  it('counts verifyEventPayment with the lookups, before reading anything: unknown references meet the limit too', async () => {
    const input = { reference: 'EV22222222', razorpayOrderId: 'order_x', razorpayPaymentId: 'pay_x', razorpaySignature: 'x' };
    for (let i = 0; i < 30; i += 1) {
      const unknown = await gql(app, VERIFY, { input });
      expect(unknown.data.verifyEventPayment.errors[0].code).toBe('EVENT_NOT_FOUND');
    }
    const limited = await gql(app, VERIFY, { input });
    expect(limited.data.verifyEventPayment.errors).toEqual([
      { code: 'EVENT_LOOKUP_RATE_LIMITED', message: 'Too many tries from your network. Please try again in 10 minutes.' },
    ]);
    // Another address is not held back.
    const elsewhere = await gql(app, VERIFY, { input }, { headers: { 'x-forwarded-for': '198.51.100.90' } });
    expect(elsewhere.data.verifyEventPayment.errors[0].code).toBe('EVENT_NOT_FOUND');
  });

  it('offers nothing to pay for a new enquiry', async () => {
    const event = await anEvent(app.services, app.database.dataSource, slots, { hold: false });
    await app.database.dataSource
      .getRepository(BanquetEvent)
      .update({ id: event.id }, { status: 'new' as BanquetEvent['status'] });
    const page = (await gql(app, PAGE, { reference: event.reference })).data.eventPayment;
    expect(page).toMatchObject({ payableNowPaise: 0, notPayableReason: expect.stringContaining('preparing your quote') });
    const refused = (await gql(app, ORDER, { reference: event.reference })).data.createEventPaymentOrder;
    expect(refused.errors[0].code).toBe('EVENT_PAYMENT_INVALID');
    expect(await paymentsOf(event.id)).toEqual([]);
  });
});

describe('paying the advance', () => {
  it('makes one order for the advance (25% rounded up to a rupee), the same order again while it is open', async () => {
    const event = await anEvent(app.services, app.database.dataSource, slots);
    const first = await order(event.reference);
    expect(first).toMatchObject({ amount: ADVANCE, receipt: event.reference, step: 'Advance' });
    expect((await order(event.reference)).orderId).toBe(first.orderId);
    expect(await paymentsOf(event.id)).toMatchObject([
      { status: 'created', amountPaise: ADVANCE, bookingId: null, bookCode: event.reference, razorpayOrderId: first.orderId },
    ]);
  });

  it('refuses a wrong signature and changes nothing', async () => {
    const event = await anEvent(app.services, app.database.dataSource, slots);
    const webhooks = holdWebhooks(app);
    const checkout = await order(event.reference);
    const handler = await payInCheckout(app, checkout.orderId);
    const reply = await verifyEvent(event.reference, { ...handler, razorpay_signature: '0'.repeat(64) });
    expect(reply.data.verifyEventPayment.errors[0].code).toBe('PAYMENT_VERIFICATION_FAILED');
    const otherOrder = await verifyEvent(
      event.reference,
      signedHandler(app, 'order_NotThisEvents1', handler.razorpay_payment_id),
    );
    expect(otherOrder.data.verifyEventPayment.errors[0].code).toBe('PAYMENT_VERIFICATION_FAILED');
    expect((await eventRow(event.id)).status).toBe('on_hold');
    expect(await paymentsOf(event.id)).toMatchObject([{ status: 'created' }]);
    expect(await documentsOf(event.id)).toEqual([]);
    await webhooks.deliver();
  });

  it('confirms the event, writes the paid ledger row and a receipt voucher split by SAC, mails the customer; a repeat changes nothing', async () => {
    const event = await anEvent(app.services, app.database.dataSource, slots);
    const { handler, payload } = await payNext(event.reference);
    expect(payload).toMatchObject({
      errors: [],
      outcome: 'CONFIRMED',
      message: 'Payment received. Your event is confirmed.',
      event: { status: 'CONFIRMED', payableNowPaise: SECOND, payableStep: 'Second payment', plan: { paidPaise: ADVANCE } },
    });
    expect(await eventRow(event.id)).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect(await paymentsOf(event.id)).toMatchObject([
      { status: 'paid', amountPaise: ADVANCE, bookingId: null, mismatchReason: null, settlementOutcome: 'confirmed' },
    ]);
    const [voucher] = await documentsOf(event.id);
    expect(voucher).toMatchObject({ kind: 'receipt_voucher', bookingId: null, bookCode: event.reference, totalPaise: ADVANCE });
    expect(voucher.number).toMatch(/^RV\/26-27\/\d{4}$/);
    expect(voucher.lines.map((line) => [line.sac, line.rateBp])).toEqual([
      ['997212', 1800],
      ['996334', 500],
    ]);
    // The hall's share of the advance is its share of the total (₹47,200 of ₹1,73,042.50).
    expect(voucher.lines[0].totalPaise).toBe(Math.round((ADVANCE * 47_200_00) / 173_042_50));
    for (const line of voucher.lines) expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.totalPaise);
    expect(voucher.taxablePaise + voucher.cgstPaise + voucher.sgstPaise).toBe(ADVANCE);

    const again = (await verifyEvent(event.reference, handler)).data.verifyEventPayment;
    expect(again).toMatchObject({ errors: [], outcome: 'CONFIRMED', event: { status: 'CONFIRMED' } });
    expect(await paymentsOf(event.id)).toHaveLength(1);
    expect(await documentsOf(event.id)).toHaveLength(1);

    const mails = (await outboxMails(app)).filter((mail) => mail.includes(event.reference)).map((mail) => parseMail(mail));
    const subjects = mails.map((mail) => mail.headers.get('subject'));
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Payment received for your event ${event.reference}`,
        expect.stringMatching(/^Your receipt voucher RV/),
      ]),
    );
    expect(mails.find((mail) => mail.headers.get('subject')?.startsWith('Payment received'))?.text).toContain(
      `/event/${event.reference}/pay`,
    );
  });

  it('confirms the event from the webhook alone (payment.captured), the browser never coming back', async () => {
    const event = await anEvent(app.services, app.database.dataSource, slots);
    const checkout = await order(event.reference);
    const paymentId = newPaymentId();
    const reply = await postWebhook(
      app,
      'payment.captured',
      paymentEntity(checkout.orderId, paymentId, ADVANCE, 'captured', 'upi'),
    );
    expect(reply.status).toBe(200);
    expect((await eventRow(event.id)).status).toBe('confirmed');
    expect(await paymentsOf(event.id)).toMatchObject([{ status: 'paid', razorpayPaymentId: paymentId, method: 'upi' }]);
    expect(await documentsOf(event.id)).toMatchObject([{ kind: 'receipt_voucher', totalPaise: ADVANCE }]);
  });

  it('confirms the event from order.paid, and its repeat (payment.captured) changes nothing', async () => {
    const event = await anEvent(app.services, app.database.dataSource, slots);
    const checkout = await order(event.reference);
    const paymentId = newPaymentId();
    expect((await postWebhook(app, 'order.paid', orderPaidPayload(checkout.orderId, paymentId, ADVANCE))).status).toBe(200);
    await postWebhook(app, 'payment.captured', paymentEntity(checkout.orderId, paymentId, ADVANCE, 'captured'));
    expect((await eventRow(event.id)).status).toBe('confirmed');
    expect(await paymentsOf(event.id)).toMatchObject([{ status: 'paid', razorpayPaymentId: paymentId }]);
    expect(await documentsOf(event.id)).toHaveLength(1);
  });

  it('does not confirm on money that misses its order: the owner refunds it', async () => {
    const event = await anEvent(app.services, app.database.dataSource, slots);
    const checkout = await order(event.reference);
    await postWebhook(app, 'payment.captured', paymentEntity(checkout.orderId, newPaymentId(), 100, 'captured'));
    expect((await eventRow(event.id)).status).toBe('on_hold');
    const [payment] = await paymentsOf(event.id);
    expect(payment).toMatchObject({ status: 'paid', amountPaise: 100, settlementOutcome: 'amount_mismatch' });
    expect(payment.mismatchReason).toContain('Refund this payment');
    expect(await documentsOf(event.id)).toEqual([]);
  });

  it('refunds in full an advance that arrives after the hold lapsed and another event took the slot', async () => {
    const late = await anEvent(app.services, app.database.dataSource, slots);
    const webhooks = holdWebhooks(app);
    const checkout = await order(late.reference);
    const handler = await payInCheckout(app, checkout.orderId);
    app.clock.advanceMinutes(73 * 60);
    const other = await anEvent(app.services, app.database.dataSource, slots, { hostName: 'Kabir Mehta' });
    expect((await eventRow(other.id)).status).toBe('on_hold');

    const payload = (await verifyEvent(late.reference, handler)).data.verifyEventPayment;
    expect(payload.outcome).toBe('REFUNDED_ROOM_GONE');
    expect(payload.errors[0]).toMatchObject({
      code: 'EVENT_SLOT_TAKEN',
      message: expect.stringContaining('refunded the full ₹43,261'),
    });
    await webhooks.deliver();
    expect((await eventRow(late.id)).status).toBe('quoted');
    expect((await eventRow(other.id)).status).toBe('on_hold');
    const [payment] = await paymentsOf(late.id);
    expect(payment).toMatchObject({ status: 'refunded', refundedPaise: ADVANCE, settlementOutcome: 'refunded_room_gone' });
    const refunds = await repo(Refund).findBy({ paymentId: payment.id });
    expect(refunds).toMatchObject([{ eventId: late.id, bookingId: null, amountPaise: ADVANCE, reason: 'late_payment' }]);
    expect(await repo(SimulatedRefund).findBy({ paymentId: handler.razorpay_payment_id })).toMatchObject([
      { amountPaise: ADVANCE },
    ]);
    expect(await documentsOf(late.id)).toEqual([]);
  });
});

describe('after the advance', () => {
  it('asks for the second payment, and its payment gets a voucher of its own', async () => {
    const event = await anEvent(app.services, app.database.dataSource, slots);
    await payNext(event.reference);
    const { checkout, payload } = await payNext(event.reference);
    expect(checkout).toMatchObject({ amount: SECOND, step: 'Second payment' });
    expect(payload).toMatchObject({
      outcome: 'CONFIRMED',
      event: { status: 'CONFIRMED', payableStep: 'Balance before the event' },
    });
    expect(payload.event.plan.paidPaise).toBe(ADVANCE + SECOND);
    expect((await paymentsOf(event.id)).map((payment) => [payment.status, payment.amountPaise])).toEqual([
      ['paid', ADVANCE],
      ['paid', SECOND],
    ]);
    expect((await documentsOf(event.id)).map((doc) => doc.totalPaise)).toEqual([ADVANCE, SECOND]);
  });

  it('reminds the customer of the second payment three days before and on the day, each once', async () => {
    // Its own family: a family is reminded once a day, and other tests' events remind Ritu too.
    const event = await anEvent(app.services, app.database.dataSource, slots, { hostEmail: 'anita.reminded@example.com' });
    await payNext(event.reference);
    const reminders = async () =>
      (await outboxMails(app))
        .map((mail) => parseMail(mail))
        .filter((mail) => /^(Reminder|Due today): .* for your event /.test(mail.headers.get('subject') ?? ''))
        .filter((mail) => mail.headers.get('subject')?.endsWith(event.reference));
    const at = (date: string) => (app.clock.current = new Date(`${date}T04:30:00Z`));

    // Other tests' events are confirmed too: count this event's reminders.
    const sent = async () => {
      await app.services.eventReminders.sendDue();
      return repo(EventReminder).countBy({ eventId: event.id });
    };
    at('2027-01-11');
    expect(await sent()).toBe(0);
    at('2027-01-12');
    expect(await sent()).toBe(1);
    expect(await sent()).toBe(1);
    at('2027-01-15');
    expect(await sent()).toBe(2);
    expect(await sent()).toBe(2);
    expect(await reminders()).toHaveLength(2);
    const [ahead] = (await reminders()).filter((mail) => mail.headers.get('subject')?.startsWith('Reminder'));
    expect(ahead.text).toContain(`${app.config.publicBaseUrl.replace(/\/+$/, '')}/event/${event.reference}/pay`);
    expect(ahead.text).toContain('₹86,521');
  });
});

afterAll(async () => {
  await simulator(app).webhooks.idle();
});
