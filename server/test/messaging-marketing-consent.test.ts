import { Booking } from '../src/modules/bookings/booking.entity';
import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { createTestHall, TestHall } from './support/banquet';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { createOrder } from './support/payments';
import { useTestApp } from './support/test-app';

/**
 * The forms' "Send me offers and news from {hotel}" box (issue 29, item 3), over HTTP: unticked
 * or left out keeps nothing; ticked keeps its time and form on the booking or enquiry; anything
 * but true or false is refused on its field and books nothing; an expired hold that forgets its
 * contact forgets the consent; only staff read it.
 */
const app = useTestApp({ MAX_UNPAID_BOOKINGS_PER_GUEST: '20' });
const bookings = () => app.database.dataSource.getRepository(Booking);
const events = () => app.database.dataSource.getRepository(BanquetEvent);

const CREATE_BOOKING = `mutation ($quote: QuoteInput!) {
  createBooking(quote: $quote) { errors { field code message } booking { id bookCode } }
}`;
const REQUEST_EVENT = `mutation ($input: RequestEventInput!) {
  requestEvent(input: $input) { errors { field code message } enquiry { reference } }
}`;

let hall: TestHall;
let owner: string;
let nights = 0;
/** A new stay each time, so no two bookings want the same nights. */
function nextStay(): [string, string] {
  nights += 1;
  const start = new Date(Date.UTC(2026, 11, 1 + nights * 2));
  const end = new Date(start.getTime() + 86_400_000);
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
}

beforeAll(async () => {
  owner = await app.adminToken();
  hall = await createTestHall(app.database.dataSource);
});

async function bookWith(box: Record<string, unknown>) {
  const room = await createRoom(app.services);
  const reply = await gql(app, CREATE_BOOKING, { quote: quoteFor(room.id, ...nextStay(), box) });
  expect(reply.data.createBooking.errors).toEqual([]);
  return bookings().findOneByOrFail({ id: reply.data.createBooking.booking.id });
}

function enquiry(phoneTail: number, box: Record<string, unknown>) {
  return {
    hallId: hall.hall.id,
    sessionId: hall.dinner.id,
    eventDate: `2026-12-${String(10 + phoneTail).padStart(2, '0')}`,
    occasion: 'Birthday party',
    expectedGuests: 80,
    name: 'Kavya Rao',
    phone: `+91 98222 000${String(phoneTail).padStart(2, '0')}`,
    email: `kavya${phoneTail}@example.com`,
    ...box,
  };
}

describe('the booking form’s offers-and-news box', () => {
  it('keeps nothing when left out or unticked', async () => {
    for (const box of [{}, { marketingConsent: false }, { marketingConsent: null }]) {
      const booking = await bookWith(box);
      expect(booking).toMatchObject({ marketingConsentAt: null, marketingConsentSource: null });
    }
  });

  it('keeps the time and the form when ticked, apart from the WhatsApp box', async () => {
    const booking = await bookWith({ marketingConsent: true, whatsappUpdates: false });
    expect(booking.marketingConsentAt).toEqual(app.clock.now());
    expect(booking.marketingConsentSource).toBe('booking_form');
  });

  it('takes "true" from a form post on /api, and refuses anything else on its field, booking nothing', async () => {
    const room = await createRoom(app.services);
    const ticked = await createOrder(app, { quote: quoteFor(room.id, ...nextStay(), { marketingConsent: 'true' }) });
    expect(ticked.status).toBe(200);
    const kept = await bookings().findOneByOrFail({ id: ticked.body.data.bookingId });
    expect(kept.marketingConsentSource).toBe('booking_form');

    const before = await bookings().count();
    for (const wrong of ['yes', 'x'.repeat(5000), 1, { on: true }]) {
      const reply = await createOrder(app, { quote: quoteFor(room.id, ...nextStay(), { marketingConsent: wrong }) });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message: 'The offers and news box is true or false' });
    }
    expect(await bookings().count()).toBe(before);
  });

  it('is refused by GraphQL when not a boolean', async () => {
    const room = await createRoom(app.services);
    const reply = await gql(app, CREATE_BOOKING, { quote: quoteFor(room.id, ...nextStay(), { marketingConsent: 'yes' }) });
    expect(reply.errors?.[0]?.message).toMatch(/Boolean/);
  });

  it('shows the choice to staff only', async () => {
    const booking = await bookWith({ marketingConsent: true });
    const query = `{ bookingByCode(code: "${booking.bookCode}") { marketingConsent { givenAt source } } }`;
    const staff = await gql(app, query, {}, { token: owner });
    expect(staff.data.bookingByCode.marketingConsent).toEqual({
      givenAt: app.clock.now().toISOString(),
      source: 'booking_form',
    });
    const stranger = await gql(app, query);
    expect(stranger.data?.bookingByCode ?? null).toBeNull();
    expect(stranger.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('goes with the contact details of a hold that expired unpaid', async () => {
    const booking = await bookWith({ marketingConsent: true });
    // An unpaid hold that lapsed long ago (the lifecycle's expiry marks its payment not due).
    await bookings().update(booking.id, {
      status: 'expired',
      paymentStatus: 'void',
      holdExpiresAt: new Date('2026-01-01'),
    });
    await app.database.dataSource.transaction((manager) =>
      app.services.bookingLifecycle.forgetExpiredHoldContacts(manager, new Date('2026-02-01')),
    );
    expect(await bookings().findOneByOrFail({ id: booking.id })).toMatchObject({
      marketingConsentAt: null,
      marketingConsentSource: null,
    });
  });
});

describe('the enquiry form’s offers-and-news box', () => {
  it('keeps nothing unticked, and the time and form ticked', async () => {
    const unticked = await gql(app, REQUEST_EVENT, { input: enquiry(1, { marketingConsent: false, whatsappUpdates: true }) });
    expect(unticked.data.requestEvent.errors).toEqual([]);
    const plain = await events().findOneByOrFail({ reference: unticked.data.requestEvent.enquiry.reference });
    expect(plain).toMatchObject({ marketingConsentAt: null, marketingConsentSource: null });

    const ticked = await gql(app, REQUEST_EVENT, { input: enquiry(2, { marketingConsent: true }) });
    expect(ticked.data.requestEvent.errors).toEqual([]);
    const { reference } = ticked.data.requestEvent.enquiry;
    const kept = await events().findOneByOrFail({ reference });
    expect(kept.marketingConsentAt).toEqual(app.clock.now());
    expect(kept.marketingConsentSource).toBe('enquiry_form');
    const staff = await gql(app, `{ event(id: "${kept.id}") { marketingConsentAt } }`, {}, { token: owner });
    expect(staff.data.event.marketingConsentAt).toBe(app.clock.now().toISOString());
  });

  it('refuses anything but true or false on its field, keeping no enquiry', async () => {
    const before = await events().count();
    const origin = { address: '10.9.9.9', admin: false };
    await expect(
      app.services.eventEnquiries.request(enquiry(3, { marketingConsent: 'x'.repeat(300) }), origin),
    ).rejects.toMatchObject({ errors: [expect.objectContaining({ field: 'marketingConsent' })] });
    expect(await events().count()).toBe(before);
  });
});
