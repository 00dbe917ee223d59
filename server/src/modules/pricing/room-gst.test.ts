import { ambiguousInclusiveRent, roomSlabRate, taxAmount, taxRoomNight } from './room-gst';
import { proportionalTax, totalsByRate } from './tax-totals';

const NIGHT = '2026-12-01';

describe('room GST slabs (since 22 Sep 2025, per room per night)', () => {
  it('taxes a taxable value of ₹7,500 exactly at 5% and ₹7,500.01 at 18% when GST is added', () => {
    expect(taxRoomNight(7500_00, NIGHT, false)).toEqual({
      chargedPaise: 7875_00,
      taxablePaise: 7500_00,
      rateBp: 500,
      cgstPaise: 187_50,
      sgstPaise: 187_50,
    });
    const above = taxRoomNight(7500_01, NIGHT, false);
    expect(above.rateBp).toBe(1800);
    expect(above.cgstPaise).toBe(675_00);
    expect(above.chargedPaise).toBe(7500_01 + 2 * 675_00);
  });

  it('with rents that include GST: ₹7,875 is 5% (₹7,500 taxable), ₹8,000 and ₹9,440 are 18%', () => {
    expect(taxRoomNight(7875_00, NIGHT, true)).toEqual({
      chargedPaise: 7875_00,
      taxablePaise: 7500_00,
      rateBp: 500,
      cgstPaise: 187_50,
      sgstPaise: 187_50,
    });
    expect(taxRoomNight(7875_01, NIGHT, true).rateBp).toBe(1800);
    const eightThousand = taxRoomNight(8000_00, NIGHT, true);
    expect(eightThousand.rateBp).toBe(1800);
    expect(eightThousand.taxablePaise + eightThousand.cgstPaise + eightThousand.sgstPaise).toBe(8000_00);
    expect(taxRoomNight(9440_00, NIGHT, true)).toEqual({
      chargedPaise: 9440_00,
      taxablePaise: 8000_00,
      rateBp: 1800,
      cgstPaise: 720_00,
      sgstPaise: 720_00,
    });
  });

  it('flags GST-inclusive rents above ₹7,875 up to ₹8,850 as fitting neither slab', () => {
    expect(ambiguousInclusiveRent(7875_00, NIGHT)).toBeNull();
    expect(ambiguousInclusiveRent(7875_01, NIGHT)).toEqual({ fromPaise: 7875_01, toPaise: 8850_00 });
    expect(ambiguousInclusiveRent(8850_00, NIGHT)).not.toBeNull();
    expect(ambiguousInclusiveRent(8850_01, NIGHT)).toBeNull();
  });

  it('decides the slab by the date of the night: before 22 Sep 2025 a ₹5,000 night was 12%', () => {
    expect(roomSlabRate(5000_00, '2025-09-21', false)).toBe(1200);
    expect(roomSlabRate(5000_00, '2025-09-22', false)).toBe(500);
    expect(roomSlabRate(900_00, '2025-09-21', false)).toBe(1200);
    expect(roomSlabRate(900_00, '2022-07-17', false)).toBe(0);
    expect(roomSlabRate(900_00, '2022-07-18', false)).toBe(1200);
  });

  it('keeps CGST and SGST equal and the parts adding up to what the guest pays', () => {
    for (const rent of [1_00, 999_99, 2345_67, 7875_00, 12_345_67]) {
      const taxed = taxAmount(rent, 1800, true);
      expect(taxed.cgstPaise).toBe(taxed.sgstPaise);
      expect(taxed.taxablePaise + taxed.cgstPaise + taxed.sgstPaise).toBe(rent);
    }
  });

  it('gives a part of a stay (an advance) the stay’s mix of rates', () => {
    const nights = [taxRoomNight(5000_00, NIGHT, true), taxRoomNight(10_000_00, NIGHT, true)];
    const parts = proportionalTax(6000_00, totalsByRate(nights));
    expect(parts.map((part) => part.rateBp)).toEqual([500, 1800]);
    expect(parts.reduce((sum, part) => sum + part.chargedPaise, 0)).toBe(6000_00);
    expect(parts[0].chargedPaise).toBe(2000_00);
    for (const part of parts) expect(part.taxablePaise + part.cgstPaise + part.sgstPaise).toBe(part.chargedPaise);
  });
});
