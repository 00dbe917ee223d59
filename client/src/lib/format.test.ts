import { formatDate, formatRupees, todayInHotel } from './format';

describe('formatting for guests in India', () => {
  it('writes rupees with Indian grouping', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(1999.5)).toBe('₹1,999.50');
  });

  it('writes calendar dates without shifting them', () => {
    expect(formatDate('2026-12-01')).toBe('Tue, 1 Dec 2026');
  });

  it('knows today in Kolkata', () => {
    expect(todayInHotel(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });
});
