import { isCalendarDate } from '../../shared/pure/calendar-dates';
import { isUuid } from '../../shared/input';
import { PersonalDataReadKind } from './personal-data-access.entity';

/** Fields of a booking that are a guest's personal data: a read that selects none of them is not logged. */
export const GUEST_DETAIL_FIELDS: ReadonlySet<string> = new Set([
  'userName',
  'userEmail',
  'userPhone',
  'notes',
  'specialRequest',
  'registration',
  'pax',
]);

/** How one operation or route that reads guests' personal data is logged. */
export interface PersonalDataRead {
  kind: PersonalDataReadKind;
  /** GraphQL only: log only when the query selects one of these fields (at any depth). */
  onlyWhenSelecting?: ReadonlySet<string>;
  /** Words that say more of what was read ("PDF"). */
  detail?: string;
}

/**
 * Every admin read of guests' personal data, keyed as the permission table keys operations and
 * routes (admin-auth/permissions.ts): the GraphQL queries carry `@UseMiddleware(LogsPersonalDataRead)`
 * and requireAdmin logs the routes. A list is one read, however many guests it shows.
 * Today's arrivals and the calendar show names too; they are the desk's working screens, read
 * every few minutes, and are not logged (the booking a name leads to is).
 */
export const PERSONAL_DATA_READS: Readonly<Record<string, PersonalDataRead>> = {
  'Query.booking': { kind: PersonalDataReadKind.BOOKING, onlyWhenSelecting: GUEST_DETAIL_FIELDS },
  'Query.bookingByCode': { kind: PersonalDataReadKind.BOOKING, onlyWhenSelecting: GUEST_DETAIL_FIELDS },
  'Query.bookings': { kind: PersonalDataReadKind.BOOKING_LIST, onlyWhenSelecting: GUEST_DETAIL_FIELDS },
  'Query.guestRegister': { kind: PersonalDataReadKind.GUEST_REGISTER },
  'Query.formIIIReports': { kind: PersonalDataReadKind.FORM_III_REPORTS },
  'GET /api/admin/guest-register.pdf': { kind: PersonalDataReadKind.GUEST_REGISTER_PDF, detail: 'PDF' },
  'GET /api/admin/form-iii/:id.pdf': { kind: PersonalDataReadKind.FORM_III_SHEET, detail: 'PDF' },
  'GET /api/admin/form-iii/:id.csv': { kind: PersonalDataReadKind.FORM_III_SHEET, detail: 'CSV' },
  'GET /api/admin/export/bookings.csv': { kind: PersonalDataReadKind.BOOKINGS_EXPORT, detail: 'CSV' },
  'GET /api/booking/list_all_reservations': { kind: PersonalDataReadKind.BOOKING_LIST, detail: 'every reservation (/api)' },
};

/** What a read asked for, as the log keeps it: no guest's words (a search's text is not kept). */
export interface ReadSubject {
  subjectId: string | null;
  fromDate: string | null;
  toDate: string | null;
  detail: string | null;
}

/**
 * The subject of a read from its arguments (GraphQL args, or a route's params and query): the
 * booking or report by id, a date range (`from`/`to`, or a list's `stayFrom`/`stayTo`), and
 * whether a list was searched or filtered.
 */
export function subjectOf(read: PersonalDataRead, args: Readonly<Record<string, unknown>>, readId?: unknown): ReadSubject {
  const id = readId ?? args.id;
  const date = (value: unknown) => (isCalendarDate(value) ? value : null);
  const words = [read.detail];
  if (typeof args.code === 'string') words.push(`code ${args.code.trim().toUpperCase().slice(0, 20)}`);
  if (typeof args.search === 'string' && args.search.trim() !== '') words.push('searched by text');
  if (Array.isArray(args.status) && args.status.length > 0) words.push(`status ${args.status.slice(0, 7).join(', ')}`);
  if (typeof args.status === 'string') words.push(`status ${args.status.slice(0, 20)}`);
  const detail = words.filter(Boolean).join('; ');
  return {
    subjectId: isUuid(id) ? id : null,
    fromDate: date(args.from) ?? date(args.stayFrom),
    toDate: date(args.to) ?? date(args.stayTo),
    detail: detail === '' ? null : detail.slice(0, 200),
  };
}
