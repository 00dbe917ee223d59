import { CATERING_SAC, estimateLines, EventLineKind, HALL_SAC, priceEvent } from './event-price';

const hallRent = {
  kind: EventLineKind.HALL_RENT,
  description: 'Hall, Dinner',
  sac: HALL_SAC,
  quantity: 1,
  unitPaise: 40_000_00,
  rateBp: 1800,
};
const plates = {
  kind: EventLineKind.CATERING,
  description: 'Classic Veg',
  sac: CATERING_SAC,
  quantity: 150,
  unitPaise: 650_00,
  rateBp: 500,
};

describe('an event’s price', () => {
  it('adds GST per SAC at each line’s rate, split into CGST and SGST', () => {
    const price = priceEvent([hallRent, plates]);
    expect(price.taxes).toEqual([
      { sac: HALL_SAC, rateBp: 1800, taxablePaise: 40_000_00, cgstPaise: 3_600_00, sgstPaise: 3_600_00 },
      { sac: CATERING_SAC, rateBp: 500, taxablePaise: 97_500_00, cgstPaise: 2_437_50, sgstPaise: 2_437_50 },
    ]);
    expect(price.taxablePaise).toBe(137_500_00);
    expect(price.gstPaise).toBe(12_075_00);
    expect(price.totalPaise).toBe(149_575_00);
    expect(price.total).toBe(149_575);
  });

  it('lets a discount lower the taxable value (and so the tax) of its own SAC only', () => {
    const discount = { ...hallRent, kind: EventLineKind.DISCOUNT, description: 'Off-season', unitPaise: 5_000_00 };
    const price = priceEvent([hallRent, plates, discount]);
    expect(price.lines[2].amountPaise).toBe(-5_000_00);
    expect(price.taxes[0]).toMatchObject({ sac: HALL_SAC, taxablePaise: 35_000_00, cgstPaise: 3_150_00 });
    expect(price.taxes[1]).toMatchObject({ sac: CATERING_SAC, taxablePaise: 97_500_00 });
    expect(price.totalPaise).toBe(35_000_00 + 6_300_00 + 97_500_00 + 4_875_00);
  });

  it('refuses a discount larger than what it lowers', () => {
    const discount = { ...hallRent, kind: EventLineKind.DISCOUNT, unitPaise: 40_000_01 };
    expect(() => priceEvent([hallRent, discount])).toThrow('A discount cannot be more than the lines it lowers (SAC 997212).');
  });

  it('rounds each half of the tax to the paisa', () => {
    const odd = { ...plates, quantity: 1, unitPaise: 333 };
    expect(priceEvent([odd]).taxes[0]).toMatchObject({ taxablePaise: 333, cgstPaise: 8, sgstPaise: 8 });
  });
});

describe('an enquiry’s estimate', () => {
  const base = { hallName: 'Shagun', sessionName: 'Dinner', rentPaise: 40_000_00, hallGstBp: 1800, cateringGstBp: 500 };
  const menu = { name: 'Classic Veg', pricePerPlatePaise: 650_00, minPlates: 100 };

  it('bills at least the menu’s minimum plates', () => {
    const lines = estimateLines({ ...base, menu, guests: 60 });
    expect(lines[1]).toMatchObject({ quantity: 100, unitPaise: 650_00, sac: CATERING_SAC, rateBp: 500 });
    expect(estimateLines({ ...base, menu, guests: 180 })[1].quantity).toBe(180);
  });

  it('is the hall rent alone without a menu', () => {
    expect(estimateLines({ ...base, menu: null, guests: 60 })).toEqual([
      expect.objectContaining({
        kind: EventLineKind.HALL_RENT,
        description: 'Shagun, Dinner',
        sac: HALL_SAC,
        unitPaise: 40_000_00,
      }),
    ]);
  });
});
