import ICAL from 'ical.js';
import { buildFeed, type ExportEvent } from './feed-build';

const stampedAt = new Date('2026-11-29T10:15:00.000Z');

function build(events: ExportEvent[], calendarName = 'Hotel Example – Deluxe Room 101') {
  return buildFeed({ calendarName, productId: '-//Hotel Example//Channel calendar//EN', events, stampedAt });
}

/** The events as an independent reader (ical.js's parser) sees them. */
function readBack(feed: string) {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: vevent.getFirstPropertyValue('uid'),
    checkIn: String(vevent.getFirstPropertyValue('dtstart')),
    checkOut: String(vevent.getFirstPropertyValue('dtend')),
    summary: vevent.getFirstPropertyValue('summary'),
  }));
}

function octets(line: string): number {
  return Buffer.byteLength(line, 'utf8');
}

describe('buildFeed', () => {
  const events: ExportEvent[] = [
    { uid: 'stay-7f3a@hotel.example', checkIn: '2027-01-05', checkOut: '2027-01-08', summary: 'Booked' },
    {
      uid: 'block-19@hotel.example',
      checkIn: '2027-02-01',
      checkOut: '2027-02-02',
      summary: 'Closed, repairs; room 101 \\ east',
    },
  ];

  it('writes a calendar that reads back to the same stays', () => {
    expect(readBack(build(events))).toEqual(events);
  });

  it('writes the calendar and event properties OTAs expect, all-day dates with an exclusive end', () => {
    const feed = build(events);
    const lines = feed.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Hotel Example//Channel calendar//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Hotel Example – Deluxe Room 101',
    ]);
    expect(lines.slice(6, 15)).toEqual([
      'BEGIN:VEVENT',
      'UID:stay-7f3a@hotel.example',
      'DTSTAMP:20261129T101500Z',
      'DTSTART;VALUE=DATE:20270105',
      'DTEND;VALUE=DATE:20270108',
      'SUMMARY:Booked',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'BEGIN:VEVENT',
    ]);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('ends every line with CRLF and nothing else', () => {
    const feed = build(events);
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text, the calendar name too', () => {
    const feed = build(
      [{ uid: 'a,b;c', checkIn: '2027-03-01', checkOut: '2027-03-03', summary: 'Closed, repairs;\nsee desk \\ 2' }],
      'Rooms, east; wing',
    );
    expect(feed).toContain('\r\nSUMMARY:Closed\\, repairs\\;\\nsee desk \\\\ 2\r\n');
    expect(feed).toContain('\r\nUID:a\\,b\\;c\r\n');
    expect(feed).toContain('\r\nX-WR-CALNAME:Rooms\\, east\\; wing\r\n');
    expect(readBack(feed)[0]).toMatchObject({ uid: 'a,b;c', summary: 'Closed, repairs;\nsee desk \\ 2' });
  });

  it('folds long lines at 75 octets without splitting a character, and they unfold to the same text', () => {
    const hindi = 'कमरा बुक है — मेहमान का आगमन सुबह, कृपया सफ़ाई पहले पूरी करें। '.repeat(4).trim();
    const ascii = `Closed ${'x'.repeat(300)}`;
    const feed = build([
      { uid: 'hi@hotel.example', checkIn: '2027-04-01', checkOut: '2027-04-04', summary: hindi },
      { uid: 'en@hotel.example', checkIn: '2027-04-04', checkOut: '2027-04-05', summary: ascii },
    ]);
    const lines = feed.split('\r\n');
    expect(Math.max(...lines.map(octets))).toBe(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(8);
    expect(feed).not.toContain('\uFFFD');
    expect(feed.replace(/\r\n /g, '')).toContain(`\r\nSUMMARY:${hindi.replace(/,/g, '\\,')}\r\n`);
    expect(readBack(feed).map((event) => event.summary)).toEqual([hindi, ascii]);
  });

  it('keeps control characters out of the lines', () => {
    const feed = build([{ uid: 'x\r\ny', checkIn: '2027-05-01', checkOut: '2027-05-02', summary: 'a\u0000b\u0007c\td\r\ne' }]);
    expect(feed).toContain('\r\nUID:x y\r\n');
    expect(feed).toContain('\r\nSUMMARY:abc d\\ne\r\n');
  });

  it('writes an empty calendar when there is nothing to block', () => {
    const feed = build([]);
    expect(feed).not.toContain('VEVENT');
    expect(readBack(feed)).toEqual([]);
  });

  it('refuses a stay that is not whole days forward', () => {
    expect(() => build([{ uid: 'bad', checkIn: '2027-01-08', checkOut: '2027-01-08', summary: 'x' }])).toThrow(/not a stay/);
    expect(() => build([{ uid: 'bad', checkIn: '2027-02-30', checkOut: '2027-03-02', summary: 'x' }])).toThrow(/not a stay/);
  });
});
