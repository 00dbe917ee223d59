import { addDays, daysBetween, formatHotelDateTime, formatStayDate, isCalendarDate } from './calendar-dates';

// `npm test` runs the files of src/shared under TZ=UTC, Asia/Kolkata and America/Los_Angeles.
describe(`calendar dates for the server and the browser, in ${Intl.DateTimeFormat().resolvedOptions().timeZone}`, () => {
  it('moves a date by days across month and year ends, both ways', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-30', 0)).toBe('2026-11-30');
    expect(daysBetween('2026-12-31', addDays('2026-12-31', 45))).toBe(45);
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate(20261201)).toBe(false);
  });

  it('writes a stay date and an instant as guests read them; a date it cannot read stays as it is', () => {
    expect(formatStayDate('2026-12-01')).toBe('Tue, 1 Dec 2026');
    expect(formatStayDate('soon')).toBe('soon');
    expect(formatHotelDateTime(new Date('2026-12-09T09:30:00Z'))).toBe('9 Dec 2026, 3:00 PM');
    expect(formatHotelDateTime('2026-12-09T09:30:00Z')).toBe('9 Dec 2026, 3:00 PM');
  });
});
