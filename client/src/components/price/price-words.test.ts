import { gstWords, halfRate, minimumStayText, nightDate, nightRuns, rentPerNight, sharesByRate } from './price-words';
import { aNight, aStayPrice } from './testing';

describe('price words', () => {
  it('writes a night as "Fri 4 Dec", whatever the time zone', () => {
    expect(nightDate('2026-12-04')).toBe('Fri 4 Dec');
    expect(nightDate('2027-01-01')).toBe('Fri 1 Jan');
  });

  it('puts consecutive nights of one price in one row', () => {
    const nights = ['04', '05', '06', '07', '08'].map((day, index) => aNight(`2026-12-${day}`, index === 1 ? 4000 : 3500));
    expect(nightRuns(nights)).toEqual([
      { label: 'Fri 4 Dec', nights: 1, total: 3500 },
      { label: 'Sat 5 Dec', nights: 1, total: 4000 },
      { label: 'Sun 6 Dec – Tue 8 Dec', nights: 3, total: 3500 },
    ]);
  });

  it('says GST is included, or what the rent and the GST added to it are, in Indian digit grouping', () => {
    expect(gstWords({ ratesIncludeGst: true, taxableValue: 7142.86, totalTax: 357.14 })).toBe('incl. GST');
    expect(gstWords({ ratesIncludeGst: false, taxableValue: 115000, totalTax: 20700 })).toBe('₹1,15,000 + GST ₹20,700');
  });

  it('gives the rent per night as the owner set it: one figure, or the range when nights differ', () => {
    const perNight = (...nights: ReturnType<typeof aNight>[]) => aStayPrice(nights).perNight;
    expect(rentPerNight(perNight(aNight('2026-12-01', 3500), aNight('2026-12-02', 3500)), true)).toBe('₹3,500');
    expect(rentPerNight(perNight(aNight('2026-12-04', 3500), aNight('2026-12-05', 4000)), true)).toBe('₹3,500 – ₹4,000');
    // With GST added, the rent is the value before GST.
    expect(rentPerNight(perNight(aNight('2026-12-04', 3500, false)), false)).toBe('₹3,500');
  });

  it('adds a room’s nights up per GST rate, in paise, and halves the rate for CGST and SGST', () => {
    const shares = sharesByRate([aNight('2026-12-09', 3500), aNight('2026-12-10', 9000), aNight('2026-12-11', 3500)]);
    expect(shares).toEqual([
      { rate: 5, taxableValue: 6666.68, cgst: 166.66, sgst: 166.66, total: 7000 },
      { rate: 18, taxableValue: 7627.12, cgst: 686.44, sgst: 686.44, total: 9000 },
    ]);
    expect(halfRate(5)).toBe('2.5%');
    expect(halfRate(18)).toBe('9%');
  });

  it('words a season’s minimum stay', () => {
    expect(minimumStayText({ nights: 3, seasonName: 'Wedding season' })).toBe('Minimum 3 nights in Wedding season');
  });
});
