import { createHash } from 'node:crypto';
import { FeedParseError, parseFeed } from './feed-parse';

const today = '2027-01-06';
const options = { today, horizonDays: 365 };

/** A calendar around the given VEVENT bodies, CRLF line ends, as OTAs send them. */
function calendar(...events: string[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feed//EN'];
  for (const event of events) lines.push('BEGIN:VEVENT', ...event.trim().split('\n'), 'END:VEVENT');
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

const BOOKING_COM = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//admin.booking.com//EN',
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20261228',
  'DTEND;VALUE=DATE:20261231',
  'UID:5f1d8c0e2b3a4d6f8a9b0c1d2e3f4a5b@booking.com',
  'SUMMARY:CLOSED - Not available',
  'DTSTAMP:20270105T231500Z',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20270104',
  'DTEND;VALUE=DATE:20270108',
  'UID:0a1b2c3d4e5f60718293a4b5c6d7e8f9@booking.com',
  'SUMMARY:CLOSED - Not available',
  'DTSTAMP:20270105T231500Z',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20270214',
  'DTEND;VALUE=DATE:20270216',
  'UID:9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b@booking.com',
  'SUMMARY:CLOSED - Not available',
  'DTSTAMP:20270105T231500Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

// Airbnb folds its long DESCRIPTION lines (a reservation link, no guest's name).
const AIRBNB = [
  'BEGIN:VCALENDAR',
  'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
  'CALSCALE:GREGORIAN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20270112',
  'DTSTART;VALUE=DATE:20270109',
  'UID:1418fb94e984-2c7d1b6e0f5a93a8c4e1d2b3f6a7c8d9@airbnb.com',
  'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/d',
  ' etails/HMQ4XK2ZPA\\nPhone Number (Last 4 Digits): 0000',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20270301',
  'DTSTART;VALUE=DATE:20270220',
  'UID:1418fb94e984-a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5@airbnb.com',
  'SUMMARY:Airbnb (Not ',
  ' available)',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('parseFeed', () => {
  it("reads Booking.com's closed dates, keeps a stay that began before today whole, leaves out past stays uncounted", () => {
    expect(parseFeed(BOOKING_COM, options)).toEqual({
      events: [
        {
          uid: '0a1b2c3d4e5f60718293a4b5c6d7e8f9@booking.com',
          checkIn: '2027-01-04',
          checkOut: '2027-01-08',
          summary: 'CLOSED - Not available',
        },
        {
          uid: '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b@booking.com',
          checkIn: '2027-02-14',
          checkOut: '2027-02-16',
          summary: 'CLOSED - Not available',
        },
      ],
      ignored: 0,
    });
  });

  it("reads Airbnb's reservations and blocked dates, folded lines unfolded", () => {
    expect(parseFeed(AIRBNB, options)).toEqual({
      events: [
        {
          uid: '1418fb94e984-2c7d1b6e0f5a93a8c4e1d2b3f6a7c8d9@airbnb.com',
          checkIn: '2027-01-09',
          checkOut: '2027-01-12',
          summary: 'Reserved',
        },
        {
          uid: '1418fb94e984-a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5@airbnb.com',
          checkIn: '2027-02-20',
          checkOut: '2027-03-01',
          summary: 'Airbnb (Not available)',
        },
      ],
      ignored: 0,
    });
  });

  it('reads a feed with a byte order mark and bare LF line ends', () => {
    const text = `\uFEFF${BOOKING_COM.replace(/\r\n/g, '\n')}`;
    expect(parseFeed(text, options).events.map((event) => event.checkIn)).toEqual(['2027-01-04', '2027-02-14']);
  });

  it("reads DATE-TIME events as the hotel's dates in Asia/Kolkata, whatever zone they are written in", () => {
    const vtimezone = [
      'BEGIN:VTIMEZONE',
      'TZID:Eastern Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16011104T020000',
      'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010311T020000',
      'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ].join('\r\n');
    const text = calendar(
      // 14:00 to 11:00 in Kolkata: the plain hotel stay.
      'UID:utc\nDTSTART:20270109T083000Z\nDTEND:20270111T053000Z',
      // 01:30 on the 10th in Kolkata (still the 9th in UTC).
      'UID:utc-late\nDTSTART:20270109T200000Z\nDTEND:20270112T053000Z',
      // Outlook's Windows zone name, defined by the calendar's VTIMEZONE: 22:00 in New York is 08:30 next day in Kolkata.
      'UID:vtimezone\nDTSTART;TZID=Eastern Standard Time:20270109T220000\nDTEND;TZID=Eastern Standard Time:20270112T000000',
      // An IANA zone without a VTIMEZONE.
      'UID:iana\nDTSTART;TZID=America/New_York:20270109T220000\nDTEND;TZID=America/New_York:20270111T100000',
      // Floating times are the hotel's own.
      'UID:floating\nDTSTART:20270109T233000\nDTEND:20270110T110000',
      // An unknown zone is read as the hotel's too.
      'UID:unknown-zone\nDTSTART;TZID=Mars/Olympus:20270109T233000\nDTEND;TZID=Mars/Olympus:20270110T110000',
    ).replace('VERSION:2.0', `VERSION:2.0\r\n${vtimezone}`);
    expect(parseFeed(text, options).events.map(({ uid, checkIn, checkOut }) => [uid, checkIn, checkOut])).toEqual([
      ['utc', '2027-01-09', '2027-01-11'],
      ['utc-late', '2027-01-10', '2027-01-12'],
      ['vtimezone', '2027-01-10', '2027-01-12'],
      ['iana', '2027-01-10', '2027-01-11'],
      ['floating', '2027-01-09', '2027-01-10'],
      ['unknown-zone', '2027-01-09', '2027-01-10'],
    ]);
  });

  it('does not expand a VTIMEZONE of other than a few yearly rules: its times are read as the hotel’s', () => {
    // ical.js would expand this hourly rule from 1601 on, some 36 s of the server's time.
    const vtimezone = [
      'BEGIN:VTIMEZONE',
      'TZID:Hourly Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T000000',
      'RRULE:FREQ=HOURLY',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n');
    const text = calendar('UID:hourly\nDTSTART;TZID=Hourly Standard Time:20270109T220000').replace(
      'VERSION:2.0',
      `VERSION:2.0\r\n${vtimezone}`,
    );
    const startedAt = Date.now();
    expect(parseFeed(text, options).events).toMatchObject([{ uid: 'hourly', checkIn: '2027-01-09' }]);
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });

  it('reads the same dates whatever the server’s own time zone', () => {
    const text = calendar(
      'UID:a\nDTSTART:20270109T200000Z\nDTEND:20270112T053000Z',
      'UID:b\nDTSTART:20270109T233000\nDURATION:PT12H',
    );
    const zone = process.env.TZ;
    try {
      const seen = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'].map((serverZone) => {
        process.env.TZ = serverZone;
        return parseFeed(text, options).events;
      });
      expect(seen[1]).toEqual(seen[0]);
      expect(seen[2]).toEqual(seen[0]);
      expect(seen[0].map((event) => event.checkIn)).toEqual(['2027-01-10', '2027-01-09']);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('ends a stay without DTEND after its DURATION, else after one night; an end not after the start is one night', () => {
    const text = calendar(
      'UID:duration\nDTSTART;VALUE=DATE:20270110\nDURATION:P3D',
      'UID:duration-weeks\nDTSTART;VALUE=DATE:20270110\nDURATION:P2W',
      'UID:duration-time\nDTSTART:20270110T083000Z\nDURATION:PT20H',
      'UID:no-end\nDTSTART;VALUE=DATE:20270110',
      'UID:same-day\nDTSTART:20270110T043000Z\nDTEND:20270110T123000Z',
      'UID:backwards\nDTSTART;VALUE=DATE:20270110\nDTEND;VALUE=DATE:20270107',
    );
    expect(parseFeed(text, options).events.map(({ uid, checkIn, checkOut }) => [uid, checkIn, checkOut])).toEqual([
      ['duration', '2027-01-10', '2027-01-13'],
      ['duration-weeks', '2027-01-10', '2027-01-24'],
      ['duration-time', '2027-01-10', '2027-01-11'],
      ['no-end', '2027-01-10', '2027-01-11'],
      ['same-day', '2027-01-10', '2027-01-11'],
      ['backwards', '2027-01-10', '2027-01-11'],
    ]);
  });

  it('counts as ignored the cancelled, the unreadable, the too long and those beyond the horizon', () => {
    const text = calendar(
      'UID:kept\nDTSTART;VALUE=DATE:20270110\nDTEND;VALUE=DATE:20270112',
      'UID:cancelled\nSTATUS:CANCELLED\nDTSTART;VALUE=DATE:20270110\nDTEND;VALUE=DATE:20270112',
      'UID:no-start\nDTEND;VALUE=DATE:20270112',
      'UID:no-such-date\nDTSTART;VALUE=DATE:20271345\nDTEND;VALUE=DATE:20271350',
      'UID:not-a-date\nDTSTART;VALUE=DATE:soon\nDTEND;VALUE=DATE:20270112',
      'UID:year-long\nDTSTART;VALUE=DATE:20270110\nDTEND;VALUE=DATE:20280111',
      'UID:too-long\nDTSTART;VALUE=DATE:20270110\nDTEND;VALUE=DATE:20280112',
      'UID:last-day\nDTSTART;VALUE=DATE:20280106\nDTEND;VALUE=DATE:20280107',
      'UID:beyond\nDTSTART;VALUE=DATE:20280107\nDTEND;VALUE=DATE:20280108',
      'UID:past\nDTSTART;VALUE=DATE:20270101\nDTEND;VALUE=DATE:20270106',
    );
    const parsed = parseFeed(text, options);
    expect(parsed.events.map((event) => event.uid)).toEqual(['kept', 'year-long', 'last-day']);
    expect(parsed.ignored).toBe(6);
  });

  it('keeps the first of events sharing a UID and counts the others; an RRULE is not expanded', () => {
    const text = calendar(
      'UID:same@ota\nDTSTART;VALUE=DATE:20270110\nDTEND;VALUE=DATE:20270112\nRRULE:FREQ=WEEKLY;COUNT=4',
      'UID:same@ota\nRECURRENCE-ID;VALUE=DATE:20270117\nDTSTART;VALUE=DATE:20270118\nDTEND;VALUE=DATE:20270120',
      'UID:same@ota\nDTSTART;VALUE=DATE:20270301\nDTEND;VALUE=DATE:20270302',
    );
    expect(parseFeed(text, options)).toEqual({
      events: [{ uid: 'same@ota', checkIn: '2027-01-10', checkOut: '2027-01-12', summary: '' }],
      ignored: 2,
    });
  });

  it('gives an event without a UID a stable one from its dates and summary', () => {
    const text = calendar(
      'DTSTART;VALUE=DATE:20270110\nDTEND;VALUE=DATE:20270112\nSUMMARY:Blocked',
      'UID:  \nDTSTART;VALUE=DATE:20270110\nDTEND;VALUE=DATE:20270112',
    );
    const expected = `nouid-${createHash('sha256').update('2027-01-10/2027-01-12/Blocked').digest('hex').slice(0, 32)}`;
    const first = parseFeed(text, options).events;
    expect(first[0].uid).toBe(expected);
    expect(first[1].uid).toMatch(/^nouid-[0-9a-f]{32}$/);
    expect(first[1].uid).not.toBe(expected);
    expect(parseFeed(text, options).events).toEqual(first);
  });

  it('cleans summaries: trimmed, no control characters, at most 200 characters', () => {
    const long = `  ${'😀'.repeat(250)}`;
    const text = calendar(
      'UID:a\nDTSTART;VALUE=DATE:20270110\nSUMMARY:  Reserved \\n by\u0007 phone\t ',
      `UID:b\nDTSTART;VALUE=DATE:20270110\nSUMMARY:${long}`,
    );
    const [first, second] = parseFeed(text, options).events;
    expect(first.summary).toBe('Reserved by phone');
    expect(Array.from(second.summary)).toHaveLength(200);
    expect(second.summary).toBe('😀'.repeat(200));
  });

  it('replaces a UID longer than 255 characters by its hash', () => {
    const uid = 'u'.repeat(300);
    const [event] = parseFeed(calendar(`UID:${uid}\nDTSTART;VALUE=DATE:20270110`), options).events;
    expect(event.uid).toBe(`longuid-${createHash('sha256').update(uid).digest('hex').slice(0, 32)}`);
  });

  it('answers an empty calendar with no events', () => {
    expect(parseFeed(calendar(), options)).toEqual({ events: [], ignored: 0 });
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>'],
    ['nothing', ''],
    ['a calendar cut short', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270110\r\n'],
    ['a contact card', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Someone\r\nEND:VCARD\r\n'],
  ])('refuses %s with a plain message', (_what, text) => {
    expect(() => parseFeed(text, options)).toThrow(FeedParseError);
    expect(() => parseFeed(text, options)).toThrow(/^The calendar could not be read: /);
  });

  it('refuses a feed of more than 5000 events', () => {
    const event = (n: number) => `UID:${n}\nDTSTART;VALUE=DATE:20270110`;
    const atCap = calendar(...Array.from({ length: 5000 }, (_, n) => event(n)));
    expect(parseFeed(atCap, options).events).toHaveLength(5000);
    const overCap = calendar(...Array.from({ length: 5001 }, (_, n) => event(n)));
    expect(() => parseFeed(overCap, options)).toThrow(new FeedParseError('The calendar has more than 5000 events.'));
  });
});
