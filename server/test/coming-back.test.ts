import { Booking } from '../src/modules/bookings/booking.entity';
import { Refund } from '../src/modules/billing/payments/refund.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { parseMail, ParsedMail } from './support/mail';
import { createOrder, heldOrder, outboxMails, paidBooking } from './support/payments';
import { useTestApp } from './support/test-app';

const app = useTestApp();

const PAYMENT_LINK = `query Link($id: ID!, $key: String!) {
  paymentLink(bookingId: $id, key: $key) { errors { field code message } booking { id bookCode status holdExpiresAt } }
}`;
const PRICE = `query Price($quote: QuoteInput!) { priceQuote(quote: $quote) { totalPaise cancellationPolicy } }`;
const BOOKING = `query Booking($id: ID!) {
  booking(id: $id) { status cancellationPolicy refunds { amount amountPaise reason method atDesk reference status } }
}`;
const CANCEL = `mutation Cancel($id: ID!, $contact: String) {
  cancelMyBooking(bookingId: $id, contact: $contact) { errors { code message } refundPaise booking { status } }
}`;

const subject = (mail: ParsedMail) => mail.headers.get('subject') ?? '';

/** The outbox's mails about one booking code whose subject starts with `prefix`. */
async function mailsStarting(prefix: string, bookCode: string): Promise<ParsedMail[]> {
  return (await outboxMails(app))
    .filter((raw) => raw.includes(bookCode))
    .map((raw) => parseMail(raw))
    .filter((mail) => subject(mail).startsWith(prefix));
}

async function stored(id: string): Promise<Booking> {
  return app.database.dataSource.getRepository(Booking).findOneOrFail({ where: { id }, relations: { lines: true } });
}

describe('coming back to a held booking: the hold mail and its payment link', () => {
  it('mails "Finish paying for {room}, {dates}" with a signed link that opens the payment page until the hold lapses', async () => {
    const room = await createRoom(app.services, { name: 'Deluxe 101' });
    const order = await heldOrder(app, room, '2026-12-10', '2026-12-12');
    const booking = await stored(order.bookingId);

    const [mail, ...more] = await mailsStarting('Finish paying', booking.bookCode);
    expect(more).toHaveLength(0);
    expect(subject(mail)).toBe('Finish paying for Deluxe 101, 10–12 Dec 2026');
    expect(mail.headers.get('to')).toContain(booking.userEmail);
    expect(mail.text).toContain('Total:        ₹5,000');
    const link = /Finish paying: (\S+)/.exec(mail.text!)![1];
    const url = new URL(link);
    expect(url.pathname).toBe('/payment');
    expect(url.searchParams.get('booking')).toBe(booking.id);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);

    const key = url.searchParams.get('key')!;
    const opened = await gql(app, PAYMENT_LINK, { id: booking.id, key });
    expect(opened.data.paymentLink).toMatchObject({
      errors: [],
      booking: { id: booking.id, bookCode: booking.bookCode, status: 'HELD' },
    });
    // One character changed in the middle: the last ones of base64url carry unused bits, so a change
    // there can decode to the very same signature (about one key in a thousand).
    const forged = await gql(app, PAYMENT_LINK, { id: booking.id, key: forgedKey(key) });
    expect(forged.data.paymentLink).toMatchObject({ booking: null, errors: [{ code: 'PAYMENT_LINK_EXPIRED', field: 'key' }] });

    app.clock.advanceMinutes(16);
    const lapsed = await gql(app, PAYMENT_LINK, { id: booking.id, key });
    expect(lapsed.data.paymentLink.booking).toBeNull();
    expect(lapsed.data.paymentLink.errors).toEqual([
      {
        field: 'key',
        code: 'PAYMENT_LINK_EXPIRED',
        message: expect.stringMatching(/^This payment link has expired: the room was held until 21 Nov 2026, 10:\d\d AM\.$/),
      },
    ]);
  });

  it('mails a hold once: a repeat of the same request, and a booking confirmed at once to pay at the hotel, send none', async () => {
    const room = await createRoom(app.services);
    const quote = quoteFor(room.id, '2026-12-14', '2026-12-15');
    const first = await gql(
      app,
      'mutation($q: QuoteInput!, $k: String) { createBooking(quote: $q, idempotencyKey: $k) { booking { bookCode } } }',
      {
        q: quote,
        k: 'coming-back-repeat-1',
      },
    );
    await gql(
      app,
      'mutation($q: QuoteInput!, $k: String) { createBooking(quote: $q, idempotencyKey: $k) { booking { bookCode } } }',
      {
        q: quote,
        k: 'coming-back-repeat-1',
      },
    );
    expect(await mailsStarting('Finish paying', first.data.createBooking.booking.bookCode)).toHaveLength(1);

    const other = await createRoom(app.services);
    const atHotel = await app.services.payments.payAtHotel({ quote: quoteFor(other.id, '2026-12-16', '2026-12-17') });
    expect(await mailsStarting('Finish paying', atHotel.bookCode)).toHaveLength(0);
    expect(await mailsStarting('Booking confirmed', atHotel.bookCode)).toHaveLength(1);
  });
});

describe('reassurance: the cancellation terms before paying, the "Booking cancelled" mail after', () => {
  it('prices a quote with the cancellation policy that would apply, and a held booking shows the same words', async () => {
    const room = await createRoom(app.services);
    const quote = quoteFor(room.id, '2026-12-10', '2026-12-12');
    const priced = await gql(app, PRICE, { quote });
    const policy =
      'Free cancellation until 9 Dec 2026, 3:00 PM (24 hours before check-in); after that, 50% is refunded. Refunds reach you in 5-10 business days.';
    expect(priced.data.priceQuote.cancellationPolicy).toBe(policy);

    const reply = await createOrder(app, { quote });
    const held = await gql(app, BOOKING, { id: reply.body.data.bookingId });
    expect(held.data.booking).toMatchObject({ status: 'HELD', cancellationPolicy: policy });
  });

  it('cancelling sends "Booking cancelled": what is refunded, to which method, when, and the refund reference', async () => {
    const paid = await paidBooking(app, '2026-12-20', '2026-12-22', { name: 'Family 301' });
    const booking = await stored(paid.bookingId);
    const cancelled = await gql(app, CANCEL, { id: booking.id, contact: booking.userEmail });
    expect(cancelled.data.cancelMyBooking).toMatchObject({ errors: [], refundPaise: 500_000, booking: { status: 'CANCELLED' } });

    const refund = await app.database.dataSource.getRepository(Refund).findOneByOrFail({ bookingId: booking.id });
    expect(refund.providerRefundId).toMatch(/^rfnd_/);
    const [mail, ...more] = await mailsStarting('Booking cancelled', booking.bookCode);
    expect(more).toHaveLength(0);
    expect(subject(mail)).toMatch(new RegExp(`^Booking cancelled — ${booking.bookCode} — `));
    expect(mail.text).toContain(`Your booking ${booking.bookCode} (Family 301, 20–22 Dec 2026) is cancelled.`);
    expect(mail.text).toContain('Refunded:         ₹5,000');
    expect(mail.text).toContain('To:               Back to the card you paid with');
    expect(mail.text).toContain('When:             Refunds reach you in 5-10 business days.');
    expect(mail.text).toContain(`Refund reference: ${refund.providerRefundId}`);
    expect(mail.text).toMatch(/Cancellation policy: Free cancellation until 19 Dec 2026, 3:00 PM/);
    expect(mail.html).toContain(refund.providerRefundId!);

    // The booking page reads the same refund from the API (the provider may have processed it by now).
    const page = await gql(app, BOOKING, { id: booking.id });
    expect(page.data.booking.refunds).toEqual([
      {
        amount: 5000,
        amountPaise: 500_000,
        reason: 'CANCELLATION',
        method: 'CARD',
        atDesk: false,
        reference: refund.providerRefundId,
        status: expect.stringMatching(/^(PENDING|PROCESSED)$/),
      },
    ]);

    // Cancelling again answers the first cancellation and mails nothing more.
    await gql(app, CANCEL, { id: booking.id, contact: booking.userEmail });
    expect(await mailsStarting('Booking cancelled', booking.bookCode)).toHaveLength(1);
  });

  it('a hold cancelled before any payment says there is nothing to refund', async () => {
    const room = await createRoom(app.services);
    const order = await heldOrder(app, room, '2026-12-24', '2026-12-25');
    const booking = await stored(order.bookingId);
    await app.services.cancellations.cancel(booking.id);
    const [mail] = await mailsStarting('Booking cancelled', booking.bookCode);
    expect(mail.text).toContain('Nothing was paid, so there is nothing to refund.');
    expect(mail.text).not.toContain('Refund reference');
  });
});

/** `key` with its tenth character swapped for another: a key the hotel never signed. */
function forgedKey(key: string): string {
  return `${key.slice(0, 10)}${key[10] === 'A' ? 'B' : 'A'}${key.slice(11)}`;
}
