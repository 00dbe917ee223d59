import { RateRule, RateRuleKind } from './rate-rule.entity';
import { minimumStayShortfall, nightlyRents, nightsOf } from './nightly-rents';
import { RoomPricing } from './room-pricing.service';

const room = { id: 'room-1', type: 'Deluxe' as const, rentPerDayPaise: 3000_00 };
const rule = (fields: Partial<RateRule>) =>
  ({
    roomId: null,
    roomType: null,
    weekday: null,
    name: null,
    startsOn: null,
    endsOn: null,
    minStay: null,
    ...fields,
  }) as RateRule;

describe('nightly rents', () => {
  it('without rules costs rent × nights exactly', () => {
    const price = new RoomPricing(true).priceStay(room, { checkIn: '2026-12-01', checkOut: '2026-12-04' }, []);
    expect(price.chargedPaise).toBe(3 * 3000_00);
    expect(price.nights.map((night) => night.source)).toEqual(['base', 'base', 'base']);
  });

  it('takes weekday rents, a season over them, and the room’s own rule over its type’s', () => {
    const rules = [
      rule({ kind: RateRuleKind.WEEKDAY, roomType: 'Deluxe', weekday: 5, rentPaise: 3500_00 }), // Friday
      rule({ kind: RateRuleKind.WEEKDAY, roomId: 'room-1', weekday: 6, rentPaise: 4000_00 }), // Saturday
      rule({ kind: RateRuleKind.WEEKDAY, roomType: 'Deluxe', weekday: 6, rentPaise: 3800_00 }),
      rule({
        kind: RateRuleKind.SEASON,
        roomType: 'Deluxe',
        name: 'Wedding season',
        startsOn: '2026-12-06',
        endsOn: '2026-12-10',
        rentPaise: 6000_00,
        minStay: 2,
      }),
    ];
    // Thu 3 Dec to Mon 7 Dec: Thu base, Fri type weekday, Sat room weekday, Sun base, Mon... (6th is Sunday: season)
    const nights = nightlyRents(room, nightsOf({ checkIn: '2026-12-03', checkOut: '2026-12-08' }), rules);
    expect(nights.map((night) => [night.date, night.rentPaise, night.source])).toEqual([
      ['2026-12-03', 3000_00, 'base'],
      ['2026-12-04', 3500_00, 'weekday'],
      ['2026-12-05', 4000_00, 'weekday'],
      ['2026-12-06', 6000_00, 'season'],
      ['2026-12-07', 6000_00, 'season'],
    ]);
  });

  it('prices mixed nights across a season boundary into different GST slabs', () => {
    const rules = [
      rule({
        kind: RateRuleKind.SEASON,
        roomId: 'room-1',
        name: 'New Year',
        startsOn: '2026-12-31',
        endsOn: '2027-01-01',
        rentPaise: 9440_00,
        minStay: 1,
      }),
    ];
    const price = new RoomPricing(true).priceStay(room, { checkIn: '2026-12-30', checkOut: '2027-01-01' }, rules);
    expect(price.nights.map((night) => night.rateBp)).toEqual([500, 1800]);
    expect(price.chargedPaise).toBe(3000_00 + 9440_00);
    expect(price.cgstPaise).toBe(Math.round((3000_00 * 250) / 10500) + 720_00);
  });

  it('adds GST on top when rents exclude it', () => {
    const price = new RoomPricing(false).priceStay(room, { checkIn: '2026-12-01', checkOut: '2026-12-03' }, []);
    expect(price.taxablePaise).toBe(6000_00);
    expect(price.chargedPaise).toBe(6300_00);
  });

  it('asks for a season’s minimum stay when a shorter stay touches it', () => {
    const rules = [
      rule({
        kind: RateRuleKind.SEASON,
        roomType: 'Deluxe',
        name: 'Wedding season',
        startsOn: '2026-12-06',
        endsOn: '2026-12-10',
        rentPaise: 6000_00,
        minStay: 3,
      }),
    ];
    expect(minimumStayShortfall(room, nightsOf({ checkIn: '2026-12-05', checkOut: '2026-12-07' }), rules)).toEqual({
      nights: 3,
      seasonName: 'Wedding season',
    });
    expect(minimumStayShortfall(room, nightsOf({ checkIn: '2026-12-05', checkOut: '2026-12-08' }), rules)).toBeNull();
    expect(minimumStayShortfall(room, nightsOf({ checkIn: '2026-12-01', checkOut: '2026-12-03' }), rules)).toBeNull();
  });
});
