import { RoomType } from '../rooms/room-type';
import { PricedRoom } from './nightly-rents';
import type { StayPrice } from './stay-price';
import { StayPriceLoader } from './stay-price-loader';

const room = (id: string): PricedRoom => ({ id, type: RoomType.DELUXE, rentPerDayPaise: 250_000 });
const DECEMBER = { checkIn: '2026-12-04', checkOut: '2026-12-06' };
const JANUARY = { checkIn: '2027-01-08', checkOut: '2027-01-09' };

/** A stand-in for RoomStayPriceService.priceRooms that records each call (one call = one read of the rules). */
function fakePrices() {
  const calls: { roomIds: string[]; checkIn: string }[] = [];
  const priceRooms = jest.fn(async (rooms: readonly PricedRoom[], stay: { checkIn: string }) => {
    calls.push({ roomIds: rooms.map((one) => one.id), checkIn: stay.checkIn });
    return new Map(rooms.map((one) => [one.id, { nights: 1, total: Number(one.id.slice(1)) } as StayPrice]));
  });
  return { calls, priceRooms };
}

describe('StayPriceLoader', () => {
  it('prices the rooms asked for in one go together, once per stay, and keeps the answers', async () => {
    const prices = fakePrices();
    const loader = new StayPriceLoader(prices);

    const answers = await Promise.all([
      loader.load(room('r1'), DECEMBER),
      loader.load(room('r2'), DECEMBER),
      loader.load(room('r3'), DECEMBER),
      loader.load(room('r1'), JANUARY),
      loader.load(room('r1'), DECEMBER),
    ]);

    expect(answers.map((answer) => answer.total)).toEqual([1, 2, 3, 1, 1]);
    expect(prices.calls).toEqual([
      { roomIds: ['r1', 'r2', 'r3'], checkIn: '2026-12-04' },
      { roomIds: ['r1'], checkIn: '2027-01-08' },
    ]);

    await loader.load(room('r2'), DECEMBER);
    expect(prices.calls).toHaveLength(2);
  });

  it('also gathers rooms asked for from resolvers that await first', async () => {
    const prices = fakePrices();
    const loader = new StayPriceLoader(prices);
    const afterAwaits = async (id: string) => {
      await Promise.resolve();
      await Promise.resolve();
      return loader.load(room(id), DECEMBER);
    };
    await Promise.all([afterAwaits('r1'), afterAwaits('r2')]);
    expect(prices.calls).toEqual([{ roomIds: ['r1', 'r2'], checkIn: '2026-12-04' }]);
  });

  it('gives every room of a batch the failure of its read', async () => {
    const loader = new StayPriceLoader({ priceRooms: () => Promise.reject(new Error('database down')) });
    const answers = await Promise.allSettled([loader.load(room('r1'), DECEMBER), loader.load(room('r2'), DECEMBER)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
