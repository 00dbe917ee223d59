import { addDays, isCalendarDate } from '../../shared/dates';
import { ErrorCollector } from '../../shared/domain-error';
import { isEmail, isUuid, trimmed } from '../../shared/input';
import { checkPhone } from '../../shared/phone';
import { GUEST_MESSAGES } from '../../shared/pure/guest-details';
import { BanquetErrorCode } from './banquet-errors';
import { EventDetailsChange } from './event-lifecycle.service';

/** An enquiry as the owner types it in (a phone call, a walk-in): the public form's fields. */
export interface EventEnquiryRequest {
  hallId?: unknown;
  sessionId?: unknown;
  eventDate?: unknown;
  occasion?: unknown;
  expectedGuests?: unknown;
  menuPackageId?: unknown;
  hostName?: unknown;
  hostPhone?: unknown;
  hostEmail?: unknown;
  notes?: unknown;
  dietaryNotes?: unknown;
}

export interface EventEnquiry {
  hallId: string;
  sessionId: string;
  eventDate: string;
  occasion: string;
  expectedGuests: number;
  menuPackageId: string | null;
  hostName: string;
  hostPhone: string;
  hostEmail: string;
  notes: string | null;
  dietaryNotes: string | null;
}

/** What the owner may change on an event's page; a field left out stays as it is. */
export interface EventDetailsRequest {
  occasion?: unknown;
  expectedGuests?: unknown;
  guaranteedPlates?: unknown;
  menuPackageId?: unknown;
  hostName?: unknown;
  hostPhone?: unknown;
  hostEmail?: unknown;
  dietaryNotes?: unknown;
  setupNotes?: unknown;
  decorationNotes?: unknown;
  soundNotes?: unknown;
}

export const MAX_GUESTS = 10_000;
/** How far ahead an enquiry may be written (two years: weddings are booked early). */
export const EVENT_HORIZON_DAYS = 730;
const NOTE_LIMIT = 2000;

const absent = (value: unknown) => value === undefined;

class Checker {
  readonly errors = new ErrorCollector();
  add(message: string, field: string) {
    this.errors.add(BanquetErrorCode.EVENT_INVALID, message, field);
  }
  text(raw: unknown, field: string, label: string, max: number): string {
    const value = trimmed(raw);
    if (value === '') this.add(`${label} is required.`, field);
    else if (value.length > max) this.add(`${label} can have at most ${max} characters.`, field);
    return value;
  }
  note(raw: unknown, field: string, label: string, max = NOTE_LIMIT): string | null {
    const value = trimmed(raw);
    if (value.length > max) this.add(`${label} can have at most ${max} characters.`, field);
    return value === '' ? null : value;
  }
  count(raw: unknown, field: string, label: string): number {
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > MAX_GUESTS) {
      this.add(`${label} must be a whole number from 1 to ${MAX_GUESTS.toLocaleString('en-IN')}.`, field);
    }
    return raw as number;
  }
  /** The guests' phone rule (E.164; an Indian number by the spec's rule), said as this form says things. */
  phone(raw: unknown, field: string): string {
    const verdict = checkPhone(raw);
    if ('phone' in verdict) return verdict.phone;
    this.add(`${verdict.problem === 'required' ? GUEST_MESSAGES.phone : verdict.message}.`, field);
    return '';
  }
  email(raw: unknown, field: string): string {
    const email = trimmed(raw).toLowerCase();
    if (!isEmail(email)) this.add('Please enter a valid email address.', field);
    return email;
  }
  id(raw: unknown, field: string, message: string): string {
    if (!isUuid(raw)) this.add(message, field);
    return raw as string;
  }
}

/** Checks an enquiry's fields (all problems at once); whether the hall and menu exist is the service's. */
export function parseEnquiry(request: EventEnquiryRequest, today: string): EventEnquiry {
  const check = new Checker();
  const hallId = check.id(request.hallId, 'hallId', 'Choose a hall.');
  const sessionId = check.id(request.sessionId, 'sessionId', 'Choose a session.');
  const eventDate = request.eventDate;
  if (!isCalendarDate(eventDate)) check.add('Choose the date of the event.', 'eventDate');
  else if (eventDate < today) check.add('The date of the event has passed.', 'eventDate');
  else if (eventDate > addDays(today, EVENT_HORIZON_DAYS))
    check.add('Events can be written in up to two years ahead.', 'eventDate');
  const menu = request.menuPackageId;
  const enquiry: EventEnquiry = {
    hallId,
    sessionId,
    eventDate: eventDate as string,
    occasion: check.text(request.occasion, 'occasion', 'The occasion', 60),
    expectedGuests: check.count(request.expectedGuests, 'expectedGuests', 'Expected guests'),
    menuPackageId: menu === undefined || menu === null || menu === '' ? null : check.id(menu, 'menuPackageId', 'Choose a menu.'),
    hostName: check.text(request.hostName, 'hostName', 'The host’s name', 120),
    hostPhone: check.phone(request.hostPhone, 'hostPhone'),
    hostEmail: check.email(request.hostEmail, 'hostEmail'),
    notes: check.note(request.notes, 'notes', 'Notes'),
    dietaryNotes: check.note(request.dietaryNotes, 'dietaryNotes', 'Dietary notes', 500),
  };
  check.errors.throwIfAny();
  return enquiry;
}

/** Checks the fields that came (all problems at once); left-out fields are not in the answer. */
export function parseDetailsChange(request: EventDetailsRequest): EventDetailsChange {
  const check = new Checker();
  const change: EventDetailsChange = {};
  if (!absent(request.occasion)) change.occasion = check.text(request.occasion, 'occasion', 'The occasion', 60);
  if (!absent(request.expectedGuests)) {
    change.expectedGuests = check.count(request.expectedGuests, 'expectedGuests', 'Expected guests');
  }
  if (!absent(request.guaranteedPlates)) {
    change.guaranteedPlates =
      request.guaranteedPlates === null ? null : check.count(request.guaranteedPlates, 'guaranteedPlates', 'Guaranteed plates');
  }
  if (!absent(request.menuPackageId)) {
    const menu = request.menuPackageId;
    change.menuPackageId = menu === null || menu === '' ? null : check.id(menu, 'menuPackageId', 'Choose a menu.');
  }
  if (!absent(request.hostName)) change.hostName = check.text(request.hostName, 'hostName', 'The host’s name', 120);
  if (!absent(request.hostPhone)) change.hostPhone = check.phone(request.hostPhone, 'hostPhone');
  if (!absent(request.hostEmail)) change.hostEmail = check.email(request.hostEmail, 'hostEmail');
  if (!absent(request.dietaryNotes)) change.dietaryNotes = check.note(request.dietaryNotes, 'dietaryNotes', 'Dietary notes', 500);
  if (!absent(request.setupNotes)) change.setupNotes = check.note(request.setupNotes, 'setupNotes', 'Setup notes');
  if (!absent(request.decorationNotes)) {
    change.decorationNotes = check.note(request.decorationNotes, 'decorationNotes', 'Decoration notes');
  }
  if (!absent(request.soundNotes)) change.soundNotes = check.note(request.soundNotes, 'soundNotes', 'Sound notes');
  check.errors.throwIfAny();
  return change;
}
