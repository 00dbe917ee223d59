import { isBlank, toNumber, trimmed } from '../../shared/input';
import { formatRupees, rupeesToPaise } from '../../shared/money';
import { BookingChannel, QuoteInput, RegistrationInput } from '../bookings';
import { DESK_PAYMENT_METHODS, DeskPaymentMethod, REFERENCE_MAX } from '../billing';
import { deskBookingError, DeskBookingErrorCode, MAX_NOTES_LENGTH } from '../bookings';

/** How a desk booking is paid: now at the desk, later at the hotel, or online through a link sent to the guest. */
export const DeskPaymentOption = {
  PAY_AT_DESK_NOW: 'PAY_AT_DESK_NOW',
  PAY_LATER: 'PAY_LATER',
  PAYMENT_LINK: 'PAYMENT_LINK',
} as const;
export type DeskPaymentOption = (typeof DeskPaymentOption)[keyof typeof DeskPaymentOption];

/** A desk booking as the transports hand it over (GraphQL input, plain data). */
export interface DeskBookingRequest {
  checkIn?: unknown;
  checkOut?: unknown;
  rooms?: unknown;
  guest?: { name?: unknown; email?: unknown; phone?: unknown } | null;
  channel?: unknown;
  notes?: unknown;
  payment?: { option?: unknown; method?: unknown; amount?: unknown; reference?: unknown } | null;
  /** For a B2B invoice; the quote checks them as the guests' form does. */
  businessName?: unknown;
  businessGstin?: unknown;
  /** Check the guest in as soon as the booking is made (a stay starting today), with `registration`. */
  checkInNow?: unknown;
  registration?: RegistrationInput | null;
  /** A nightly rent agreed with the guest, before GST, in rupees, with the reason (owner and manager: the resolver checks). */
  rateOverride?: RateOverrideRequest;
  /** The guest, asked at the desk, wants updates on WhatsApp (optional; recorded with the booking). */
  whatsappUpdates?: unknown;
}

/** A rent agreed at the desk: every night of every room at `rentPaise` before GST. */
export interface RateOverride {
  rentPaise: number;
  reason: string;
}

export type DeskPaymentPlan =
  | { option: typeof DeskPaymentOption.PAY_AT_DESK_NOW; method: DeskPaymentMethod; amountPaise: number; reference: string | null }
  | { option: typeof DeskPaymentOption.PAY_LATER | typeof DeskPaymentOption.PAYMENT_LINK };

export interface DeskBookingPlan {
  /** The quote the guests' website sends, built from the desk's form: the same checks and prices apply. */
  quote: QuoteInput;
  channel: typeof BookingChannel.WALK_IN | typeof BookingChannel.PHONE;
  notes: string | null;
  payment: DeskPaymentPlan;
  /** The guest's registration, to check them in once the booking is made; null: not now. */
  checkInNow: RegistrationInput | null;
  rateOverride: RateOverride | null;
}

const MAX_GUESTS_PER_ROOM = 20;
/** A rent agreed at the desk: up to ₹10,00,000 a night (no room costs more; a typo of a zero or two does). */
export const AGREED_RENT_MAX_PAISE = 100_000_000;
export const OVERRIDE_REASON_MIN = 3;
export const OVERRIDE_REASON_MAX = 200;
const DESK_CHANNELS: readonly string[] = [BookingChannel.WALK_IN, BookingChannel.PHONE];
const OPTIONS: readonly string[] = Object.values(DeskPaymentOption);

/** The booking's notes: trimmed, at most MAX_NOTES_LENGTH characters, null when empty. */
export function parseNotes(raw: unknown): string | null {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    throw deskBookingError(DeskBookingErrorCode.NotesTooLong, 'Notes must be text', 'notes');
  }
  const notes = trimmed(raw);
  if (notes.length > MAX_NOTES_LENGTH) {
    throw deskBookingError(DeskBookingErrorCode.NotesTooLong, `Notes cannot exceed ${MAX_NOTES_LENGTH} characters`, 'notes');
  }
  return notes === '' ? null : notes;
}

function guestCount(raw: unknown, field: string, least: number, label: string): number {
  const count = isBlank(raw) ? (least === 0 ? 0 : Number.NaN) : toNumber(raw);
  if (!Number.isInteger(count) || count < least || count > MAX_GUESTS_PER_ROOM) {
    throw deskBookingError(
      DeskBookingErrorCode.GuestsInvalid,
      `${label} must be a whole number from ${least} to ${MAX_GUESTS_PER_ROOM}`,
      field,
    );
  }
  return count;
}

/** Each room's adults and children become the quote's guests (named after the booking's guest). */
export function bookingInfo(rooms: unknown, guestName: string): QuoteInput['bookingInfo'] {
  if (!Array.isArray(rooms)) return [];
  return rooms.map((raw: unknown, index) => {
    const room = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const adults = guestCount(room.adults, `rooms.${index}.adults`, 1, 'Adults');
    const children = guestCount(room.children, `rooms.${index}.children`, 0, 'Children');
    const pax = [
      ...Array.from({ length: adults }, () => ({ name: guestName, adultStatus: 'adult' })),
      ...Array.from({ length: children }, () => ({ name: guestName, adultStatus: 'child' })),
    ];
    return { roomId: room.roomId, pax };
  });
}

function parsePayment(raw: DeskBookingRequest['payment']): DeskPaymentPlan {
  const option = raw?.option;
  if (typeof option !== 'string' || !OPTIONS.includes(option)) {
    throw deskBookingError(
      DeskBookingErrorCode.PaymentInvalid,
      'Choose how the guest pays: now at the desk, later at the hotel, or online by a link',
      'payment.option',
    );
  }
  if (option !== DeskPaymentOption.PAY_AT_DESK_NOW) return { option: option as DeskPaymentPlan['option'] } as DeskPaymentPlan;
  const method = raw?.method;
  if (typeof method !== 'string' || !(DESK_PAYMENT_METHODS as readonly string[]).includes(method)) {
    throw deskBookingError(DeskBookingErrorCode.PaymentInvalid, 'Choose cash, UPI, card or bank transfer', 'payment.method');
  }
  const amountPaise = isBlank(raw?.amount) ? undefined : rupeesToPaise(toNumber(raw?.amount));
  if (amountPaise === undefined || amountPaise <= 0) {
    throw deskBookingError(
      DeskBookingErrorCode.PaymentInvalid,
      'Enter an amount in rupees greater than zero, with at most two decimals.',
      'payment.amount',
    );
  }
  const reference = trimmed(raw?.reference);
  if (reference.length > REFERENCE_MAX) {
    throw deskBookingError(
      DeskBookingErrorCode.PaymentInvalid,
      `The reference can be at most ${REFERENCE_MAX} characters`,
      'payment.reference',
    );
  }
  return { option, method: method as DeskPaymentMethod, amountPaise, reference: reference || null };
}

/** A rent agreed with the guest as a form sends it (a desk booking's, or a change's). */
export type RateOverrideRequest = { nightlyRent?: unknown; reason?: unknown } | null | undefined;

/** The agreed rent and its reason, checked; null when none was sent. */
export function parseRateOverride(raw: RateOverrideRequest): RateOverride | null {
  if (raw === undefined || raw === null) return null;
  const rupees = isBlank(raw.nightlyRent) ? Number.NaN : toNumber(raw.nightlyRent);
  const rentPaise = Number.isFinite(rupees) ? rupeesToPaise(rupees) : undefined;
  if (rentPaise === undefined || rentPaise <= 0 || rentPaise > AGREED_RENT_MAX_PAISE) {
    throw deskBookingError(
      DeskBookingErrorCode.RateOverrideInvalid,
      `Enter the agreed rent per night in rupees, before GST: more than zero and at most ${formatRupees(AGREED_RENT_MAX_PAISE)}, with at most two decimals.`,
      'rateOverride.nightlyRent',
    );
  }
  const reason = typeof raw.reason === 'string' ? raw.reason.trim() : '';
  if (reason.length < OVERRIDE_REASON_MIN || reason.length > OVERRIDE_REASON_MAX) {
    throw deskBookingError(
      DeskBookingErrorCode.RateOverrideInvalid,
      `Give the reason for the agreed rent in ${OVERRIDE_REASON_MIN} to ${OVERRIDE_REASON_MAX} characters`,
      'rateOverride.reason',
    );
  }
  return { rentPaise, reason };
}

/** "Check in now": only for a stay starting today, and a booking that is confirmed at once (not left for an online payment). */
function parseCheckInNow(request: DeskBookingRequest, payment: DeskPaymentPlan, today: string): RegistrationInput | null {
  if (request.checkInNow !== true) return null;
  if (request.checkIn !== today) {
    throw deskBookingError(
      DeskBookingErrorCode.CheckInNowRefused,
      'Only a stay that starts today can be checked in now',
      'checkInNow',
    );
  }
  if (payment.option === DeskPaymentOption.PAYMENT_LINK) {
    throw deskBookingError(
      DeskBookingErrorCode.CheckInNowRefused,
      'A guest paying online by a link is checked in once the booking is paid: choose pay now or pay later to check in now',
      'checkInNow',
    );
  }
  return request.registration ?? {};
}

/** Checks what only the desk sends (channel, guests per room, notes, payment, check in now, agreed rent); the quote checks the rest. */
export function parseDeskBooking(request: DeskBookingRequest, today: string): DeskBookingPlan {
  const channel = request.channel;
  if (typeof channel !== 'string' || !DESK_CHANNELS.includes(channel)) {
    throw deskBookingError(DeskBookingErrorCode.ChannelInvalid, 'Say whether the guest walked in or phoned', 'channel');
  }
  const guest = request.guest ?? {};
  const quote: QuoteInput = {
    name: guest.name,
    userEmail: guest.email,
    phone: guest.phone,
    checkInDate: request.checkIn,
    checkOutDate: request.checkOut,
    bookingInfo: bookingInfo(request.rooms, trimmed(guest.name)),
    businessName: request.businessName,
    businessGstin: request.businessGstin,
    whatsappUpdates: request.whatsappUpdates,
  };
  const payment = parsePayment(request.payment);
  return {
    quote,
    channel: channel as DeskBookingPlan['channel'],
    notes: parseNotes(request.notes),
    payment,
    checkInNow: parseCheckInNow(request, payment, today),
    rateOverride: parseRateOverride(request.rateOverride),
  };
}
