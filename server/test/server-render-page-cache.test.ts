import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRoom } from './support/fixtures';
import { useTestApp } from './support/test-app';

/**
 * A built client of its own, as small as the page cache needs: the rendered pages' shell, the
 * queries they embed, and a rendering bundle that says which render of which address it is. So
 * what the server kept and what it rendered again shows in the page, without timing anything.
 */
function countingDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'page-cache-dist-'));
  writeFileSync(
    path.join(dist, 'app-rendered.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, 'route-queries.json'),
    JSON.stringify({
      RoomDetail: 'query RoomDetail($id: ID!) { room(id: $id) { id name } }',
      RoomsForStay:
        'query RoomsForStay($checkIn: String!, $checkOut: String!) { availableRooms(checkIn: $checkIn, checkOut: $checkOut) { id } }',
      RoomOffers:
        'query RoomOffers($checkIn: String!, $checkOut: String!) { roomOffers(checkIn: $checkIn, checkOut: $checkOut) { __typename } }',
    }),
  );
  mkdirSync(path.join(dist, '.server'));
  // A CommonJS file (Node imports it as well), standing in for the client's server bundle.
  writeFileSync(
    path.join(dist, '.server', 'entry-prerender.js'),
    `let renders = 0;
     exports.preloadServerRenderedPages = async () => {};
     exports.render = async (url) => { renders += 1; return '<p>render ' + renders + ' at ' + url + '</p>'; };`,
  );
  return dist;
}

const app = useTestApp({ CLIENT_DIST_DIR: countingDist() });

/** What the page's root holds: the fake bundle's "render N at <address>". */
async function renderedAt(address: string): Promise<string> {
  const response = await fetch(app.baseUrl + address);
  expect(response.status).toBe(200);
  const html = await response.text();
  return (
    /<div id="root" data-prerendered="[^"]*"><p>([^<]*)<\/p><\/div>/.exec(html)?.[1] ?? `not rendered: ${html.slice(0, 200)}`
  );
}

describe('the page cache of pages shown alike to everyone', () => {
  it('keeps a room page under its path: ?x=1, ?x=2 … are one page and one render', async () => {
    const room = await createRoom(app.services, { name: 'Kept Room 12' });
    const first = await renderedAt(`/room/${room.id}`);
    expect(first).toMatch(new RegExp(`^render \\d+ at /room/${room.id}$`));
    for (const query of ['?x=1', '?x=2', '?utm_source=mail&x=3']) {
      expect(await renderedAt(`/room/${room.id}${query}`)).toBe(first);
    }
  });

  it('keeps the Hindi room page under its path too (/hi/room/{id})', async () => {
    const room = await createRoom(app.services, { name: 'Kept Room 14' });
    const first = await renderedAt(`/hi/room/${room.id}`);
    expect(first).toMatch(new RegExp(`^render \\d+ at /hi/room/${room.id}$`));
    for (const query of ['?x=1', '?utm_source=mail&x=2']) {
      expect(await renderedAt(`/hi/room/${room.id}${query}`)).toBe(first);
    }
  });

  it('keeps the rooms page under its stay alone, in one order; another stay is another page', async () => {
    const stay = 'checkIn=2026-12-20&checkOut=2026-12-22&adults=2&children=0&rooms=1';
    const first = await renderedAt(`/check-rooms-and-rates?${stay}&x=1`);
    expect(first).toMatch(new RegExp(`^render \\d+ at /check-rooms-and-rates\\?${stay}$`));
    expect(await renderedAt(`/check-rooms-and-rates?${stay}&x=2`)).toBe(first);
    expect(
      await renderedAt(`/check-rooms-and-rates?x=3&rooms=1&children=0&adults=2&checkOut=2026-12-22&checkIn=2026-12-20`),
    ).toBe(first);
    const other = await renderedAt(
      '/check-rooms-and-rates?checkIn=2026-12-20&checkOut=2026-12-22&adults=3&children=0&rooms=1&x=4',
    );
    expect(other).not.toBe(first);
    expect(other).toMatch(/ at \/check-rooms-and-rates\?checkIn=2026-12-20&checkOut=2026-12-22&adults=3&children=0&rooms=1$/);
  });
});
