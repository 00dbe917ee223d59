import { Reply } from './http';
import { gql } from './graphql';
import { TestApp } from './test-app';

/** One <Result> of the price feed, read back: its price for 2 adults, bundles and NoVacancy. */
export interface FeedResult {
  checkIn: string;
  nights: number;
  unavailable: boolean;
  /** The Result's own Baserate and Tax (paise), when it has them. */
  base?: { baserate: number; tax: number };
  /** `${RoomID}/${adults}` → Baserate and Tax in paise. */
  bundles: Map<string, { baserate: number; tax: number; occupancy: number }>;
}

/** "1234.50" → 123450, refusing anything that is not rupees with exactly two decimals. */
export function paiseOf(rupees: string): number {
  if (!/^\d+\.\d{2}$/.test(rupees)) throw new Error(`Not rupees with two decimals: ${rupees}`);
  return Number(rupees.replace('.', ''));
}

const AMOUNTS =
  /<Baserate currency="INR">([^<]+)<\/Baserate><Tax currency="INR">([^<]+)<\/Tax><OtherFees currency="INR">0\.00<\/OtherFees>/;
const BUNDLE = new RegExp(
  `<RoomBundle><RoomID>(\\w+)</RoomID><PackageID>website-rate</PackageID><Occupancy>(\\d+)</Occupancy><OccupancyDetails><NumAdults>(\\d+)</NumAdults></OccupancyDetails>${AMOUNTS.source}</RoomBundle>`,
  'g',
);

/** The price feed's Results by `${checkIn}/${nights}` (each Result is one line of the feed). */
export function readPriceFeed(xml: string): Map<string, FeedResult> {
  const results = new Map<string, FeedResult>();
  for (const line of xml.split('\n').filter((text) => text.startsWith('<Result>'))) {
    const [, checkIn, nights] =
      /^<Result><Property>1<\/Property><Checkin>(\d{4}-\d{2}-\d{2})<\/Checkin><Nights>(\d+)<\/Nights>/.exec(line)!;
    const head = line.split('<RoomBundle>')[0];
    const base = AMOUNTS.exec(head);
    const bundles = new Map<string, { baserate: number; tax: number; occupancy: number }>();
    for (const match of line.matchAll(BUNDLE)) {
      const [, roomId, occupancy, adults, baserate, tax] = match;
      bundles.set(`${roomId}/${adults}`, { baserate: paiseOf(baserate), tax: paiseOf(tax), occupancy: Number(occupancy) });
    }
    results.set(`${checkIn}/${nights}`, {
      checkIn,
      nights: Number(nights),
      unavailable: line.includes('<Unavailable><NoVacancy/></Unavailable>'),
      base: base ? { baserate: paiseOf(base[1]), tax: paiseOf(base[2]) } : undefined,
      bundles,
    });
  }
  return results;
}

/** The feed addresses as the owner reads them, as paths on the test app. */
export async function feedPaths(app: TestApp, token: string): Promise<{ hotelList: string; prices: string }> {
  const reply = await gql(app, '{ googleFeeds { hotelListUrl pricesUrl } }', {}, { token });
  const { hotelListUrl, pricesUrl } = reply.data.googleFeeds as { hotelListUrl: string; pricesUrl: string };
  return { hotelList: new URL(hotelListUrl).pathname, prices: new URL(pricesUrl).pathname };
}

/** A small deterministic random source (mulberry32), so a failure can be run again as it was. */
export function seededRandom(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** GET a path of the app as text, with the headers asked. */
export async function fetchText(
  app: TestApp,
  path: string,
  headers: Record<string, string> = {},
): Promise<Reply & { text: string }> {
  const response = await fetch(app.baseUrl + path, { headers, redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, body: text, text, headers: response.headers };
}
