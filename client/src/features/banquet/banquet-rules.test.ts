import { daysOfMonth, isEveningSession, isWeekend, monthRange, shiftMonth, shortDay, weekdayOf } from './calendar-month';
import { formField, guestCount } from './enquiry-form-values';
import { termsInWords } from './terms-words';

describe('the calendar’s months', () => {
  it('steps over years and starts the asked range at today', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(weekdayOf('2026-11-30')).toBe(0); // a Monday
    expect(monthRange('2026-11', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-30' });
    expect(monthRange('2026-12', '2026-11-24')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRange('2026-10', '2026-11-24')).toBeNull();
  });

  it('knows a weekend, an evening session and how a phone row names a day', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(isWeekend)).toEqual([5, 6]);
    expect(isEveningSession('12:00')).toBe(false);
    expect(isEveningSession('16:00:00')).toBe(true);
    expect(isEveningSession('19:00')).toBe(true);
    expect(shortDay('2026-12-05')).toBe('Sat 5 Dec');
  });
});

describe('the enquiry form', () => {
  it('reads whole guest counts only and maps the server’s fields to its own', () => {
    expect(guestCount(' 150 ')).toBe(150);
    expect(guestCount('1.5')).toBeNull();
    expect(guestCount('')).toBeNull();
    expect(formField('guests')).toBe('expectedGuests');
    expect(formField('eventDate')).toBe('eventDate');
    expect(formField(null)).toBeNull();
  });
});

describe('the terms in words', () => {
  it('says the advance, the hold, the cancellation scale and the GST rates plainly', () => {
    const words = termsInWords({
      advancePercent: 25,
      milestones: [{ label: 'Second payment', percent: 50, daysBefore: 30 }],
      guaranteeCutoffDays: 7,
      holdHours: 72,
      cancellationScale: [
        { minDaysBefore: 0, refundPercent: 0 },
        { minDaysBefore: 90, refundPercent: 90 },
        { minDaysBefore: 30, refundPercent: 50 },
      ],
      hallGstBp: 1800,
      cateringGstBp: 500,
    });
    const text = Object.fromEntries(words.map((term) => [term.title, term.text]));
    expect(text.Advance).toBe('To confirm the date you pay an advance of 25% of the quoted total.');
    expect(text.Cancellation).toBe(
      'Cancelled 90 days or more before: 90% of the money paid is refunded; cancelled 30 to 89 days before: 50% of the money paid is refunded; cancelled less than 30 days before: the money paid is kept.',
    );
    expect(text.GST).toContain('18% on the hall rent (SAC 997212) and 5% on catering (SAC 996334)');
  });
});
