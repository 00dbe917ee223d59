import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { parseStay, Stay } from '../../shared/dates';
import { Paise } from '../../shared/money';
import { PricedRoom, pricingKey } from './nightly-rents';
import { RoomPricing } from './room-pricing.service';
import { presentStayPrice, StayPrice } from './stay-price';

export type { StayPrice } from './stay-price';

/** priceRoomsOfStays hands the event loop back after this many stays. */
const YIELD_EVERY_STAYS = 20;
/** The GraphQL type of a season's unmet minimum stay, for other modules' answers. */
export { MinimumStayNeeded } from './stay-price';

/**
 * Rooms' prices for dates a guest is looking at, before anything is booked: the same pricing as a
 * booking (RoomPricing), each room's stay total GST included, and a season's minimum stay that the
 * dates fall short of. The rate rules of all the rooms asked about together are read in one query.
 */
export class RoomStayPriceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pricing: RoomPricing,
    private readonly clock: Clock,
  ) {}

  /** The dates checked as a room search checks them (the spec's messages; from today, at most 30 nights). */
  stayOf(checkIn: unknown, checkOut: unknown): Stay {
    return parseStay(checkIn, checkOut, { now: this.clock() });
  }

  /** Each room's price for the stay, by room id; one read of the rate rules for them all. */
  async priceRooms(rooms: readonly PricedRoom[], stay: Stay): Promise<Map<string, StayPrice>> {
    const priced = await this.pricing.priceRooms(this.dataSource.manager, rooms, stay);
    return new Map([...priced].map(([roomId, price]) => [roomId, presentStayPrice(price, this.pricing.ratesIncludeGst)]));
  }

  /**
   * priceRooms for many stays at once (Google's price feed): each request's rooms priced for its
   * stay exactly as priceRooms prices them, with one read of the rate rules for them all.
   */
  async priceRoomsOfStays(requests: readonly { rooms: readonly PricedRoom[]; stay: Stay }[]): Promise<Map<string, StayPrice>[]> {
    const rooms = [...new Map(requests.flatMap((request) => request.rooms.map((room) => [room.id, room]))).values()];
    const rules = await this.pricing.rulesFor(this.dataSource.manager, rooms);
    const keys = new Map(rooms.map((room) => [room.id, pricingKey(room, rules)]));
    const answers: Map<string, StayPrice>[] = [];
    for (const [index, { rooms: stayRooms, stay }] of requests.entries()) {
      // Many stays are a second or more of arithmetic: let other requests in between.
      if (index > 0 && index % YIELD_EVERY_STAYS === 0) await new Promise((resolve) => setImmediate(resolve));
      const byKey = new Map<string, StayPrice>();
      const priceOf = (room: PricedRoom) => {
        const key = keys.get(room.id)!;
        let price = byKey.get(key);
        if (!price) {
          price = presentStayPrice(this.pricing.priceStay(room, stay, rules), this.pricing.ratesIncludeGst);
          byKey.set(key, price);
        }
        return price;
      };
      answers.push(new Map(stayRooms.map((room) => [room.id, priceOf(room)])));
    }
    return answers;
  }

  /** The least one of these rooms costs for one night of the stay, GST included; undefined without rooms. */
  async lowestNight(rooms: readonly PricedRoom[], stay: Stay): Promise<Paise | undefined> {
    const priced = await this.pricing.priceRooms(this.dataSource.manager, rooms, stay);
    const charges = [...priced.values()].flatMap((price) => price.nights.map((night) => night.chargedPaise));
    return charges.length > 0 ? Math.min(...charges) : undefined;
  }
}
