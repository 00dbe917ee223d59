import { addDays, daysBetween, formatStayDate, isCalendarDate, todayInHotel } from '../../shared/dates';
import { DomainError, ErrorCollector } from '../../shared/domain-error';
import { isUuid, trimmed } from '../../shared/input';
import { BanquetErrorCode } from './banquet-errors';
import { BANQUET_HORIZON_DAYS } from './hall-availability.service';
import { HallSession } from './hall-session.entity';
import { Hall } from './hall.entity';
import { MenuPackage } from './menu-package.entity';

/** What families most often book the hall for; anything else is "Other" (with the notes). */
export const OCCASIONS = [
  'Wedding reception',
  'Engagement',
  'Mehendi or sangeet',
  'Birthday party',
  'Anniversary',
  'Religious function',
  'Corporate event',
  'Other',
] as const;

export const NOTES_MAX = 1000;

/** What an estimate is asked for (all optional on the wire; checked here). */
export interface EstimateInput {
  hallId?: unknown;
  sessionId?: unknown;
  eventDate?: unknown;
  guests?: unknown;
  menuPackageId?: unknown;
}

export interface EnquiryInput {
  hallId?: unknown;
  sessionId?: unknown;
  eventDate?: unknown;
  occasion?: unknown;
  expectedGuests?: unknown;
  menuPackageId?: unknown;
  name?: unknown;
  phone?: unknown;
  email?: unknown;
  notes?: unknown;
  dietaryNotes?: unknown;
  /** Optional: "Send me updates on WhatsApp from {hotel}" (issue 28); left out, nothing is recorded. */
  whatsappUpdates?: unknown;
  /** Optional: "Send me offers and news from {hotel}" (issue 29); left out, not ticked. */
  marketingConsent?: unknown;
}

/** The catalogue a request is checked against, read once. */
export interface EnquiryCatalogue {
  halls: Hall[];
  menus: MenuPackage[];
}

export interface ChosenSlot {
  hall: Hall;
  session: HallSession;
  menu: MenuPackage | null;
  guests: number;
}

/**
 * The hall, session, menu and guest count of an estimate or an enquiry, each refused with a
 * message on its own field. The guest count is at most the hall's floating capacity.
 */
export function checkSlot(
  input: { hallId?: unknown; sessionId?: unknown; menuPackageId?: unknown; guests?: unknown },
  catalogue: EnquiryCatalogue,
  errors: ErrorCollector,
  guestsField: string,
): ChosenSlot | null {
  const hall = isUuid(input.hallId) ? catalogue.halls.find((h) => h.id === input.hallId) : undefined;
  if (!hall) {
    errors.add(BanquetErrorCode.HALL_NOT_FOUND, 'Choose a hall.', 'hallId');
    return null;
  }
  const sessions = hall.sessions ?? [];
  const session = isUuid(input.sessionId) ? sessions.find((s) => s.id === input.sessionId && s.isActive) : undefined;
  if (!session)
    errors.add(BanquetErrorCode.SESSION_NOT_FOUND, `Choose ${sessions.map((s) => s.name).join(' or ')}.`, 'sessionId');
  let menu: MenuPackage | null = null;
  if (input.menuPackageId !== undefined && input.menuPackageId !== null && input.menuPackageId !== '') {
    menu = (isUuid(input.menuPackageId) && catalogue.menus.find((m) => m.id === input.menuPackageId)) || null;
    if (!menu) errors.add(BanquetErrorCode.MENU_PACKAGE_NOT_FOUND, 'Choose one of our menus, or none for now.', 'menuPackageId');
  }
  const guests = typeof input.guests === 'number' ? input.guests : Number.NaN;
  if (!Number.isInteger(guests) || guests < 1) {
    errors.add(BanquetErrorCode.EVENT_INVALID, 'Enter the number of guests you expect (1 or more).', guestsField);
  } else if (guests > hall.floatingCapacity) {
    errors.add(
      BanquetErrorCode.EVENT_INVALID,
      `${hall.name} holds at most ${hall.floatingCapacity} guests (${hall.seatedCapacity} seated).`,
      guestsField,
    );
  }
  return session ? { hall, session, menu, guests } : null;
}

/** An event date: from tomorrow, up to two years ahead. */
export function checkEventDate(raw: unknown, now: Date, errors: ErrorCollector, required: boolean): string | null {
  if ((raw === undefined || raw === null || raw === '') && !required) return null;
  const add = (message: string) => errors.add(BanquetErrorCode.EVENT_DATE_INVALID, message, 'eventDate');
  if (!isCalendarDate(raw)) {
    add('Choose the date of your event.');
    return null;
  }
  const tomorrow = addDays(todayInHotel(now), 1);
  if (raw < tomorrow) {
    add(`Choose a date from ${formatStayDate(tomorrow)} on: we need a day to prepare.`);
    return null;
  }
  if (daysBetween(todayInHotel(now), raw) > BANQUET_HORIZON_DAYS) {
    add('We take enquiries up to two years ahead. Please choose an earlier date.');
    return null;
  }
  return raw;
}

/** Optional free text: trimmed, null when blank, refused past `max` characters. */
export function checkText(raw: unknown, field: string, label: string, max: number, errors: ErrorCollector): string | null {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    errors.add(BanquetErrorCode.EVENT_INVALID, `${label} must be text.`, field);
    return null;
  }
  const text = trimmed(raw);
  if (text.length > max) errors.add(BanquetErrorCode.EVENT_INVALID, `${label} can be at most ${max} characters.`, field);
  return text === '' ? null : text;
}

export function checkOccasion(raw: unknown, errors: ErrorCollector): string {
  const occasion = trimmed(raw);
  if (!(OCCASIONS as readonly string[]).includes(occasion)) {
    errors.add(BanquetErrorCode.EVENT_INVALID, 'Choose the occasion (or Other, and tell us in the notes).', 'occasion');
  }
  return occasion.slice(0, 60);
}

/** A refusal already worded for one field, from a rule owned elsewhere (the guests' name, email, phone). */
export function addFieldError(errors: ErrorCollector, error: unknown, field: string): void {
  if (!(error instanceof DomainError)) throw error;
  errors.add(error.code, error.message, error.field ?? field);
}
