// Many guests booking the same room for the same nights at the same moment: exactly one may win.
import { load } from './load.mjs';
import { bookingQuote } from './scenarios.mjs';

export async function contentionRun(baseUrl, { room, checkIn, checkOut, requests, connections, runId }) {
  let n = 0;
  const result = await load(baseUrl, {
    connections,
    amount: requests,
    requests: [
      {
        method: 'POST',
        path: '/api/booking',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        // A different guest each time: the same guest repeating a quote gets their own hold back.
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(bookingQuote({ email: `race-${runId}-${n++}@example.com`, roomId: room.id, checkIn, checkOut })),
        }),
      },
    ],
  });
  const count = (predicate) =>
    Object.entries(result.statuses).reduce((sum, [status, k]) => (predicate(Number(status)) ? sum + k : sum), 0);
  return {
    room: room.name,
    checkIn,
    checkOut,
    requests,
    connections,
    sent: result.requests,
    created: count((s) => s === 201),
    conflicts: count((s) => s === 409),
    serverErrors: count((s) => s >= 500),
    other: count((s) => s !== 201 && s !== 409 && s < 500),
    connectionErrors: result.errors,
    seconds: result.seconds,
    p50: result.p50,
    p99: result.p99,
  };
}

/** Signs in as the bench's admin over the app's own API. */
export async function adminToken(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  if (!response.ok || !body.token) throw new Error(`admin login failed: ${response.status} ${body.message ?? ''}`);
  return body.token;
}

const overlaps = (a, b) => a.checkIn < b.checkOut && b.checkIn < a.checkOut;

/**
 * Reads every reservation over the admin API and counts pairs of lines that hold the same room
 * on a shared night (for `roomId`, and over all rooms). A line holds its room while its booking
 * is confirmed, or held with an unexpired hold: the API does not show the line's own flag, so
 * this follows the domain rule. `blocking` = lines holding `roomId` on the nights of `stay`.
 */
export async function overlapsOverApi(baseUrl, token, roomId, stay, now = new Date()) {
  const response = await fetch(`${baseUrl}/api/booking/list_all_reservations`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!response.ok) throw new Error(`list_all_reservations answered ${response.status}: ${body.message ?? ''}`);
  const reservations = body.reservations ?? body.data ?? [];
  const byRoom = new Map();
  for (const booking of reservations) {
    const holds = booking.status === 'confirmed' || (booking.status === 'held' && new Date(booking.holdExpiresAt) > now);
    if (!holds) continue;
    for (const line of booking.bookingInfo ?? []) {
      const list = byRoom.get(line.roomId) ?? [];
      list.push({ checkIn: booking.checkInDate, checkOut: booking.checkOutDate });
      byRoom.set(line.roomId, list);
    }
  }
  const pairs = (lines) => {
    let count = 0;
    const sorted = [...lines].sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : 0));
    for (let i = 0; i < sorted.length; i += 1) {
      for (let j = i + 1; j < sorted.length && sorted[j].checkIn < sorted[i].checkOut; j += 1)
        if (overlaps(sorted[i], sorted[j])) count += 1;
    }
    return count;
  };
  let overlapsAllRooms = 0;
  for (const lines of byRoom.values()) overlapsAllRooms += pairs(lines);
  const roomLines = byRoom.get(roomId) ?? [];
  return {
    overlaps: pairs(roomLines),
    overlapsAllRooms,
    blocking: roomLines.filter((line) => overlaps(line, stay)).length,
    reservations: reservations.length,
  };
}
