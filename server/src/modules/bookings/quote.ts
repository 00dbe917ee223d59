import { parseStay, Stay } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { isUuid, toNumber, trimmed } from '../../shared/input';
import { GuestInput } from '../guests';
import { parseMarketingChoice, parseWhatsAppChoice } from '../messages';
import { BookingErrorCode } from './booking-errors';
import { BusinessRecipient, parseBusinessRecipient } from './business-recipient';

/**
 * The quote of the spec (section 3), as the client builds it before payment. Prices in it
 * (roomAmount, totalAmount) are the client's view and are never used: the server prices the stay.
 */
export interface QuoteInput {
  userEmail?: unknown;
  name?: unknown;
  phone?: unknown;
  address?: unknown;
  checkInDate?: unknown;
  checkOutDate?: unknown;
  bookingInfo?: unknown;
  totalAmount?: unknown;
  /** Optional, for a B2B invoice: the business's name and GSTIN. */
  businessName?: unknown;
  businessGstin?: unknown;
  /** Optional: the form's "Send me updates on WhatsApp from {hotel}" box (issue 28); left out, nothing is recorded. */
  whatsappUpdates?: unknown;
  /** Optional: the form's "Send me offers and news from {hotel}" box (issue 29); left out, not ticked. */
  marketingConsent?: unknown;
}

export interface PaxData {
  name: string;
  adultStatus: 'adult' | 'child';
  gender: 'male' | 'female' | 'other';
  age: number;
}

export interface QuoteLine {
  roomId: string;
  pax: PaxData[];
}

export interface ParsedQuote {
  guest: GuestInput;
  stay: Stay;
  lines: QuoteLine[];
  business?: BusinessRecipient | null;
  /** The WhatsApp box as sent: ticked, unticked, or not sent at all (undefined). */
  whatsappUpdates?: boolean;
  /** The offers-and-news box: ticked or not (left out: not). */
  marketingConsent?: boolean;
}

const MAX_ROOMS_PER_BOOKING = 10;

export function parseQuote(quote: QuoteInput, now: Date): ParsedQuote {
  const guest: GuestInput = { name: quote.name, email: quote.userEmail, phone: quote.phone, address: quote.address };
  const stay = parseStay(quote.checkInDate, quote.checkOutDate, { now });
  const entries = Array.isArray(quote.bookingInfo) ? quote.bookingInfo : [];
  if (entries.length === 0) throw new DomainError(BookingErrorCode.RoomRequired, 'Please select a room', 'bookingInfo');
  if (entries.length > MAX_ROOMS_PER_BOOKING) {
    throw new DomainError(
      BookingErrorCode.TooManyRooms,
      `At most ${MAX_ROOMS_PER_BOOKING} rooms can be booked at once`,
      'bookingInfo',
    );
  }
  const lines = entries.map((entry, index) => parseLine(entry, index, trimmed(quote.name)));
  const roomIds = lines.map((line) => line.roomId);
  if (new Set(roomIds).size !== roomIds.length) {
    throw new DomainError(BookingErrorCode.RoomRepeated, 'Each room can be booked only once per booking', 'bookingInfo');
  }
  return {
    guest,
    stay,
    lines,
    business: parseBusinessRecipient(quote.businessName, quote.businessGstin),
    whatsappUpdates: parseWhatsAppChoice(quote.whatsappUpdates),
    marketingConsent: parseMarketingChoice(quote.marketingConsent),
  };
}

function parseLine(raw: unknown, index: number, guestName: string): QuoteLine {
  const entry = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const roomId = entry.roomId ?? entry.roomid ?? entry.room;
  if (!isUuid(roomId))
    throw new DomainError(BookingErrorCode.RoomRequired, 'Please select a room', `bookingInfo.${index}.roomId`);
  const paxList = Array.isArray(entry.pax) && entry.pax.length > 0 ? entry.pax : [{}];
  return { roomId, pax: paxList.map((pax, paxIndex) => parsePax(pax, guestName, `bookingInfo.${index}.pax.${paxIndex}`)) };
}

function parsePax(raw: unknown, guestName: string, field: string): PaxData {
  const pax = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const name = trimmed(pax.name) || guestName || 'Guest';
  const adultStatus = trimmed(pax.adultStatus).toLowerCase() || 'adult';
  const gender = trimmed(pax.gender).toLowerCase() || 'other';
  const age = pax.age === undefined || pax.age === null || pax.age === '' ? 0 : toNumber(pax.age);
  if (name.length > 120)
    throw new DomainError(BookingErrorCode.PaxNameTooLong, 'Name cannot exceed 120 characters', `${field}.name`);
  if (adultStatus !== 'adult' && adultStatus !== 'child') {
    throw new DomainError(BookingErrorCode.PaxInvalid, 'Each guest must be an adult or a child', `${field}.adultStatus`);
  }
  if (gender !== 'male' && gender !== 'female' && gender !== 'other') {
    throw new DomainError(BookingErrorCode.PaxInvalid, 'Gender must be male, female or other', `${field}.gender`);
  }
  if (!Number.isInteger(age) || age < 0 || age > 120)
    throw new DomainError(BookingErrorCode.PaxInvalid, 'Age must be a whole number from 0 to 120', `${field}.age`);
  return { name, adultStatus, gender, age };
}
