import { priceStay, sumPaise } from './pricing';

describe('priceStay', () => {
  it('charges rent × nights in paise', () => {
    expect(priceStay(3200_00, { checkIn: '2026-12-01', checkOut: '2026-12-04' })).toEqual({
      nights: 3,
      ratePaise: 3200_00,
      amountPaise: 9600_00,
    });
  });

  it('multiplies by rooms', () => {
    expect(priceStay(1999_50, { checkIn: '2026-12-30', checkOut: '2027-01-01' }, 2).amountPaise).toBe(1999_50 * 2 * 2);
  });

  it('keeps paise exact where floating rupees would not (0.1 + 0.2)', () => {
    expect(sumPaise([10, 20])).toBe(30);
    expect(priceStay(1_05, { checkIn: '2026-12-01', checkOut: '2026-12-04' }).amountPaise).toBe(3_15);
  });
});
