import { gstWarningOn, gstWarningOver, seasonDates } from './rate-words';

const rupees = (amount: number) => Math.round(amount * 100);

describe('the GST warning of a rent that includes GST', () => {
  it('explains ₹8,000: taxed at 18%, it leaves no more than ₹7,875 does at 5%', () => {
    expect(gstWarningOn(rupees(8000), '2026-12-01', true)).toBe(
      '₹8,000 a night including GST fits neither GST slab, so it is taxed at 18%: ₹6,779.66 plus ₹1,220.34 GST, no more than ' +
        'the ₹7,500 a rent of ₹7,875 leaves at 5%. Choose ₹7,875 or less (5%), or more than ₹8,850 (18%).',
    );
  });

  it.each([
    [7875, false],
    [7875.01, true],
    [8850, true],
    [8850.01, false],
    [9440, false],
    [2500, false],
  ])('₹%s is warned about: %s', (rent, warned) => {
    expect(gstWarningOn(rupees(rent), '2026-12-01', true) !== null).toBe(warned);
  });

  it('says nothing when GST is added to the rent (every rent then fits its slab)', () => {
    expect(gstWarningOn(rupees(8000), '2026-12-01', false)).toBeNull();
  });

  it('checks each GST schedule a range of nights falls under (₹8,000 was clear at 12% before 22 Sep 2025)', () => {
    expect(gstWarningOn(rupees(8000), '2025-09-20', true)).toBeNull();
    expect(gstWarningOver(rupees(8000), '2025-09-15', '2025-09-21', true)).toBeNull();
    expect(gstWarningOver(rupees(8000), '2025-09-15', '2025-09-25', true)).toMatch(/^₹8,000 a night including GST fits neither/);
  });
});

describe('season dates in words', () => {
  it.each([
    ['2026-11-01', '2026-11-05', '1–5 Nov 2026'],
    ['2026-10-28', '2026-11-05', '28 Oct–5 Nov 2026'],
    ['2026-12-28', '2027-01-03', '28 Dec 2026–3 Jan 2027'],
    ['2027-02-14', '2027-02-14', '14 Feb 2027'],
  ])('%s to %s reads "%s"', (from, to, words) => {
    expect(seasonDates(from, to)).toBe(words);
  });
});
