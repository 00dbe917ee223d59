import { englishPath } from '../../../i18n';
import type { BookingInfoInput, PaymentBookingFieldsFragment, QuoteInput } from '../../../graphql/generated';
import { storage, STORAGE_KEYS } from '../../../lib/storage';

/** A quote /user-details stored (spec section 3) that is complete enough to pay for. */
export type PendingQuote = Omit<QuoteInput, 'userEmail' | 'name' | 'phone' | 'checkInDate' | 'checkOutDate' | 'bookingInfo'> & {
  /** Sent with every booking request for this quote; /user-details makes it. */
  idempotencyKey?: string;
  userEmail: string;
  name: string;
  phone: string;
  checkInDate: string;
  checkOutDate: string;
  bookingInfo: Array<BookingInfoInput & { roomId: string }>;
};

/** What the payment page pays for: a booking that already exists, or the quote that becomes one. */
export type PaymentSource = { kind: 'booking'; bookingId: string } | { kind: 'quote'; quote: PendingQuote };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Storage gives back what was parsed, unchecked (an older version or another tab wrote it). */
function isPayable(quote: QuoteInput): quote is PendingQuote {
  const rooms: unknown = quote.bookingInfo;
  return (
    [quote.userEmail, quote.name, quote.phone].every((field) => typeof field === 'string') &&
    text(quote.checkInDate) !== '' &&
    text(quote.checkOutDate) !== '' &&
    Array.isArray(rooms) &&
    rooms.length > 0 &&
    rooms.every((line: BookingInfoInput | null) => typeof line?.roomId === 'string')
  );
}

export function readPendingQuote(): PendingQuote | undefined {
  const quote = storage.get(STORAGE_KEYS.pendingQuote);
  return quote && typeof quote === 'object' && isPayable(quote) ? quote : undefined;
}

export function readPendingBookingId(): string | undefined {
  return text(storage.get(STORAGE_KEYS.pendingBookingId)) || undefined;
}

/** Kept as soon as a booking exists, so an interrupted payment can be resumed (/pending-payment). */
export function rememberPendingBooking(bookingId: string): void {
  storage.set(STORAGE_KEYS.pendingBookingId, bookingId);
}

/**
 * A payment finished: forget what this tab was paying, and only that. The pending id and quote in
 * localStorage are shared by every tab; another tab's newer quote or booking stays for it.
 */
export function clearPendingPayment(paid: { bookingId: string; source: PaymentSource }): void {
  if (readPendingBookingId() === paid.bookingId) storage.remove(STORAGE_KEYS.pendingBookingId);
  const storedQuote = readPendingQuote();
  if (!storedQuote) return;
  const sameQuote = paid.source.kind === 'quote' && JSON.stringify(storedQuote) === JSON.stringify(paid.source.quote);
  if (sameQuote || paid.source.kind === 'booking') storage.remove(STORAGE_KEYS.pendingQuote);
}

const PAYMENT_PATH = '/payment';

/**
 * Once a booking exists, this tab's /payment URL (or /hi/payment) names it (?booking=…), so Back
 * and a reload find that booking whatever another tab stored meanwhile. Written past the router on
 * purpose: the page must not re-render while the checkout is open.
 */
export function markBookingInPaymentUrl(bookingId: string): void {
  const { pathname } = window.location;
  if (englishPath(pathname) !== PAYMENT_PATH) return;
  window.history.replaceState(window.history.state, '', `${pathname}?booking=${encodeURIComponent(bookingId)}`);
}

/** The booking a /payment URL names (markBookingInPaymentUrl). */
export function bookingIdFromUrl(search: string): string | undefined {
  return text(new URLSearchParams(search).get('booking')) || undefined;
}

/** A booking id handed over in navigation state (Pay now, Resume Payment). */
export function bookingIdFromState(state: unknown): string | undefined {
  return state && typeof state === 'object' ? text((state as { bookingId?: unknown }).bookingId) || undefined : undefined;
}

/**
 * True when the stored booking was made from this very quote (same guest, dates and rooms). The
 * guest is compared by name: the booking shows its email and phone masked.
 */
export function quoteMatchesBooking(
  quote: PendingQuote,
  booking: Pick<PaymentBookingFieldsFragment, 'userName' | 'checkIn' | 'checkOut' | 'lines'>,
): boolean {
  const rooms = (ids: string[]) => [...ids].sort().join(',');
  return (
    text(quote.name) === booking.userName &&
    quote.checkInDate === booking.checkIn &&
    quote.checkOutDate === booking.checkOut &&
    rooms(quote.bookingInfo.map((line) => line.roomId)) === rooms(booking.lines.map((line) => line.roomId))
  );
}

/**
 * Which booking the page pays for. An id handed over explicitly wins. A stored id and a stored
 * quote both exist once a payment started: the id is used while it is the quote's booking (paying
 * the quote again would collide with its own hold); a newer quote means the guest changed their
 * mind, so the quote wins. `storedBooking` is undefined while it is being looked up (checking)
 * and null when the server does not know it.
 */
export type SourceResolution =
  { status: 'none' } | { status: 'checking'; bookingId: string } | { status: 'ready'; source: PaymentSource };

export function resolvePaymentSource(input: {
  explicitBookingId?: string;
  storedBookingId?: string;
  storedQuote?: PendingQuote;
  storedBooking?: Parameters<typeof quoteMatchesBooking>[1] | null;
}): SourceResolution {
  const { explicitBookingId, storedBookingId, storedQuote, storedBooking } = input;
  if (explicitBookingId) return { status: 'ready', source: { kind: 'booking', bookingId: explicitBookingId } };
  if (storedBookingId && !storedQuote) return { status: 'ready', source: { kind: 'booking', bookingId: storedBookingId } };
  if (!storedQuote) return { status: 'none' };
  if (!storedBookingId) return { status: 'ready', source: { kind: 'quote', quote: storedQuote } };
  if (storedBooking === undefined) return { status: 'checking', bookingId: storedBookingId };
  return storedBooking && quoteMatchesBooking(storedQuote, storedBooking)
    ? { status: 'ready', source: { kind: 'booking', bookingId: storedBookingId } }
    : { status: 'ready', source: { kind: 'quote', quote: storedQuote } };
}

/**
 * The stored quote with only the fields the schema knows: an older version of the site may have
 * stored more, and the API refuses unknown fields. A total stored by an older version stays
 * behind too: the server prices the stay.
 */
export function toQuoteInput(quote: PendingQuote): QuoteInput {
  const address = quote.address ?? {};
  return {
    userEmail: quote.userEmail,
    name: quote.name,
    phone: quote.phone,
    address: {
      street: address.street,
      street2: address.street2,
      city: address.city,
      state: address.state,
      zip: address.zip,
      country: address.country,
    },
    checkInDate: quote.checkInDate,
    checkOutDate: quote.checkOutDate,
    bookingInfo: quote.bookingInfo.map((line) => ({
      roomId: line.roomId,
      roomType: line.roomType,
      roomAmount: line.roomAmount,
      pax: line.pax?.map((pax) => ({ name: pax.name, adultStatus: pax.adultStatus, gender: pax.gender, age: pax.age })),
    })),
    // A business for a GST invoice, when the guest gave one.
    ...(quote.businessName || quote.businessGstin
      ? { businessName: quote.businessName, businessGstin: quote.businessGstin }
      : {}),
    // The guest's "Send me updates on WhatsApp" box, kept with the booking (a quote from before it has none).
    ...(typeof quote.whatsappUpdates === 'boolean' ? { whatsappUpdates: quote.whatsappUpdates } : {}),
    // The "Send me offers and news" box, when ticked (issue 29).
    ...(quote.marketingConsent === true ? { marketingConsent: true } : {}),
  };
}

export function sourceVariables(source: PaymentSource): { bookingId?: string; quote?: QuoteInput; idempotencyKey?: string } {
  return source.kind === 'booking'
    ? { bookingId: source.bookingId }
    : { quote: toQuoteInput(source.quote), idempotencyKey: source.quote.idempotencyKey };
}
