// What the bench asks of the app: the requests a guest's visit makes, plus /healthz as the floor
// every figure is compared with. Dates are in the hotel's time zone, 30 days ahead and later.

const HOTEL_TIME_ZONE = 'Asia/Kolkata';
/** The server accepts check-ins up to 365 days ahead; stay a day inside that. */
const LAST_CHECK_IN_OFFSET = 364;
/** Offsets reserved for the read scenarios' stay and the contention run; bookings start after. */
export const SEARCH_OFFSETS = { checkIn: 30, checkOut: 32 };
export const CONTENTION_OFFSETS = { checkIn: 30, checkOut: 32 };
const FIRST_BOOKING_OFFSET = 33;

export function todayInHotel(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: HOTEL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(date, days) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

// The client's own operations (client/src/features/booking/api/booking.graphql, rooms/api/room-detail.graphql).
const AVAILABLE_ROOMS_QUERY = `query AvailableRooms($checkIn: String!, $checkOut: String!, $guests: Int!) {
  availableRooms(checkIn: $checkIn, checkOut: $checkOut, guests: $guests) { ...BookableRoom }
}
fragment BookableRoom on Room { id name description type maxCount rentPerDay imageUrls amenities }`;

const ROOM_DETAIL_QUERY = `query RoomDetail($id: ID!) {
  room(id: $id) { id name description type maxCount rentPerDay isAvailable imageUrls amenities }
}`;

let guests = 0;

/**
 * A quote as the client sends it (spec section 3); the server prices it itself. Each is another
 * guest (own email and phone), as one guest may hold only MAX_UNPAID_BOOKINGS_PER_GUEST unpaid.
 */
export function bookingQuote({ email, roomId, checkIn, checkOut }) {
  guests += 1;
  return {
    quote: {
      userEmail: email,
      name: 'Bench Guest',
      phone: String(9_000_000_000 + (guests % 999_999_999)),
      address: { city: 'Lucknow', country: 'India' },
      checkInDate: checkIn,
      checkOutDate: checkOut,
      bookingInfo: [{ roomId, pax: [{ name: 'Bench Guest', adultStatus: 'adult', gender: 'other', age: 30 }] }],
    },
  };
}

/** Free (room, night) pairs the booking scenario can use, one per request. */
export function bookingSlotCount(roomCount) {
  return (LAST_CHECK_IN_OFFSET - FIRST_BOOKING_OFFSET + 1) * roomCount;
}

/**
 * @param {{ rooms: {id:string}[], today: string, runId: string, connections: number }} context
 * @returns {{ key: string, title: string, request: string, warmup: boolean, options: object }[]}
 */
export function scenarios({ rooms, today, runId, connections }) {
  const checkIn = addDays(today, SEARCH_OFFSETS.checkIn);
  const checkOut = addDays(today, SEARCH_OFFSETS.checkOut);

  let roomTurn = 0;
  const roomPage = {
    method: 'POST',
    path: '/graphql',
    headers: JSON_HEADERS,
    setupRequest: (request) => {
      const room = rooms[roomTurn++ % rooms.length];
      return {
        ...request,
        body: JSON.stringify({ operationName: 'RoomDetail', query: ROOM_DETAIL_QUERY, variables: { id: room.id } }),
      };
    },
  };

  // The room's page as a visitor's browser asks for it: rendered on the server from its embedded data.
  let roomHtmlTurn = 0;
  const roomHtml = {
    method: 'GET',
    path: '/room/',
    headers: { accept: 'text/html' },
    setupRequest: (request) => ({ ...request, path: `/room/${rooms[roomHtmlTurn++ % rooms.length].id}` }),
  };

  // Each booking takes the next free (room, night): room after room, then the next night.
  const slots = bookingSlotCount(rooms.length);
  let booked = 0;
  const booking = {
    method: 'POST',
    path: '/api/booking',
    headers: JSON_HEADERS,
    setupRequest: (request) => {
      const n = booked++;
      const slot = n % slots;
      const offset = FIRST_BOOKING_OFFSET + Math.floor(slot / rooms.length);
      const body = bookingQuote({
        email: `bench-${runId}-${n}@example.com`,
        roomId: rooms[slot % rooms.length].id,
        checkIn: addDays(today, offset),
        checkOut: addDays(today, offset + 1),
      });
      return { ...request, body: JSON.stringify(body) };
    },
  };

  return [
    {
      key: 'healthz',
      title: 'health check (baseline)',
      request: 'GET /healthz',
      warmup: true,
      options: { requests: [{ method: 'GET', path: '/healthz' }], verifyBody: (body) => body.includes('"ok"') },
    },
    {
      key: 'graphql-available',
      title: 'available rooms, GraphQL',
      request: `POST /graphql availableRooms(${checkIn}, ${checkOut}, 2)`,
      warmup: true,
      options: {
        requests: [
          {
            method: 'POST',
            path: '/graphql',
            headers: JSON_HEADERS,
            body: JSON.stringify({
              operationName: 'AvailableRooms',
              query: AVAILABLE_ROOMS_QUERY,
              variables: { checkIn, checkOut, guests: 2 },
            }),
          },
        ],
        verifyBody: (body) => body.includes('"availableRooms":[{') && !body.includes('"errors"'),
      },
    },
    {
      key: 'rest-available',
      title: 'available rooms, REST',
      request: `GET /api/rooms/available?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
      warmup: true,
      options: {
        requests: [{ method: 'GET', path: `/api/rooms/available?checkIn=${checkIn}&checkOut=${checkOut}&guests=2` }],
        verifyBody: (body) => body.includes('"success":true') && body.includes('"rooms":[{'),
      },
    },
    {
      key: 'graphql-room',
      title: 'room page data, GraphQL',
      request: 'POST /graphql room(id) — the 9 rooms in turn',
      warmup: true,
      options: { requests: [roomPage], verifyBody: (body) => body.includes('"room":{') && !body.includes('"errors"') },
    },
    {
      key: 'room-html',
      title: 'room page HTML, rendered on the server',
      request: 'GET /room/{id} — the 9 rooms in turn',
      warmup: true,
      options: { requests: [roomHtml], verifyBody: (body) => body.includes('data-prerendered="/room/') },
    },
    {
      key: 'landing',
      title: 'landing page HTML',
      request: 'GET /',
      warmup: true,
      options: {
        requests: [{ method: 'GET', path: '/', headers: { accept: 'text/html' } }],
        verifyBody: (body) => body.includes('</html>'),
      },
    },
    {
      key: 'booking',
      title: 'booking creation (hold)',
      request: 'POST /api/booking — a different room or night per request',
      warmup: false,
      // Never more requests than free (room, night) pairs, so a conflict means a real problem.
      options: { requests: [booking], maxOverallRequests: Math.max(connections, slots - 2 * connections) },
    },
  ];
}
