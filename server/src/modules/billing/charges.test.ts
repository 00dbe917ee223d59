import { addDays } from '../../shared/dates';
import { EventLineData, EventLineKind, priceEvent } from '../banquet/event-price';
import { taxRoomNight } from '../pricing/room-gst';
import {
  CATERING_SAC,
  chargesTotalPaise,
  eventCharges,
  HALL_SAC,
  nightsWords,
  quantityWords,
  StayRoom,
  stayCharges,
  stayNightCharges,
  stayRange,
} from './charges';

/** A room of `rentsPaise` a night (GST included) from `from`. */
function room(name: string, from: string, rentsPaise: number[]): StayRoom {
  const nights = rentsPaise.map((rentPaise, index) => {
    const date = addDays(from, index);
    return { date, ...taxRoomNight(rentPaise, date, true) };
  });
  const sum = (pick: (night: (typeof nights)[number]) => number) => nights.reduce((total, night) => total + pick(night), 0);
  return {
    name,
    typeLabel: 'Deluxe',
    checkIn: from,
    checkOut: addDays(from, nights.length),
    nights,
    amountPaise: sum((night) => night.chargedPaise),
    taxablePaise: sum((night) => night.taxablePaise),
    cgstPaise: sum((night) => night.cgstPaise),
    sgstPaise: sum((night) => night.sgstPaise),
  };
}

const adds = (charge: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number }) =>
  charge.taxablePaise + charge.cgstPaise + charge.sgstPaise + charge.igstPaise === charge.totalPaise;

describe('a stay’s charges', () => {
  it('writes a stay’s dates and its nights at one rate as ranges', () => {
    expect(stayRange('2026-12-01', '2026-12-04')).toBe('1–4 Dec 2026');
    expect(stayRange('2026-11-30', '2026-12-02')).toBe('30 Nov – 2 Dec 2026');
    expect(stayRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
    expect(nightsWords(['2026-12-04', '2026-12-05', '2026-12-11'])).toBe('4–6 Dec 2026, 11–12 Dec 2026');
  });

  it('gives each room night by date, and groups them per room and rate with the nights as quantity', () => {
    // A weekend at ₹9,440 (18%) between weekdays at ₹7,000 (5%), and a second room at ₹2,500.
    const rooms = [room('Suite 401', '2026-12-03', [7000_00, 9440_00, 9440_00, 7000_00]), room('101', '2026-12-03', [2500_00])];
    const nights = stayNightCharges(rooms);
    expect(nights.map(({ description, quantity, unit, from, to }) => ({ description, quantity, unit, from, to }))).toEqual([
      { description: 'Room 101 (Deluxe), night of 3 Dec 2026', quantity: 1, unit: 'night', from: '2026-12-03', to: '2026-12-04' },
      ...['03', '04', '05', '06'].map((day) => ({
        description: `Suite 401 (Deluxe), night of ${Number(day)} Dec 2026`,
        quantity: 1,
        unit: 'night',
        from: `2026-12-${day}`,
        to: addDays(`2026-12-${day}`, 1),
      })),
    ]);

    const grouped = stayCharges(rooms);
    expect(
      grouped.map(({ description, quantity, rateBp, totalPaise, unitPricePaise }) => ({
        description,
        quantity,
        rateBp,
        totalPaise,
        unitPricePaise,
      })),
    ).toEqual([
      {
        description: 'Room 101 (Deluxe), 1 night, 3–4 Dec 2026',
        quantity: 1,
        rateBp: 500,
        totalPaise: 2500_00,
        unitPricePaise: 2380_96,
      },
      {
        description: 'Suite 401 (Deluxe), 2 nights, 3–4 Dec 2026, 6–7 Dec 2026',
        quantity: 2,
        rateBp: 500,
        totalPaise: 14000_00,
        unitPricePaise: 6666_66,
      },
      {
        description: 'Suite 401 (Deluxe), 2 nights, 4–6 Dec 2026',
        quantity: 2,
        rateBp: 1800,
        totalPaise: 18880_00,
        unitPricePaise: 8000_00,
      },
    ]);
    // Grouping changes nothing of the money: the same total, taxable value and tax as the nights.
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'totalPaise'] as const) {
      expect(grouped.reduce((sum, charge) => sum + charge[key], 0)).toBe(nights.reduce((sum, charge) => sum + charge[key], 0));
    }
    expect(chargesTotalPaise(grouped)).toBe(2500_00 + 14000_00 + 18880_00);
    expect([...grouped, ...nights].every((charge) => charge.sac === '996311' && charge.igstPaise === 0 && adds(charge))).toBe(
      true,
    );
  });
});

describe('an event’s charges', () => {
  const lines: EventLineData[] = [
    {
      kind: EventLineKind.HALL_RENT,
      description: 'Durbar Hall, Dinner',
      sac: HALL_SAC,
      quantity: 1,
      unitPaise: 40_000_00,
      rateBp: 1800,
    },
    {
      kind: EventLineKind.CATERING,
      description: 'Royal Veg (per plate)',
      sac: CATERING_SAC,
      quantity: 120,
      unitPaise: 899_99,
      rateBp: 500,
    },
    {
      kind: EventLineKind.EXTRA,
      description: 'Stage decoration',
      sac: HALL_SAC,
      quantity: 1,
      unitPaise: 15_000_33,
      rateBp: 1800,
    },
    {
      kind: EventLineKind.EXTRA,
      description: 'Live jalebi counter',
      sac: CATERING_SAC,
      quantity: 50,
      unitPaise: 60_01,
      rateBp: 500,
    },
    { kind: EventLineKind.DISCOUNT, description: 'Early booking', sac: HALL_SAC, quantity: 1, unitPaise: 5_000_00, rateBp: 1800 },
  ];

  it('lists hall rent as a session, plates as plates, extras and a discount, each with its SAC', () => {
    const charges = eventCharges(lines, priceEvent(lines).taxes, '2026-12-20', 'Reception on Sun, 20 Dec 2026');
    expect(charges.map(({ description, sac, quantity, unit }) => [description, sac, quantity, unit])).toEqual([
      ['Durbar Hall, Dinner (₹40,000) — Reception on Sun, 20 Dec 2026', '997212', 1, 'session'],
      ['Royal Veg (per plate): 120 × ₹899.99', '996334', 120, 'plate'],
      ['Stage decoration (₹15,000.33)', '997212', 1, 'each'],
      ['Live jalebi counter: 50 × ₹60.01', '996334', 50, 'each'],
      ['Less: Early booking', '997212', 1, 'each'],
    ]);
    expect(charges[1]).toMatchObject({ unitPricePaise: 899_99, taxablePaise: 1_07_998_80, from: '2026-12-20', to: '2026-12-21' });
    expect(charges[4]).toMatchObject({ taxablePaise: -5_000_00, cgstPaise: -450_00, sgstPaise: -450_00, totalPaise: -5_900_00 });
    expect(quantityWords(120, 'plate')).toBe('120 plates');
  });

  it('adds up to the event’s price to the paisa, per SAC and rate', () => {
    const price = priceEvent(lines);
    const charges = eventCharges(lines, price.taxes, '2026-12-20', 'Reception');
    expect(chargesTotalPaise(charges)).toBe(price.totalPaise);
    for (const tax of price.taxes) {
      const ofTax = charges.filter((charge) => charge.sac === tax.sac && charge.rateBp === tax.rateBp);
      const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise') => ofTax.reduce((total, charge) => total + charge[key], 0);
      expect({
        sac: tax.sac,
        taxablePaise: sum('taxablePaise'),
        cgstPaise: sum('cgstPaise'),
        sgstPaise: sum('sgstPaise'),
      }).toEqual({
        sac: tax.sac,
        taxablePaise: tax.taxablePaise,
        cgstPaise: tax.cgstPaise,
        sgstPaise: tax.sgstPaise,
      });
    }
    expect(charges.every(adds)).toBe(true);
  });
});
