import ICAL from 'ical.js';
import { daysBetween, isCalendarDate } from '../../../shared/pure/calendar-dates';

/** One stay (or closed night range) in our export feed: [checkIn, checkOut), all-day dates. */
export interface ExportEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/**
 * Our calendar for an OTA to poll (RFC 5545): one all-day VEVENT per stay, the check-out date as
 * the exclusive DTEND. ical.js writes the properties and escapes their text; the lines are folded
 * here because ical.js folds continuation lines to 76 octets (the leading space plus 75).
 */
export function buildFeed(input: { calendarName: string; productId: string; events: ExportEvent[]; stampedAt: Date }): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', oneLine(input.productId));
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  // ical.js writes an unknown X- property's value as it is, so its text is escaped here.
  calendar.addPropertyWithValue('x-wr-calname', escapeText(cleanText(input.calendarName)));

  const stamp = ICAL.Time.fromJSDate(input.stampedAt, true);
  for (const event of input.events) {
    assertStay(event);
    const vevent = new ICAL.Component('vevent');
    vevent.addPropertyWithValue('uid', oneLine(event.uid));
    vevent.addPropertyWithValue('dtstamp', stamp);
    vevent.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(event.checkIn));
    vevent.addPropertyWithValue('dtend', ICAL.Time.fromDateString(event.checkOut));
    vevent.addPropertyWithValue('summary', cleanText(event.summary));
    vevent.addPropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(vevent);
  }

  const unfolded = calendar.toString().replace(/\r\n /g, '');
  return unfolded.split(CRLF).map(foldLine).join(CRLF) + CRLF;
}

function assertStay(event: ExportEvent): void {
  if (!isCalendarDate(event.checkIn) || !isCalendarDate(event.checkOut) || daysBetween(event.checkIn, event.checkOut) < 1) {
    throw new Error(`The export event ${event.uid} is not a stay of whole days (${event.checkIn} to ${event.checkOut}).`);
  }
}

/** Line breaks become escaped newlines; other control characters would break the content line. */
function cleanText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** For values that are not text (PRODID, UID): one line, no control characters at all. */
function oneLine(value: string): string {
  return cleanText(value).replace(/\n/g, ' ');
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and newline are escaped in TEXT. */
function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\n/g, '\\n');
}

/**
 * RFC 5545 3.1: at most 75 octets per line, continuation lines start with a space (which counts),
 * and a UTF-8 character is never split.
 */
function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}
