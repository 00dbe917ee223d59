import type { PaxInput, QuoteInput, RoomType } from '../../graphql/generated';
import { NO_BUSINESS, quoteBusiness, validateBusiness, type BusinessDetails, type BusinessField } from './business-rules';

/** The guest details form (spec section 5, Guest details); the address is optional. */
export interface GuestAddress {
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** The guest, and optionally the business a GST invoice is made out to. */
export interface GuestDetails extends BusinessDetails {
  name: string;
  email: string;
  phone: string;
  address: GuestAddress;
}

export type GuestField = 'name' | 'email' | 'phone' | BusinessField;
export type GuestErrors = Partial<Record<GuestField, string>>;

export const GUEST_MESSAGES = {
  required: 'Name, Email and Phone are required',
  email: 'Please enter a valid email address',
  phone: 'Phone number must start with 6-9 and be exactly 10 digits',
  roomNotLoaded: 'Room data not loaded. Please go back and re-select room.',
  nameTooLong: 'Name cannot exceed 120 characters',
} as const;

/** The server keeps a guest's name (and each guest of a room) in at most 120 characters. */
export const NAME_MAX_LENGTH = 120;

/** The name's length problem, said as it is typed rather than at payment. */
export const nameLengthProblem = (name: string): string | undefined =>
  name.trim().length > NAME_MAX_LENGTH ? GUEST_MESSAGES.nameTooLong : undefined;

export const PHONE_LENGTH = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[6-9]\d{9}$/;
const ADDRESS_KEYS: (keyof GuestAddress)[] = ['street', 'street2', 'city', 'state', 'zip', 'country'];

export const EMPTY_GUEST: GuestDetails = {
  name: '',
  email: '',
  phone: '',
  address: { street: '', street2: '', city: '', state: '', zip: '', country: '' },
  ...NO_BUSINESS,
};

/**
 * What the phone box keeps while the guest types or pastes: digits, spaces, dashes and a leading
 * +, at most 16 characters. Nothing is cut at 10 digits yet: "+91 98765 43210" typed key by key
 * passes through "+91 98765 4" on its way, and only the whole number tells a prefix apart.
 */
export function typedPhone(raw: string): string {
  const plus = raw.trimStart().startsWith('+') ? '+' : '';
  return (plus + raw.replace(/[^\d\s-]/g, '')).slice(0, 16);
}

/**
 * The phone number as it is kept: digits only, with a leading +91, 91 or 0 removed however it
 * was typed or pasted ("+91 98765 43210", "919876543210" and "098765-43210" are all 9876543210).
 * A 10-digit number that starts with 91 is a number of its own and stays as it is.
 */
export function normalisePhoneInput(raw: string): string {
  const international = raw.trim().startsWith('+');
  let digits = raw.replace(/\D/g, '');
  if ((international || digits.length === PHONE_LENGTH + 2) && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** Trimmed values, lower-case email, phone digits only. */
export function normaliseGuest(values: GuestDetails): GuestDetails {
  const address = {} as GuestAddress;
  for (const key of ADDRESS_KEYS) address[key] = (values.address?.[key] ?? '').trim();
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: normalisePhoneInput(values.phone.trim()),
    address,
    ...validateBusiness(values).business,
  };
}

/**
 * The spec's guest rules, and the business's when a GST invoice is asked for. Every field with a
 * problem gets its message; `first` is the one the browser alert shows (required, then email, then
 * phone, then the business, as the guest reads the form).
 */
export function validateGuest(values: GuestDetails): { guest: GuestDetails; errors: GuestErrors; first?: string } {
  const guest = normaliseGuest(values);
  const errors: GuestErrors = { ...validateBusiness(values).errors };
  const missing = (['name', 'email', 'phone'] as const).filter((field) => guest[field] === '');
  for (const field of missing) errors[field] = GUEST_MESSAGES.required;
  if (!errors.name && nameLengthProblem(guest.name)) errors.name = GUEST_MESSAGES.nameTooLong;
  if (!errors.email && !EMAIL.test(guest.email)) errors.email = GUEST_MESSAGES.email;
  if (!errors.phone && !PHONE.test(guest.phone)) errors.phone = GUEST_MESSAGES.phone;
  const first =
    missing.length > 0
      ? GUEST_MESSAGES.required
      : (errors.name ?? errors.email ?? errors.phone ?? errors.businessName ?? errors.businessGstin);
  return { guest, errors, first };
}

export interface QuoteRoom {
  id: string;
  type: RoomType;
  rentPerDay: number;
}

export interface QuoteStay {
  checkIn: string;
  checkOut: string;
}

/** Who stays in the room being booked. */
export interface RoomParty {
  adults: number;
  children?: number;
}

/** A count from the draft (stored, so unchecked): a whole number, at least `least`. */
function headcount(value: number | undefined, least: number): number {
  return value !== undefined && Number.isInteger(value) && value >= least ? value : least;
}

/**
 * Everyone staying in the room, as the quote's pax list (gender other and age 0, as spec section 3
 * sends them): the booker named as the first adult, the other adults and the children unnamed
 * (the server gives them the booker's name). The server's quote checker counts them against the
 * room's maximum, so a room is never booked for more guests than it takes.
 */
export function partyPax(bookerName: string, party: RoomParty): PaxInput[] {
  const adults = Array.from({ length: headcount(party.adults, 1) }, (_, index) => ({
    ...(index === 0 && bookerName ? { name: bookerName } : {}),
    adultStatus: 'adult',
    gender: 'other',
    age: 0,
  }));
  const children = Array.from({ length: headcount(party.children, 0) }, () => ({
    adultStatus: 'child',
    gender: 'other',
    age: 0,
  }));
  return [...adults, ...children];
}

/** A room of the booking and who sleeps in it. */
export interface QuoteRoomWithParty {
  room: QuoteRoom;
  party: RoomParty;
}

/**
 * The quote of spec section 3, kept in the browser until the payment page books it: one line per
 * room, each with its rent and everyone staying in it (the booker named in the first room). No
 * total: the server prices the stay.
 */
export function buildQuote(guest: GuestDetails, stay: QuoteStay, rooms: readonly QuoteRoomWithParty[]): QuoteInput {
  return {
    userEmail: guest.email,
    name: guest.name,
    phone: guest.phone,
    address: { ...guest.address },
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    bookingInfo: rooms.map(({ room, party }, index) => ({
      pax: partyPax(index === 0 ? guest.name : '', party),
      roomType: room.type,
      roomId: room.id,
      roomAmount: room.rentPerDay,
    })),
    ...quoteBusiness(guest),
  };
}

/** Why these guests cannot sleep in this room ("Deluxe King 201 sleeps 2"), or undefined. */
export function roomGuestsProblem(room: { name: string; maxCount: number }, party: Required<RoomParty>): string | undefined {
  if (party.adults < 1) return `${room.name} needs at least 1 adult`;
  if (party.adults + party.children > room.maxCount) {
    return `${room.name} sleeps ${room.maxCount}: move ${party.adults + party.children - room.maxCount === 1 ? 'a guest' : 'guests'} to another room`;
  }
  return undefined;
}

/** The guest fields of a quote kept earlier, to fill the form again when the guest comes back. */
export function guestFromQuote(quote: QuoteInput | undefined): GuestDetails {
  if (!quote || typeof quote !== 'object') return EMPTY_GUEST;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const address = {} as GuestAddress;
  for (const key of ADDRESS_KEYS) address[key] = text(quote.address?.[key]);
  const businessName = text(quote.businessName);
  return {
    name: text(quote.name),
    email: text(quote.userEmail),
    phone: text(quote.phone),
    address,
    businessInvoice: businessName !== '',
    businessName,
    businessGstin: text(quote.businessGstin),
  };
}
