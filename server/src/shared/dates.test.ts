import { calendarDateAt, daysBetween, parseStay, todayInHotel } from './dates';
import { DomainError } from './domain-error';

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  throw new Error('expected a DomainError');
};

/*
 * The server's own zone must not matter. `npm test` runs this file with TZ=UTC, TZ=Asia/Kolkata
 * and TZ=America/Los_Angeles (a zone is fixed when the process starts).
 */
describe(`calendar dates with the server in ${Intl.DateTimeFormat().resolvedOptions().timeZone}`, () => {
  it('reads "today" in the hotel’s zone, not the server’s', () => {
    // 20:00 UTC on 21 Nov is already 01:30 on 22 Nov in Kolkata.
    expect(todayInHotel(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(calendarDateAt(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
  });

  it('counts nights as whole calendar days, across month ends and DST-free', () => {
    expect(daysBetween('2026-11-30', '2026-12-02')).toBe(2);
    expect(daysBetween('2027-03-13', '2027-03-15')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('refuses a check-in that is already past in Kolkata', () => {
    const now = new Date('2026-11-21T20:00:00Z');
    expect(messageOf(() => parseStay('2026-11-21', '2026-11-23', { now }))).toBe('Check In cannot be in the past');
    expect(parseStay('2026-11-22', '2026-11-23', { now })).toEqual({ checkIn: '2026-11-22', checkOut: '2026-11-23' });
  });
});

describe('parseStay messages (the spec’s words)', () => {
  const now = new Date('2026-11-21T04:30:00Z');
  it.each([
    [undefined, '2026-12-02', 'Check In is Required'],
    ['', '2026-12-02', 'Check In is Required'],
    ['2026-12-01', undefined, 'Check Out is Required'],
    ['2026-12-01', '2026-12-01', 'Check Out must be after Check In'],
    ['2026-12-03', '2026-12-01', 'Check Out must be after Check In'],
    ['2026-02-30', '2026-12-01', 'Check In must be a date (YYYY-MM-DD)'],
    ['2026-12-01', 'tomorrow', 'Check Out must be a date (YYYY-MM-DD)'],
    ['2026-12-01', '2027-01-15', 'A stay can be at most 30 nights'],
    ['2028-01-01', '2028-01-02', 'Bookings open 365 days ahead'],
  ])('check-in %p, check-out %p → %s', (checkIn, checkOut, message) => {
    expect(messageOf(() => parseStay(checkIn, checkOut, { now }))).toBe(message);
  });

  it('reads an ISO timestamp from an older client as the hotel’s calendar date', () => {
    expect(parseStay('2026-11-30T20:00:00.000Z', '2026-12-02', { now })).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
    });
  });
});
