import {
  GUEST_MESSAGES as GUEST_RULE_MESSAGES,
  guestContactProblems,
  NAME_MAX_LENGTH,
  normalisePhone,
  PHONE_DIGITS,
} from '@server-pure/guest-details';
import { dialledDigits, INDIA, phoneCountry, splitPhone } from '@server-pure/phone-countries';
import { checkTypedPhone } from '../../lib/phone';
import type { PaxInput, QuoteInput, RoomType } from '../../graphql/generated';
import { NO_BUSINESS, quoteBusiness, validateBusiness, type BusinessDetails, type BusinessField } from './business-rules';
import { ENGLISH_DETAILS_WORDS, type DetailsWords } from './details-words';

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
  /** As typed while the form is open; in E.164 once handed over (+919876543210, +447911123456). */
  phone: string;
  /** The country picked for the phone (ISO code, India unless the guest picks another). */
  phoneCountry: string;
  address: GuestAddress;
  /** "Send me updates on WhatsApp from {hotel}": unticked unless the guest ticks it. */
  whatsappUpdates: boolean;
  /** "Send me offers and news from {hotel}" (issue 29): apart from WhatsApp, unticked unless ticked. */
  marketingConsent: boolean;
}

export type GuestField = 'name' | 'email' | 'phone' | BusinessField;
export type GuestErrors = Partial<Record<GuestField, string>>;

/**
 * What an empty field says under itself. The spec's "Name, Email and Phone are required" names all
 * three: it is the alert's, not a field's (under each field it would say the same thing three times).
 */
const REQUIRED_FIELD = { name: 'nameRequired', email: 'emailRequired', phone: 'phoneRequired' } as const;

/** The server's words for a contact's problem (spec section 5), as the catalogue names them. */
const CONTACT_PROBLEM = { nameTooLong: 'nameTooLong', email: 'emailInvalid', phone: 'phoneInvalid' } as const;

/** The name's length problem, said as it is typed rather than at payment. */
export const nameLengthProblem = (name: string, { details: words }: DetailsWords = ENGLISH_DETAILS_WORDS): string | undefined =>
  name.trim().length > NAME_MAX_LENGTH ? words.t('nameTooLong', { max: NAME_MAX_LENGTH }) : undefined;

/**
 * A phone's problem in the page's language: the spec's rule for an Indian number in its words;
 * another country's as the phone library says it (English), or in Hindi one sentence for all.
 */
function phoneProblemText(message: string, { details: words }: DetailsWords): string {
  if (message === GUEST_RULE_MESSAGES.phone) return words.t('phoneInvalid');
  return words.locale === 'en' ? message : words.t('phoneInvalidAbroad');
}

const ADDRESS_KEYS: (keyof GuestAddress)[] = ['street', 'street2', 'city', 'state', 'zip', 'country'];

export const EMPTY_GUEST: GuestDetails = {
  name: '',
  email: '',
  phone: '',
  phoneCountry: INDIA.code,
  address: { street: '', street2: '', city: '', state: '', zip: '', country: '' },
  whatsappUpdates: false,
  marketingConsent: false,
  ...NO_BUSINESS,
};

/**
 * What the phone box keeps while the guest types or pastes: digits, spaces, dashes and a leading
 * +, at most 20 characters ("00971 50 123 4567" fits). Nothing is cut at 10 digits yet: "+91 98765 43210" typed key by key
 * passes through "+91 98765 4" on its way, and only the whole number tells a prefix apart.
 */
export function typedPhone(raw: string): string {
  const plus = raw.trimStart().startsWith('+') ? '+' : '';
  return (plus + raw.replace(/[^\d\s-]/g, '')).slice(0, 20);
}

/**
 * A number typed with its + code, as the picker shows it once the guest leaves the box: "+44 7911
 * 123456" is United Kingdom and 7911123456 (a country that shares its code keeps being picked);
 * "098765 43210" with India picked is 9876543210. Anything else stays as typed.
 */
export function pickedPhone(typed: string, country: string): { phone: string; phoneCountry: string } {
  const dialled = dialledDigits(typed);
  if (dialled === undefined) {
    const indian = country === INDIA.code ? normalisePhone(typed) : '';
    return { phone: indian.length === PHONE_DIGITS ? indian : typed, phoneCountry: country };
  }
  const split = splitPhone(`+${dialled}`);
  if (split.number.startsWith('+')) return { phone: typed, phoneCountry: country };
  const sameCode = phoneCountry(country)?.dial === phoneCountry(split.country)?.dial;
  return { phone: split.number, phoneCountry: sameCode ? country : split.country };
}

/** Trimmed values, lower-case email, the phone as checked (E.164 when it is a number). */
function normaliseGuest(values: GuestDetails, phone: string): GuestDetails {
  const address = {} as GuestAddress;
  for (const key of ADDRESS_KEYS) address[key] = (values.address?.[key] ?? '').trim();
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone,
    phoneCountry: values.phoneCountry || INDIA.code,
    address,
    whatsappUpdates: values.whatsappUpdates === true,
    marketingConsent: values.marketingConsent === true,
    ...validateBusiness(values).business,
  };
}

/**
 * The spec's guest rules, and the business's when a GST invoice is asked for. Every field with a
 * problem gets its own message; `first` is the one the browser alert shows (the spec's "Name,
 * Email and Phone are required" when one is empty, else the email's, the phone's, then the
 * business's, as the guest reads the form). Another country's number waits for the phone library.
 */
export async function validateGuest(
  values: GuestDetails,
  words: DetailsWords = ENGLISH_DETAILS_WORDS,
): Promise<{ guest: GuestDetails; errors: GuestErrors; first?: string }> {
  const { t } = words.details;
  const phone = await checkTypedPhone(values.phone ?? '', values.phoneCountry || INDIA.code);
  const guest = normaliseGuest(values, 'phone' in phone ? phone.phone : values.phone.trim());
  const errors: GuestErrors = { ...validateBusiness(values, words).errors };
  const problems = guestContactProblems({
    ...guest,
    phone: 'problem' in phone && phone.problem === 'required' ? '' : guest.phone,
  });
  for (const field of ['name', 'email', 'phone'] as const) {
    const problem = problems[field];
    if (problem === 'required' || problem === 'deskRequired') errors[field] = t(REQUIRED_FIELD[field]);
    else if (problem === 'nameTooLong') errors[field] = t('nameTooLong', { max: NAME_MAX_LENGTH });
    else if (problem) errors[field] = t(CONTACT_PROBLEM[problem]);
  }
  if (!errors.phone && 'problem' in phone) errors.phone = phoneProblemText(phone.message, words);
  const first = Object.values(problems).includes('required')
    ? t('required')
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
    whatsappUpdates: guest.whatsappUpdates,
    // Sent only when ticked: an unticked box keeps nothing, and the quote keeps its earlier shape.
    ...(guest.marketingConsent ? { marketingConsent: true } : {}),
  };
}

/** Why these guests cannot sleep in this room ("Deluxe King 201 sleeps 2"), or undefined. */
export function roomGuestsProblem(
  room: { name: string; maxCount: number },
  party: Required<RoomParty>,
  { details: words }: DetailsWords = ENGLISH_DETAILS_WORDS,
): string | undefined {
  if (party.adults < 1) return words.t('roomNeedsAdult', { room: room.name });
  const extra = party.adults + party.children - room.maxCount;
  if (extra > 0) return words.t('roomSleeps', { room: room.name, sleeps: room.maxCount, extra });
  return undefined;
}

/** The guest fields of a quote kept earlier, to fill the form again when the guest comes back. */
export function guestFromQuote(quote: QuoteInput | undefined): GuestDetails {
  if (!quote || typeof quote !== 'object') return EMPTY_GUEST;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const address = {} as GuestAddress;
  for (const key of ADDRESS_KEYS) address[key] = text(quote.address?.[key]);
  const businessName = text(quote.businessName);
  const phone = splitPhone(text(quote.phone));
  return {
    name: text(quote.name),
    email: text(quote.userEmail),
    phone: phone.number,
    phoneCountry: phone.country,
    address,
    whatsappUpdates: quote.whatsappUpdates === true,
    marketingConsent: quote.marketingConsent === true,
    businessInvoice: businessName !== '',
    businessName,
    businessGstin: text(quote.businessGstin),
  };
}
