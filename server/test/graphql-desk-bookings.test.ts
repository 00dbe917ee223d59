import { createRoom } from './support/fixtures';
import { errorCodes, gql } from './support/graphql';
import { useTestApp } from './support/test-app';

/** The desk's booking operations over HTTP: admin only, typed user errors, the list's search. */
const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const CREATE = `mutation ($input: DeskBookingInput!) {
  createDeskBooking(input: $input) {
    errors { field code message }
    paymentLink
    booking { id bookCode status paymentStatus channel notes totalAmount lines { id roomName } }
  }
}`;
const CHANGE = `mutation ($input: ChangeBookingInput!) {
  changeBooking(input: $input) {
    errors { field code message }
    difference
    balanceDue
    booking { id checkOut totalAmount }
  }
}`;
const DETAILS = `mutation ($input: BookingDetailsInput!) {
  updateBookingDetails(input: $input) { errors { field code message } booking { id userEmail notes } }
}`;
const LIST = `query ($search: String, $status: [BookingStatus!], $sort: BookingSort, $first: Int, $after: String) {
  bookings(search: $search, status: $status, sort: $sort, first: $first, after: $after) {
    total
    items { id bookCode notes lines { roomName } }
    pageInfo { endCursor hasNextPage }
  }
}`;

let phone = 7_200_000_100;
function deskInput(roomId: string, overrides: Record<string, unknown> = {}) {
  phone += 1;
  return {
    checkIn: '2026-12-01',
    checkOut: '2026-12-02',
    rooms: [{ roomId, adults: 1 }],
    guest: { name: 'Sunita Iyer', email: `sunita${phone}@example.in`, phone: String(phone) },
    channel: 'WALK_IN',
    notes: 'Wants a quiet room',
    payment: { option: 'PAY_LATER' },
    ...overrides,
  };
}

describe('desk bookings over GraphQL', () => {
  it('refuses every operation without an admin token', async () => {
    const room = await createRoom(app.services);
    const anonymous = [
      await gql(app, CREATE, { input: deskInput(room.id) }),
      await gql(app, CHANGE, { input: { bookingId: '00000000-0000-4000-8000-000000000000', checkOut: '2026-12-09' } }),
      await gql(app, DETAILS, { input: { bookingId: '00000000-0000-4000-8000-000000000000', notes: 'x' } }),
      await gql(app, LIST, { search: 'a' }),
      await gql(app, '{ bookingByCode(code: "HBABCDE") { id } }'),
    ];
    for (const response of anonymous) expect(errorCodes(response)).toEqual(['UNAUTHENTICATED']);
    expect(await app.database.dataSource.query('SELECT count(*)::int AS n FROM booking')).toEqual([{ n: 0 }]);
  });

  it('books with each payment option and answers the booking (and the link for PAYMENT_LINK)', async () => {
    const room = await createRoom(app.services, { rentPerDay: 1800 });
    const later = await gql(app, CREATE, { input: deskInput(room.id) }, { token });
    expect(later.data.createDeskBooking).toMatchObject({
      errors: [],
      paymentLink: null,
      booking: {
        status: 'CONFIRMED',
        paymentStatus: 'PENDING',
        channel: 'WALK_IN',
        notes: 'Wants a quiet room',
        totalAmount: 1800,
      },
    });
    const now = await gql(
      app,
      CREATE,
      {
        input: deskInput(room.id, {
          checkIn: '2026-12-03',
          checkOut: '2026-12-04',
          channel: 'PHONE',
          payment: { option: 'PAY_AT_DESK_NOW', method: 'CARD', amount: 1800, reference: 'AUTH-42' },
        }),
      },
      { token },
    );
    expect(now.data.createDeskBooking.booking).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', channel: 'PHONE' });
    const link = await gql(
      app,
      CREATE,
      { input: deskInput(room.id, { checkIn: '2026-12-05', checkOut: '2026-12-06', payment: { option: 'PAYMENT_LINK' } }) },
      { token },
    );
    const { booking, paymentLink } = link.data.createDeskBooking;
    expect(booking.status).toBe('HELD');
    expect(paymentLink).toBe(`${app.config.publicBaseUrl}/booking/${booking.id}`);
  });

  it('answers bad input as user errors with the field and message', async () => {
    const room = await createRoom(app.services, { maxCount: 1 });
    const response = await gql(
      app,
      CREATE,
      { input: deskInput(room.id, { rooms: [{ roomId: room.id, adults: 2 }] }) },
      { token },
    );
    expect(response.data.createDeskBooking).toEqual({
      errors: [{ field: 'bookingInfo.0.pax', code: 'TOO_MANY_GUESTS', message: `${room.name} takes at most 1 guest` }],
      paymentLink: null,
      booking: null,
    });
  });

  it('changes the dates, answering the difference and balance, and edits the details', async () => {
    const room = await createRoom(app.services, { rentPerDay: 1000 });
    const created = await gql(
      app,
      CREATE,
      { input: deskInput(room.id, { checkIn: '2026-12-10', checkOut: '2026-12-11' }) },
      { token },
    );
    const id = created.data.createDeskBooking.booking.id;
    const preview = await gql(
      app,
      'query ($input: ChangeBookingInput!) { bookingChangePreview(input: $input) { total nights difference balanceDue } }',
      { input: { bookingId: id, checkOut: '2026-12-13' } },
      { token },
    );
    expect(preview.data.bookingChangePreview).toEqual({ total: 3000, nights: 3, difference: 2000, balanceDue: 3000 });
    const changed = await gql(app, CHANGE, { input: { bookingId: id, checkOut: '2026-12-13' } }, { token });
    expect(changed.data.changeBooking).toEqual({
      errors: [],
      difference: 2000,
      balanceDue: 3000,
      booking: { id, checkOut: '2026-12-13', totalAmount: 3000 },
    });
    const refused = await gql(app, CHANGE, { input: { bookingId: id, checkOut: '2026-12-09' } }, { token });
    expect(refused.data.changeBooking.errors).toEqual([
      { field: 'checkOut', code: 'CHECK_OUT_NOT_AFTER_CHECK_IN', message: 'Check Out must be after Check In' },
    ]);
    const edited = await gql(
      app,
      DETAILS,
      { input: { bookingId: id, userEmail: 'Sunita.New@Example.in', notes: '' } },
      { token },
    );
    expect(edited.data.updateBookingDetails).toEqual({
      errors: [],
      booking: { id, userEmail: 'sunita.new@example.in', notes: null },
    });
  });

  it('searches the list by code, pages it by cursor, and opens a booking by code; notes are for admins only', async () => {
    const room = await createRoom(app.services);
    const created = await gql(
      app,
      CREATE,
      { input: deskInput(room.id, { checkIn: '2026-12-20', checkOut: '2026-12-21' }) },
      { token },
    );
    const { id, bookCode } = created.data.createDeskBooking.booking;
    const found = await gql(app, LIST, { search: bookCode }, { token });
    expect(found.data.bookings).toEqual({
      total: 1,
      items: [{ id, bookCode, notes: 'Wants a quiet room', lines: [{ roomName: room.name }] }],
      pageInfo: { endCursor: expect.any(String), hasNextPage: false },
    });
    const page = await gql(app, LIST, { first: 1, sort: 'CHECK_IN_ASC' }, { token });
    expect(page.data.bookings.pageInfo.hasNextPage).toBe(true);
    const next = await gql(
      app,
      LIST,
      { first: 1, sort: 'CHECK_IN_ASC', after: page.data.bookings.pageInfo.endCursor },
      { token },
    );
    expect(next.data.bookings.items[0].id).not.toBe(page.data.bookings.items[0].id);
    const byCode = await gql(app, `{ bookingByCode(code: "${bookCode.toLowerCase()}") { id } }`, {}, { token });
    expect(byCode.data.bookingByCode).toEqual({ id });
    const publicView = await gql(app, `{ booking(id: "${id}") { notes } }`);
    expect(publicView.data.booking).toEqual({ notes: null });
    const tooLong = await gql(app, LIST, { search: 'x'.repeat(101) }, { token });
    expect(tooLong.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'search' } });
  });
});
