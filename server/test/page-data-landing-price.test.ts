import path from 'node:path';
import { SYSTEM_ACTOR } from '../src/shared/actor';
import { createRoom } from './support/fixtures';
import { gql } from './support/graphql';
import { useTestApp } from './support/test-app';

/**
 * The hero's "from ₹… a night incl. GST" (issue 25, item 4): the least a room open for booking
 * costs for one night by the owner's live rates, computed on the server, embedded in the landing
 * page and rendered there before any script. The test clock's today is 21 Nov 2026. Reads the
 * built client (dist/route-queries.json and the rendering bundle): `npm test` builds it first.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
const LOWEST = '{ lowestNightlyPrice { amountPaise amount } }';

/** The page's text as a visitor reads it before any script (markup dropped, entities read). */
const text = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

function embedded(html: string): Record<string, { variables: unknown; data: unknown }> | undefined {
  const block = /<script id="route-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return block ? JSON.parse(block[1]) : undefined;
}

describe('lowestNightlyPrice', () => {
  const app = useTestApp();

  it('is null while no room is open for booking', async () => {
    await createRoom(app.services, { rentPerDay: 900, isAvailable: false });
    const answer = await gql(app, LOWEST);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.lowestNightlyPrice).toBeNull();
  });

  it("is the cheapest night of any open room over the next 30 nights by the owner's rates, GST included", async () => {
    await createRoom(app.services, { name: 'Deluxe 201', rentPerDay: 2500 });
    const standard = await createRoom(app.services, { name: 'Standard 101', rentPerDay: 1800 });
    expect((await gql(app, LOWEST)).data.lowestNightlyPrice).toEqual({ amountPaise: 180_000, amount: 1800 });

    // A season inside the next 30 nights lowers it; one further out does not count.
    await app.services.rates.saveSeason(
      { roomId: standard.id, name: 'Quiet week', startsOn: '2026-11-30', endsOn: '2026-12-02', rent: 1450 },
      SYSTEM_ACTOR,
    );
    await app.services.rates.saveSeason(
      { roomId: standard.id, name: 'Far off', startsOn: '2027-01-10', endsOn: '2027-01-12', rent: 700 },
      SYSTEM_ACTOR,
    );
    expect((await gql(app, LOWEST)).data.lowestNightlyPrice).toEqual({ amountPaise: 145_000, amount: 1450 });
  });
});

describe('the landing page', () => {
  const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });

  async function landing(address = '/'): Promise<string> {
    const response = await fetch(app.baseUrl + address);
    expect(response.status).toBe(200);
    return response.text();
  }

  it('embeds the price and shows it in the hero as rendered on the server; a new rate shows at once', async () => {
    const room = await createRoom(app.services, { rentPerDay: 12_500 });
    const html = await landing();
    expect(embedded(html)).toEqual({
      LowestNightlyPrice: {
        variables: {},
        data: { lowestNightlyPrice: { __typename: 'NightlyPrice', amountPaise: 1_250_000, amount: 12_500 } },
      },
    });
    expect(text(html)).toContain('from ₹12,500 a night incl. GST');
    // The hero's dates box is a plain form to the rooms page, before any script.
    expect(html).toMatch(/<form class="hero-stay"[^>]* action="\/check-rooms-and-rates" method="get">/);
    expect(html).toMatch(/<input[^>]*name="checkIn"/);
    expect(html).toMatch(/<input[^>]*name="checkOut"/);

    // The page kept for reuse is keyed by its data: a new rent is the next visitor's price.
    await app.services.rooms.update(room.id, { rentPerDay: 123_450 });
    const after = text(await landing());
    expect(after).toContain('from ₹1,23,450 a night incl. GST');
    expect(after).not.toContain('₹12,500');
  });

  it("renders the same page whatever the address's query (a campaign's tag is no other page)", async () => {
    await createRoom(app.services, { rentPerDay: 3300 });
    const tagged = text(await landing('/?utm_source=newsletter'));
    expect(tagged).toContain('from ₹3,300 a night incl. GST');
  });
});
