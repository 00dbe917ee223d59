import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { addDays, calendarDateAt, daysBetween, HOTEL_TIME_ZONE, isCalendarDate } from '../../../shared/pure/calendar-dates';

/** One stay read from an OTA's feed: [checkIn, checkOut) as calendar dates in the hotel's zone. */
export interface FeedEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string;
}

export interface ParsedFeed {
  events: FeedEvent[];
  /** Events left out for a reason worth counting: cancelled, unreadable, too long, beyond the horizon, a repeated UID. */
  ignored: number;
}

/** The feed as a whole could not be read; the message is a sentence for the owner. */
export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

const MAX_EVENTS = 5000;
const MAX_NIGHTS = 366;
const MAX_SUMMARY_CHARACTERS = 200;
// A UID is stored and compared by the caller: a longer one is replaced by its hash.
const MAX_UID_CHARACTERS = 255;
const MAX_ZONES = 10;
const MAX_OBSERVANCES = 10;

/** A DTSTART or DTEND read: the hotel's calendar date, and the instant when it was a DATE-TIME. */
interface Moment {
  date: string;
  instantMs?: number;
}

type Zones = Map<string, ICAL.Timezone>;

/**
 * An OTA's iCal feed to the stays it blocks. `today` is the hotel's date: stays that end on or
 * before it are left out without being counted; stays that started earlier are kept whole. Only
 * each event's first occurrence is read (an RRULE is not expanded: OTA feeds send one event per stay).
 */
export function parseFeed(text: string, options: { today: string; horizonDays: number }): ParsedFeed {
  if (!isCalendarDate(options.today)) throw new Error("parseFeed needs the hotel's today as YYYY-MM-DD.");
  const calendars = readCalendars(text);
  const vevents = calendars.flatMap((calendar) => calendar.getAllSubcomponents('vevent'));
  if (vevents.length > MAX_EVENTS) throw new FeedParseError(`The calendar has more than ${MAX_EVENTS} events.`);
  const zones = readZones(calendars);
  const lastCheckIn = addDays(options.today, options.horizonDays);

  const events: FeedEvent[] = [];
  const uids = new Set<string>();
  let ignored = 0;
  for (const vevent of vevents) {
    const stay = readStay(vevent, zones);
    if (stay && stay.checkOut <= options.today) continue;
    if (!stay || isCancelled(vevent) || daysBetween(stay.checkIn, stay.checkOut) > MAX_NIGHTS || stay.checkIn > lastCheckIn) {
      ignored += 1;
      continue;
    }
    const summary = cleanSummary(textProperty(vevent, 'summary'));
    const uid = stableUid(textProperty(vevent, 'uid'), stay, summary);
    if (uids.has(uid)) {
      ignored += 1;
      continue;
    }
    uids.add(uid);
    events.push({ uid, checkIn: stay.checkIn, checkOut: stay.checkOut, summary });
  }
  return { events, ignored };
}

function readCalendars(text: string): ICAL.Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    // ical.js's ParserError says which line is wrong; its other errors are its own internals.
    const detail = error instanceof Error && error.name === 'ParserError' ? error.message : 'it is not in iCalendar format';
    throw new FeedParseError(`The calendar could not be read: ${detail.slice(0, 120)}.`);
  }
  const components = Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : (parsed as unknown[]);
  const calendars = components
    .map((jCal) => new ICAL.Component(jCal as unknown[]))
    .filter((component) => component.name === 'vcalendar');
  if (calendars.length === 0) throw new FeedParseError('The calendar could not be read: it has no VCALENDAR.');
  return calendars;
}

/**
 * The calendars' own VTIMEZONEs by TZID, for zones Intl does not know (Outlook's "India Standard
 * Time"). ical.js expands a zone's rules from their first year on, so an hourly rule from 1601
 * would hold the server for most of a minute: only a few zones of a few yearly rules are read.
 */
function readZones(calendars: ICAL.Component[]): Zones {
  const zones: Zones = new Map();
  const vtimezones = calendars.flatMap((calendar) => calendar.getAllSubcomponents('vtimezone'));
  for (const vtimezone of vtimezones.slice(0, MAX_ZONES)) {
    try {
      if (!hasYearlyRules(vtimezone)) continue;
      const zone = new ICAL.Timezone(vtimezone);
      if (zone.tzid) zones.set(zone.tzid, zone);
    } catch {
      // An unreadable VTIMEZONE: its times are read as the hotel's.
    }
  }
  return zones;
}

/** At most a few observances, each at most one yearly rule with one value per part ("last Sunday of October"). */
function hasYearlyRules(vtimezone: ICAL.Component): boolean {
  const observances = vtimezone.getAllSubcomponents();
  return (
    observances.length <= MAX_OBSERVANCES &&
    observances.every((observance) => {
      const rules = observance.getAllProperties('rrule').map((property) => property.getFirstValue());
      return (
        rules.length <= 1 &&
        rules.every(
          (rule) =>
            rule instanceof ICAL.Recur &&
            rule.freq === 'YEARLY' &&
            Object.values(rule.parts).every((values) => values.length <= 1),
        )
      );
    })
  );
}

function isCancelled(vevent: ICAL.Component): boolean {
  return textProperty(vevent, 'status').trim().toUpperCase() === 'CANCELLED';
}

function textProperty(vevent: ICAL.Component, name: string): string {
  const value = vevent.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
}

/** The stay's dates, or undefined when the event's dates cannot be read. */
function readStay(vevent: ICAL.Component, zones: Zones): { checkIn: string; checkOut: string } | undefined {
  try {
    const start = readMoment(vevent.getFirstProperty('dtstart'), zones);
    if (!start) return undefined;
    const checkIn = start.date;
    const checkOut = readEnd(vevent, start, zones) ?? addDays(checkIn, 1);
    return { checkIn, checkOut: checkOut > checkIn ? checkOut : addDays(checkIn, 1) };
  } catch {
    return undefined;
  }
}

/**
 * DTEND, else DTSTART + DURATION, else nothing (one night). A DATE-TIME end is the hotel's date at
 * that instant: a stay ending 2027-01-08T11:00 checks out on the 8th.
 */
function readEnd(vevent: ICAL.Component, start: Moment, zones: Zones): string | undefined {
  const dtend = vevent.getFirstProperty('dtend');
  if (dtend) return readMoment(dtend, zones)?.date;
  const duration = vevent.getFirstProperty('duration');
  if (!duration) return undefined;
  const raw = rawValue(duration);
  if (typeof raw !== 'string') return undefined;
  const seconds = ICAL.Duration.fromString(raw).toSeconds();
  if (start.instantMs === undefined) return addDays(start.date, Math.floor(seconds / 86_400));
  return calendarDateAt(new Date(start.instantMs + seconds * 1000));
}

/** The value as written (jCal), before ical.js reads it: it would turn 2027-13-45 into a date in 2028. */
function rawValue(property: ICAL.Property): unknown {
  const jCal = property.toJSON() as unknown[];
  return jCal[3];
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z?)$/;

/**
 * A DATE is the hotel's date as written. A DATE-TIME is UTC (Z), in the IANA zone its TZID names
 * (Intl's, which is current), in the calendar's VTIMEZONE of that TZID, or else floating: the
 * hotel's own time.
 */
function readMoment(property: ICAL.Property | null, zones: Zones): Moment | undefined {
  if (!property) return undefined;
  const raw = rawValue(property);
  if (typeof raw !== 'string') return undefined;
  if (property.type === 'date') return isCalendarDate(raw) ? { date: raw } : undefined;
  const match = property.type === 'date-time' ? DATE_TIME.exec(raw) : null;
  if (!match || !isCalendarDate(raw.slice(0, 10))) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  const wallMs = Date.UTC(year, month - 1, day, hour, minute, second);

  const tzid = property.getParameter('tzid');
  const zoneName = typeof tzid === 'string' ? tzid : undefined;
  const ianaZone = zoneFormat(zoneName);
  const vtimezone = zoneName === undefined ? undefined : zones.get(zoneName);
  let instantMs: number;
  if (match[7] === 'Z') instantMs = wallMs;
  else if (ianaZone) instantMs = wallToInstant(wallMs, ianaZone);
  else if (vtimezone) {
    const wall = ICAL.Time.fromData({ year, month, day, hour, minute, second, isDate: false });
    instantMs = wallMs - vtimezone.utcOffset(wall) * 1000;
  } else instantMs = wallToInstant(wallMs, hotelZone());
  return { date: calendarDateAt(new Date(instantMs)), instantMs };
}

// Only valid IANA zones are kept, so a feed's made-up TZIDs cannot grow this.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string | undefined): Intl.DateTimeFormat | undefined {
  if (!timeZone) return undefined;
  let format = zoneFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      return undefined;
    }
    zoneFormats.set(timeZone, format);
  }
  return format;
}

function hotelZone(): Intl.DateTimeFormat {
  const format = zoneFormat(HOTEL_TIME_ZONE);
  if (!format) throw new Error(`This Node.js does not know the time zone ${HOTEL_TIME_ZONE}.`);
  return format;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(format: Intl.DateTimeFormat, instantMs: number): number {
  const parts = Object.fromEntries(format.formatToParts(new Date(instantMs)).map((part) => [part.type, Number(part.value)]));
  const wallMs = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wallMs - Math.floor(instantMs / 1000) * 1000;
}

/** The instant a wall-clock time happens in a zone (the later reading across a DST change). */
function wallToInstant(wallMs: number, format: Intl.DateTimeFormat): number {
  const guess = wallMs - offsetAt(format, wallMs);
  return wallMs - offsetAt(format, guess);
}

/** Trimmed, without control characters, at most 200 characters (never half a surrogate pair). */
function cleanSummary(summary: string): string {
  const plain = summary
    .replace(/\s*[\t\n\r]+\s*/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim();
  return Array.from(plain).slice(0, MAX_SUMMARY_CHARACTERS).join('').trim();
}

function stableUid(uid: string, stay: { checkIn: string; checkOut: string }, summary: string): string {
  const trimmed = uid.trim();
  if (!trimmed) return `nouid-${sha256(`${stay.checkIn}/${stay.checkOut}/${summary}`)}`;
  return trimmed.length > MAX_UID_CHARACTERS ? `longuid-${sha256(trimmed)}` : trimmed;
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 32);
}
