import type { QuoteInput } from '../../graphql/generated';
import { nightsBetween } from '../../lib/format';

/** The guest details form (spec section 5, Guest details); the address is optional. */
export interface GuestAddress {
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface GuestDetails {
  name: string;
  email: string;
  phone: string;
  address: GuestAddress;
}

export type GuestField = 'name' | 'email' | 'phone';
export type GuestErrors = Partial<Record<GuestField, string>>;

export const GUEST_MESSAGES = {
  required: 'Name, Email and Phone are required',
  email: 'Please enter a valid email address',
  phone: 'Phone number must start with 6-9 and be exactly 10 digits',
  roomNotLoaded: 'Room data not loaded. Please go back and re-select room.',
} as const;

export const PHONE_LENGTH = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[6-9]\d{9}$/;
const ADDRESS_KEYS: (keyof GuestAddress)[] = ['street', 'street2', 'city', 'state', 'zip', 'country'];

export const EMPTY_GUEST: GuestDetails = {
  name: '',
  email: '',
  phone: '',
  address: { street: '', street2: '', city: '', state: '', zip: '', country: '' },
};

/**
 * What the phone box keeps of what was typed or pasted: digits only, at most 10. A pasted or
 * autofilled +91 or 0 prefix is dropped first, so "+91 98765 43210" becomes 9876543210.
 */
export function normalisePhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
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
  };
}

/**
 * The spec's guest rules. Every field with a problem gets its message; `first` is the one the
 * browser alert shows (required, then email, then phone, as the guest reads the form).
 */
export function validateGuest(values: GuestDetails): { guest: GuestDetails; errors: GuestErrors; first?: string } {
  const guest = normaliseGuest(values);
  const errors: GuestErrors = {};
  const missing = (['name', 'email', 'phone'] as const).filter((field) => guest[field] === '');
  for (const field of missing) errors[field] = GUEST_MESSAGES.required;
  if (!errors.email && !EMAIL.test(guest.email)) errors.email = GUEST_MESSAGES.email;
  if (!errors.phone && !PHONE.test(guest.phone)) errors.phone = GUEST_MESSAGES.phone;
  const first = missing.length > 0 ? GUEST_MESSAGES.required : (errors.email ?? errors.phone);
  return { guest, errors, first };
}

export interface QuoteRoom {
  id: string;
  type: string;
  rentPerDay: number;
}

export interface QuoteStay {
  checkIn: string;
  checkOut: string;
}

/**
 * The quote of spec section 3, kept in the browser until the payment page books it: one room with
 * one adult guest (gender other, age 0). The amounts are the guest's view only; the server prices
 * the stay.
 */
export function buildQuote(guest: GuestDetails, stay: QuoteStay, room: QuoteRoom): QuoteInput {
  return {
    userEmail: guest.email,
    name: guest.name,
    phone: guest.phone,
    address: { ...guest.address },
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    bookingInfo: [
      {
        pax: [{ name: guest.name, adultStatus: 'adult', gender: 'other', age: 0 }],
        roomType: room.type,
        roomId: room.id,
        roomAmount: room.rentPerDay,
      },
    ],
    totalAmount: room.rentPerDay * nightsBetween(stay.checkIn, stay.checkOut),
  };
}

/** The guest fields of a quote kept earlier, to fill the form again when the guest comes back. */
export function guestFromQuote(quote: QuoteInput | undefined): GuestDetails {
  if (!quote || typeof quote !== 'object') return EMPTY_GUEST;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const address = {} as GuestAddress;
  for (const key of ADDRESS_KEYS) address[key] = text(quote.address?.[key]);
  return { name: text(quote.name), email: text(quote.userEmail), phone: text(quote.phone), address };
}
