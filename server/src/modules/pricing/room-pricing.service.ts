import { EntityManager, In } from 'typeorm';
import { Stay } from '../../shared/dates';
import { Paise } from '../../shared/money';
import { TaxedAmount, taxRoomNight } from './room-gst';
import { sumTaxed, TaxTotals } from './tax-totals';
import { MinimumStay, minimumStayShortfall, NightRent, nightlyRents, nightsOf, PricedRoom } from './nightly-rents';
import { RateRule } from './rate-rule.entity';

/** One night of one room: its rent by the owner's rules and the GST of its slab. */
export type PricedNight = NightRent & TaxedAmount;

/** A room for a stay: each night priced and taxed, the sums, and a minimum stay it falls short of. */
export interface RoomStayPrice extends TaxTotals {
  nights: PricedNight[];
  minimumStay: MinimumStay | null;
}

/**
 * The one place a room's nights are priced: the owner's rates (base, weekday, seasons) give each
 * night's rent, and each night is taxed on its own slab (per room per night, by the date). With
 * ROOM_RATES_INCLUDE_GST the rent is what the guest pays; otherwise GST is added to it.
 */
export class RoomPricing {
  constructor(readonly ratesIncludeGst: boolean) {}

  /** The rate rules that can price these rooms (their own and their types'). */
  async rulesFor(manager: EntityManager, rooms: readonly PricedRoom[]): Promise<RateRule[]> {
    if (rooms.length === 0) return [];
    return manager.find(RateRule, {
      where: [{ roomId: In(rooms.map((room) => room.id)) }, { roomType: In([...new Set(rooms.map((room) => room.type))]) }],
      order: { createdAt: 'ASC' },
    });
  }

  priceStay(room: PricedRoom, stay: Stay, rules: readonly RateRule[]): RoomStayPrice {
    const dates = nightsOf(stay);
    const nights = nightlyRents(room, dates, rules).map((night) => ({
      ...night,
      ...taxRoomNight(night.rentPaise, night.date, this.ratesIncludeGst),
    }));
    return { ...sumTaxed(nights), nights, minimumStay: minimumStayShortfall(room, dates, rules) };
  }

  /**
   * A room for a stay at a rent agreed at the desk (a manager's rate override): `rentPaise` is the
   * night's value before GST, whatever ROOM_RATES_INCLUDE_GST says of the owner's rates, and each
   * night's GST is added to it by its slab, as any night's.
   */
  priceAgreedStay(stay: Stay, rentPaise: Paise): RoomStayPrice {
    const nights = nightsOf(stay).map((date) => ({
      date,
      rentPaise,
      source: 'agreed' as const,
      seasonName: null,
      ...taxRoomNight(rentPaise, date, false),
    }));
    return { ...sumTaxed(nights), nights, minimumStay: null };
  }

  /** Each room's price for the stay, rules read once. */
  async priceRooms(manager: EntityManager, rooms: readonly PricedRoom[], stay: Stay): Promise<Map<string, RoomStayPrice>> {
    const rules = await this.rulesFor(manager, rooms);
    return new Map(rooms.map((room) => [room.id, this.priceStay(room, stay, rules)]));
  }

  /** What one night of `rentPaise` costs the guest (the rent, or the rent and its GST). */
  chargeFor(rentPaise: Paise, date: string): Paise {
    return taxRoomNight(rentPaise, date, this.ratesIncludeGst).chargedPaise;
  }
}

// The module's public surface for other modules (invoices, reports): GST arithmetic and tariff facts.
export { ROOM_SAC, formatRate, taxAmount } from './room-gst';
export type { RateBp, TaxedAmount } from './room-gst';
export { proportionalTax, sumTaxed, totalsByRate } from './tax-totals';
export type { RateTotals, TaxTotals } from './tax-totals';
export { ROOM_TAX_SCHEDULES, roomSlabRate, ambiguousInclusiveRent, scheduleOn } from './room-gst';
export type { RoomTaxSchedule, RoomTaxSlab } from './room-gst';
