import { Stay } from '../../shared/dates';
import { PricedRoom } from './nightly-rents';
import type { RoomStayPriceService, StayPrice } from './room-stay-price.service';

interface Waiting {
  room: PricedRoom;
  resolve(price: StayPrice): void;
  reject(error: unknown): void;
}

/**
 * One request's room prices, gathered: GraphQL resolves `stayPrice` once per room of a list, each
 * call on its own, so the calls made while a list is being resolved are collected and priced
 * together, per stay, with one read of the rate rules (no query per room). Answers are kept for
 * the rest of the request. Make one per request, never share one between requests.
 */
export class StayPriceLoader {
  private readonly answers = new Map<string, Promise<StayPrice>>();
  private readonly pending = new Map<string, { stay: Stay; waiting: Waiting[] }>();
  private scheduled = false;

  constructor(private readonly prices: Pick<RoomStayPriceService, 'priceRooms'>) {}

  load(room: PricedRoom, stay: Stay): Promise<StayPrice> {
    const key = `${stay.checkIn}/${stay.checkOut}/${room.id}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = new Promise<StayPrice>((resolve, reject) => this.enqueue(stay, { room, resolve, reject }));
      this.answers.set(key, answer);
    }
    return answer;
  }

  private enqueue(stay: Stay, waiting: Waiting): void {
    const stayKey = `${stay.checkIn}/${stay.checkOut}`;
    const batch = this.pending.get(stayKey) ?? { stay, waiting: [] };
    batch.waiting.push(waiting);
    this.pending.set(stayKey, batch);
    if (this.scheduled) return;
    this.scheduled = true;
    // Run once the promise jobs now queued have run, i.e. after the resolvers of every item of
    // the list being completed have asked (DataLoader's scheduling).
    void Promise.resolve().then(() => process.nextTick(() => this.flush()));
  }

  private flush(): void {
    this.scheduled = false;
    const batches = [...this.pending.values()];
    this.pending.clear();
    for (const batch of batches) void this.price(batch.stay, batch.waiting);
  }

  private async price(stay: Stay, waiting: Waiting[]): Promise<void> {
    try {
      const prices = await this.prices.priceRooms(
        waiting.map((entry) => entry.room),
        stay,
      );
      for (const entry of waiting) entry.resolve(prices.get(entry.room.id)!);
    } catch (error) {
      for (const entry of waiting) entry.reject(error);
    }
  }
}
