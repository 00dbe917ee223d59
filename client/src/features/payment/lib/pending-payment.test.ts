import { RoomType } from '../../../graphql/generated';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { aBooking, aQuote, BOOKING_ID } from '../test-support/fixtures';
import {
  bookingIdFromState,
  bookingIdFromUrl,
  clearPendingPayment,
  readPendingBookingId,
  readPendingQuote,
  resolvePaymentSource,
  sourceVariables,
  toQuoteInput,
} from './pending-payment';

describe('what the payment page pays for', () => {
  const quote = aQuote();

  it('is nothing without a stored quote or booking id', () => {
    expect(resolvePaymentSource({})).toEqual({ status: 'none' });
  });

  it('is the quote when only a quote is stored', () => {
    expect(resolvePaymentSource({ storedQuote: quote })).toEqual({ status: 'ready', source: { kind: 'quote', quote } });
  });

  it('is the stored booking when only its id is stored', () => {
    expect(resolvePaymentSource({ storedBookingId: BOOKING_ID })).toEqual({
      status: 'ready',
      source: { kind: 'booking', bookingId: BOOKING_ID },
    });
  });

  it('is an id handed over by Resume Payment or Pay now, whatever is stored', () => {
    expect(resolvePaymentSource({ explicitBookingId: 'typed-id', storedBookingId: BOOKING_ID, storedQuote: quote })).toEqual({
      status: 'ready',
      source: { kind: 'booking', bookingId: 'typed-id' },
    });
  });

  it('with both stored, waits for the stored booking, then pays it when it was made from the quote', () => {
    expect(resolvePaymentSource({ storedBookingId: BOOKING_ID, storedQuote: quote })).toEqual({
      status: 'checking',
      bookingId: BOOKING_ID,
    });
    expect(resolvePaymentSource({ storedBookingId: BOOKING_ID, storedQuote: quote, storedBooking: aBooking() })).toEqual({
      status: 'ready',
      source: { kind: 'booking', bookingId: BOOKING_ID },
    });
  });

  it('with both stored, pays the quote when the booking is another guest’s (by name: its email and phone are masked)', () => {
    expect(
      resolvePaymentSource({
        storedBookingId: BOOKING_ID,
        storedQuote: quote,
        storedBooking: aBooking({ userName: 'Ravi Kumar' }),
      }),
    ).toEqual({ status: 'ready', source: { kind: 'quote', quote } });
  });

  it('with both stored, pays the quote when the guest chose other dates since, or the booking is gone', () => {
    const otherDates = aQuote({ checkInDate: '2026-12-20', checkOutDate: '2026-12-21' });
    expect(resolvePaymentSource({ storedBookingId: BOOKING_ID, storedQuote: otherDates, storedBooking: aBooking() })).toEqual({
      status: 'ready',
      source: { kind: 'quote', quote: otherDates },
    });
    expect(resolvePaymentSource({ storedBookingId: BOOKING_ID, storedQuote: quote, storedBooking: null })).toEqual({
      status: 'ready',
      source: { kind: 'quote', quote },
    });
  });
});

describe('the stored payment', () => {
  beforeEach(() => localStorage.clear());

  it('reads a complete quote and ignores a broken one', () => {
    storage.set(STORAGE_KEYS.pendingQuote, aQuote());
    expect(readPendingQuote()).toEqual(aQuote());
    storage.set(STORAGE_KEYS.pendingQuote, { name: 'Asha', bookingInfo: [] });
    expect(readPendingQuote()).toBeUndefined();
  });

  it('reads the booking id as the spec stores it, and clears both after paying', () => {
    storage.set(STORAGE_KEYS.pendingBookingId, ` ${BOOKING_ID} `);
    storage.set(STORAGE_KEYS.pendingQuote, aQuote());
    expect(readPendingBookingId()).toBe(BOOKING_ID);
    clearPendingPayment({ bookingId: BOOKING_ID, source: { kind: 'quote', quote: aQuote() } });
    expect(readPendingBookingId()).toBeUndefined();
    expect(readPendingQuote()).toBeUndefined();
  });

  it('after paying, keeps what another tab stored since: its own quote and booking id', () => {
    const otherTabsQuote = aQuote({ checkInDate: '2027-01-05', checkOutDate: '2027-01-06' });
    storage.set(STORAGE_KEYS.pendingBookingId, 'another-tabs-booking');
    storage.set(STORAGE_KEYS.pendingQuote, otherTabsQuote);
    clearPendingPayment({ bookingId: BOOKING_ID, source: { kind: 'quote', quote: aQuote() } });
    expect(readPendingBookingId()).toBe('another-tabs-booking');
    expect(readPendingQuote()).toEqual(otherTabsQuote);
  });

  it('reads the booking a /payment URL names', () => {
    expect(bookingIdFromUrl(`?booking=${BOOKING_ID}`)).toBe(BOOKING_ID);
    expect(bookingIdFromUrl('')).toBeUndefined();
  });

  it('takes a booking id from navigation state only when it is text', () => {
    expect(bookingIdFromState({ bookingId: BOOKING_ID })).toBe(BOOKING_ID);
    expect(bookingIdFromState({ bookingId: 42 })).toBeUndefined();
    expect(bookingIdFromState(null)).toBeUndefined();
  });

  it('sends the quote with its idempotency key, and a booking id without one', () => {
    expect(sourceVariables({ kind: 'quote', quote: aQuote() })).toEqual({
      quote: toQuoteInput(aQuote()),
      idempotencyKey: aQuote().idempotencyKey,
    });
    expect(sourceVariables({ kind: 'booking', bookingId: BOOKING_ID })).toEqual({ bookingId: BOOKING_ID });
  });

  it('sends the API only the quote fields its schema knows', () => {
    const stored = {
      ...aQuote(),
      totalAmount: 999,
      extra: 'ignored',
      bookingInfo: [{ ...aQuote().bookingInfo[0], roomName: 'Deluxe King' }],
    };
    const input = toQuoteInput(stored);
    expect(input).not.toHaveProperty('extra');
    expect(input).not.toHaveProperty('totalAmount');
    expect(input.bookingInfo?.[0]).not.toHaveProperty('roomName');
    expect(input).toMatchObject({
      userEmail: 'asha@example.com',
      checkInDate: '2026-12-10',
      bookingInfo: [{ roomId: aQuote().bookingInfo[0].roomId, roomType: RoomType.Deluxe }],
    });
    expect(input).not.toHaveProperty('businessName');
  });

  it('sends the business for a GST invoice when the guest gave one', () => {
    const input = toQuoteInput(aQuote({ businessName: 'Acme Traders LLP', businessGstin: '27AAPFU0939F1ZV' }));
    expect(input).toMatchObject({ businessName: 'Acme Traders LLP', businessGstin: '27AAPFU0939F1ZV' });
  });
});
