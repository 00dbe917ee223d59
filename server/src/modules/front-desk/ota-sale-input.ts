import { isBlank, toNumber, trimmed } from '../../shared/input';
import { formatRupees, rupeesToPaise } from '../../shared/money';
import { deskBookingError, DeskBookingErrorCode, QuoteInput } from '../bookings';
import { OTA_COMMISSION_MAX_BP } from '../bookings';
import { AGREED_RENT_MAX_PAISE, bookingInfo, parseNotes } from './desk-booking-input';

/** An OTA's stay made a booking at the desk, as the transports hand it over (GraphQL input, plain data). */
export interface ChannelStayConversionRequest {
  channelStayId?: unknown;
  guest?: { name?: unknown; email?: unknown; phone?: unknown } | null;
  adults?: unknown;
  children?: unknown;
  /** The booking's reference on the OTA. */
  otaReference?: unknown;
  /** The rent the OTA sold each night at, before GST, in rupees. */
  nightlyRent?: unknown;
  /** The OTA's commission, in percent of the rent before GST. */
  commissionPercent?: unknown;
  /** What the OTA collected from the guest, in rupees (0 or left out: the guest pays the hotel). */
  otaCollected?: unknown;
  notes?: unknown;
  whatsappUpdates?: unknown;
}

/** The request, checked: everything but the stay itself, which is read under its lock. */
export interface OtaSalePlan {
  guest: { name: unknown; email: unknown; phone: unknown };
  /** The stay's one room and who sleeps in it, for the quote (its roomId is the stay's). */
  room: { adults: unknown; children: unknown };
  reference: string;
  rentPaise: number;
  commissionBp: number;
  collectedPaise: number;
  notes: string | null;
  whatsappUpdates: unknown;
}

export const OTA_REFERENCE_MAX = 64;
/** Letters and digits, with the separators OTAs use in their references (4012345678, MMT-123/45, HMABCD1234). */
const OTA_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ._/#-]*$/;

const invalid = (message: string, field: string) => deskBookingError(DeskBookingErrorCode.OtaSaleInvalid, message, field);

function parseReference(raw: unknown): string {
  const reference = trimmed(raw);
  if (reference === '' || reference.length > OTA_REFERENCE_MAX || !OTA_REFERENCE.test(reference)) {
    throw invalid(
      `Enter the booking's reference on the OTA: up to ${OTA_REFERENCE_MAX} letters and digits (with - / . # allowed)`,
      'otaReference',
    );
  }
  return reference;
}

function parseRent(raw: unknown): number {
  const rentPaise = isBlank(raw) ? undefined : rupeesToPaise(toNumber(raw));
  if (rentPaise === undefined || rentPaise <= 0 || rentPaise > AGREED_RENT_MAX_PAISE) {
    throw invalid(
      `Enter the rent the OTA sold each night at, in rupees before GST: more than zero and at most ${formatRupees(AGREED_RENT_MAX_PAISE)}, with at most two decimals.`,
      'nightlyRent',
    );
  }
  return rentPaise;
}

function parseCommission(raw: unknown): number {
  const percent = isBlank(raw) ? Number.NaN : toNumber(raw);
  const basisPoints = Math.round(percent * 100);
  const exact = Number.isFinite(percent) && Math.abs(percent * 100 - basisPoints) < 1e-6;
  if (!exact || basisPoints < 0 || basisPoints > OTA_COMMISSION_MAX_BP) {
    throw invalid(
      `Enter the OTA's commission in percent, from 0 to ${OTA_COMMISSION_MAX_BP / 100}, with at most two decimals`,
      'commissionPercent',
    );
  }
  return basisPoints;
}

function parseCollected(raw: unknown): number {
  if (isBlank(raw)) return 0;
  const paise = rupeesToPaise(toNumber(raw));
  if (paise === undefined || paise < 0 || paise > 2_000_000_000) {
    throw invalid(
      'Enter what the OTA collected from the guest in rupees, with at most two decimals (0 when the guest pays the hotel)',
      'otaCollected',
    );
  }
  return paise;
}

/** Checks what the desk typed from the OTA's extranet; the quote checks the guest and the room. */
export function parseOtaSale(request: ChannelStayConversionRequest): OtaSalePlan {
  const guest = request.guest ?? {};
  return {
    guest: { name: guest.name, email: guest.email, phone: guest.phone },
    room: { adults: request.adults, children: request.children },
    reference: parseReference(request.otaReference),
    rentPaise: parseRent(request.nightlyRent),
    commissionBp: parseCommission(request.commissionPercent),
    collectedPaise: parseCollected(request.otaCollected),
    notes: parseNotes(request.notes),
    whatsappUpdates: request.whatsappUpdates,
  };
}

/** The quote of the stay's room and nights for the guest the desk names: the same checks and GST as any booking. */
export function otaStayQuote(plan: OtaSalePlan, stay: { roomId: string; checkIn: string; checkOut: string }): QuoteInput {
  return {
    name: plan.guest.name,
    userEmail: plan.guest.email,
    phone: plan.guest.phone,
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    bookingInfo: bookingInfo([{ roomId: stay.roomId, ...plan.room }], trimmed(plan.guest.name)),
    whatsappUpdates: plan.whatsappUpdates,
  };
}
