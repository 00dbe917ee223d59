import { formatDate, formatRupees, keepDatesWhole, todayInHotel } from './format';

describe('formatting for guests in India', () => {
  it('writes rupees with Indian grouping', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(1999.5)).toBe('₹1,999.50');
  });

  it('writes calendar dates without shifting them', () => {
    expect(formatDate('2026-12-01')).toBe('Tue, 1 Dec 2026');
  });

  it('writes dates with Hindi day and month names, and rupees with Indian grouping, on a Hindi page', () => {
    expect(formatDate('2026-12-05', 'hi')).toBe('शनिवार, 5 दिसंबर 2026');
    expect(formatDate('2026-12-05', 'en')).toBe('Sat, 5 Dec 2026');
    expect(formatRupees(182725, 'hi')).toBe('₹1,82,725');
    expect(formatRupees(1999.5, 'hi')).toBe('₹1,999.50');
  });

  it('knows today in Kolkata', () => {
    expect(todayInHotel(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });

  it('keeps the dates of a sentence whole, and only them', () => {
    expect(keepDatesWhole('Free cancellation until 19 Jan 2027, 3:00 PM (24 hours before check-in).')).toBe(
      'Free cancellation until 19\u00a0Jan\u00a02027, 3:00 PM (24 hours before check-in).',
    );
    expect(keepDatesWhole('No refund after check-in.')).toBe('No refund after check-in.');
  });
});
