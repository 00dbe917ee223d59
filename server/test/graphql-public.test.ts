import { Booking } from '../src/modules/bookings/booking.entity';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { Guest } from '../src/modules/guests/guest.entity';
import { Room } from '../src/modules/rooms/room.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { useTestApp } from './support/test-app';

const app = useTestApp();

const ROOM_FIELDS = 'id name type maxCount rentPerDayPaise rentPerDay isAvailable imageUrls amenities';
const BOOKING_FIELDS =
  'id bookCode userEmail checkIn checkOut nights totalPaise totalAmount status paymentStatus holdExpiresAt lines { roomId ratePaise amountPaise roomAmount }';
const UNKNOWN_ID = '3f2b8a6e-1c4d-4e5f-9a7b-0c1d2e3f4a5b';

const count = (entity: typeof Room | typeof Booking | typeof Guest | typeof ContactMessage) =>
  app.database.dataSource.getRepository(entity).count();

const availableIds = async (checkIn: string, checkOut: string, guests = 1): Promise<string[]> => {
  const response = await gql(
    app,
    `query ($checkIn: String!, $checkOut: String!, $guests: Int!) { availableRooms(checkIn: $checkIn, checkOut: $checkOut, guests: $guests) { id } }`,
    { checkIn, checkOut, guests },
  );
  expect(response.errors).toBeUndefined();
  return response.data.availableRooms.map((room: { id: string }) => room.id);
};

const CREATE_BOOKING = `mutation ($quote: QuoteInput!) { createBooking(quote: $quote) { errors { field code message } booking { ${BOOKING_FIELDS} } } }`;
const book = (quote: object) => gql(app, CREATE_BOOKING, { quote });

describe('rooms and room(id)', () => {
  it('lists bookable rooms cheapest first, hides unavailable ones unless asked, and reads one by id', async () => {
    const dear = await createRoom(app.services, { rentPerDay: 4200 });
    const cheap = await createRoom(app.services, { rentPerDay: 1800.5, amenities: ['Balcony'] });
    const closed = await createRoom(app.services, { rentPerDay: 900, isAvailable: false });

    const listed = await gql(app, `{ rooms { ${ROOM_FIELDS} } }`);
    const ids = listed.data.rooms.map((room: Room) => room.id);
    expect(ids.filter((id: string) => [dear.id, cheap.id, closed.id].includes(id))).toEqual([cheap.id, dear.id]);
    expect(listed.data.rooms.find((room: Room) => room.id === cheap.id)).toMatchObject({
      name: cheap.name,
      rentPerDayPaise: 180050,
      rentPerDay: 1800.5,
      isAvailable: true,
      amenities: ['Balcony'],
      imageUrls: ['/uploads/test-photo.webp'],
    });

    const all = await gql(app, `{ rooms(includeUnavailable: true) { id isAvailable } }`);
    expect(all.data.rooms).toContainEqual({ id: closed.id, isAvailable: false });
    expect(all.data.rooms).toHaveLength(await count(Room));

    const one = await gql(app, `query ($id: ID!) { room(id: $id) { ${ROOM_FIELDS} } }`, { id: dear.id });
    expect(one.data.room).toMatchObject({ id: dear.id, name: dear.name, rentPerDayPaise: 420000 });
  });

  it('room(id) with an id it does not know is null, not an error', async () => {
    const response = await gql(app, `query ($id: ID!) { room(id: $id) { id } }`, { id: 'not-a-uuid' });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ room: null });
  });
});

describe('availableRooms', () => {
  // Which nights a hold takes, back-to-back stays and the party size are GET /api/rooms/available's test.
  it('lists the rooms free for the stay that take the guests', async () => {
    const [forTwo, forFour, taken] = await Promise.all([
      createRoom(app.services, { maxCount: 2 }),
      createRoom(app.services, { maxCount: 4 }),
      createRoom(app.services, { maxCount: 4 }),
    ]);
    expect((await book(quoteFor(taken.id, '2027-01-05', '2027-01-06'))).data.createBooking.errors).toEqual([]);
    const forThree = await availableIds('2027-01-05', '2027-01-06', 3);
    expect(forThree).toContain(forFour.id);
    expect(forThree).not.toContain(forTwo.id);
    expect(forThree).not.toContain(taken.id);
  });

  it('answers dates it cannot take as a BAD_USER_INPUT error with the spec message', async () => {
    const [checkIn, checkOut] = ['2026-12-10', '2026-12-08'];
    const response = await gql(
      app,
      `query ($checkIn: String!, $checkOut: String!) { availableRooms(checkIn: $checkIn, checkOut: $checkOut) { id } }`,
      { checkIn, checkOut },
    );
    expect(response.data).toBeNull();
    expect(response.errors).toHaveLength(1);
    expect(response.errors![0]).toMatchObject({
      message: 'Check Out must be after Check In',
      extensions: { code: 'BAD_USER_INPUT', field: 'checkOut' },
    });
  });
});

describe('createBooking and booking(id)', () => {
  it('prices the stay on the server whatever total the quote claims, and stores that price', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2500 });
    const response = await book(quoteFor(room.id, '2026-12-20', '2026-12-23', { totalAmount: 1 }));
    const { errors, booking } = response.data.createBooking;
    expect(errors).toEqual([]);
    expect(booking).toMatchObject({
      checkIn: '2026-12-20',
      checkOut: '2026-12-23',
      nights: 3,
      totalPaise: 750000,
      totalAmount: 7500,
      status: 'HELD',
      paymentStatus: 'PENDING',
    });
    expect(booking.lines).toEqual([{ roomId: room.id, ratePaise: 250000, amountPaise: 750000, roomAmount: 7500 }]);
    expect(new Date(booking.holdExpiresAt).getTime()).toBe(app.clock.now().getTime() + 15 * 60_000);

    const stored = await app.database.dataSource
      .getRepository(Booking)
      .findOneOrFail({ where: { id: booking.id }, relations: { lines: true } });
    expect(stored).toMatchObject({ totalPaise: 750000, nights: 3, checkIn: '2026-12-20', checkOut: '2026-12-23' });
    expect(stored.lines.map((line) => line.amountPaise)).toEqual([750000]);

    const readBack = await gql(app, `query ($id: ID!) { booking(id: $id) { ${BOOKING_FIELDS} } }`, { id: booking.id });
    expect(readBack.data.booking).toEqual(booking);
  });

  it('refuses a second booking of the same room for overlapping dates as DATES_UNAVAILABLE, adding no row', async () => {
    const room = await createRoom(app.services);
    const first = await book(quoteFor(room.id, '2027-01-10', '2027-01-12'));
    expect(first.data.createBooking.errors).toEqual([]);
    const before = await count(Booking);

    const second = await book(quoteFor(room.id, '2027-01-11', '2027-01-14'));
    expect(second.errors).toBeUndefined();
    expect(second.data.createBooking.booking).toBeNull();
    expect(second.data.createBooking.errors).toEqual([
      {
        field: 'bookingInfo',
        code: 'DATES_UNAVAILABLE',
        message: 'Sorry, this room is no longer available for the selected dates. Please choose another room or other dates.',
      },
    ]);
    expect(await count(Booking)).toBe(before);
    expect(await app.database.dataSource.getRepository(Booking).findBy({ checkIn: '2027-01-11' })).toEqual([]);
  });

  it('booking(id) with an id it does not know is null', async () => {
    const response = await gql(app, `query ($id: ID!) { booking(id: $id) { id } }`, { id: UNKNOWN_ID });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ booking: null });
  });
});

describe('upsertGuest', () => {
  const UPSERT = `mutation ($input: GuestInput!) { upsertGuest(input: $input) { errors { field code message } guest { id } } }`;

  it('answers the guest’s id, the same for the same email; stores nothing unless an admin asks', async () => {
    const input = { name: ' Asha Rao ', email: 'Asha.Rao@Example.com', phone: '98765 43210', address: { city: 'Pune' } };
    const answered = await gql(app, UPSERT, { input });
    expect(answered.data.upsertGuest.errors).toEqual([]);
    expect(await app.database.dataSource.getRepository(Guest).countBy({ email: 'asha.rao@example.com' })).toBe(0);
    const created = await gql(app, UPSERT, { input }, { token: await app.adminToken() });
    const guest = created.data.upsertGuest.guest;
    expect(guest).toEqual(answered.data.upsertGuest.guest);
    expect(await app.database.dataSource.getRepository(Guest).findOneByOrFail({ id: guest.id })).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '+919876543210',
      address: { city: 'Pune', country: null },
    });
    const guestsBefore = await count(Guest);

    const again = await gql(app, UPSERT, { input: { name: 'Asha R.', email: 'asha.rao@example.com', phone: '9123456789' } });
    expect(again.data.upsertGuest).toEqual({ errors: [], guest: { id: guest.id } });
    expect(await count(Guest)).toBe(guestsBefore);
  });

  // The guest rules, each with its code and message, are the guests service's test.
  it('answers a broken rule as a user error on its field and writes nothing', async () => {
    const before = await count(Guest);
    const response = await gql(app, UPSERT, { input: { name: 'Ravi', email: 'ravi@example.com', phone: '5876543210' } });
    expect(response.errors).toBeUndefined();
    expect(response.data.upsertGuest).toEqual({
      errors: [
        { field: 'phone', code: 'GUEST_PHONE_INVALID', message: 'Phone number must start with 6-9 and be exactly 10 digits' },
      ],
      guest: null,
    });
    expect(await count(Guest)).toBe(before);
  });

  it('takes relatives abroad: a +44 and a +971 number, kept in E.164', async () => {
    for (const [email, phone, e164] of [
      ['nikhil.uk@example.com', '+44 7911 123456', '+447911123456'],
      ['sara.dubai@example.com', '+971 50 123 4567', '+971501234567'],
    ]) {
      const answer = await gql(
        app,
        UPSERT,
        { input: { name: 'Relative Abroad', email, phone } },
        { token: await app.adminToken() },
      );
      expect(answer.data.upsertGuest.errors).toEqual([]);
      const stored = await app.database.dataSource.getRepository(Guest).findOneByOrFail({ id: answer.data.upsertGuest.guest.id });
      expect(stored.phone).toBe(e164);
    }
  });

  it('refuses another country’s number the library finds wrong, saying so in plain words', async () => {
    const before = await count(Guest);
    for (const [phone, message] of [
      ['+44 1111 111111', 'This is not a valid number for United Kingdom'],
      ['+971 50 12', 'This number is too short for United Arab Emirates'],
    ]) {
      const response = await gql(app, UPSERT, { input: { name: 'Ravi', email: 'ravi.abroad@example.com', phone } });
      expect(response.data.upsertGuest).toEqual({
        errors: [{ field: 'phone', code: 'GUEST_PHONE_INVALID', message }],
        guest: null,
      });
    }
    expect(await count(Guest)).toBe(before);
  });
});

describe('sendContactMessage', () => {
  const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { errors { field code message } contactMessage { id name email subject message inquiryType source } } }`;

  it('stores a message from the contact page and one from the landing form', async () => {
    const page = await gql(app, SEND, {
      input: {
        name: 'Meera',
        email: 'Meera@Example.com',
        subject: 'Banquet',
        message: 'Is the hall free on 5 Jan?',
        inquiryType: 'BOOKING',
      },
    });
    expect(page.data.sendContactMessage.errors).toEqual([]);
    const landing = await gql(app, SEND, {
      input: { name: 'Kabir', email: 'kabir@example.com', message: 'Call me back', source: 'landing' },
    });
    expect(landing.data.sendContactMessage.errors).toEqual([]);

    const repository = app.database.dataSource.getRepository(ContactMessage);
    expect(await repository.findOneByOrFail({ id: page.data.sendContactMessage.contactMessage.id })).toMatchObject({
      name: 'Meera',
      email: 'meera@example.com',
      subject: 'Banquet',
      inquiryType: 'booking',
      source: 'contact-page',
    });
    expect(await repository.findOneByOrFail({ id: landing.data.sendContactMessage.contactMessage.id })).toMatchObject({
      subject: null,
      inquiryType: 'general',
      source: 'landing',
    });
  });

  it('refuses a contact-page message without subject or a valid email, all errors at once, and stores nothing', async () => {
    const before = await count(ContactMessage);
    const response = await gql(app, SEND, { input: { name: 'Meera', email: 'not-an-email', message: 'Hello' } });
    expect(response.data.sendContactMessage.contactMessage).toBeNull();
    expect(response.data.sendContactMessage.errors).toEqual([
      { field: 'email', code: 'CONTACT_EMAIL_INVALID', message: 'Please enter a valid email address' },
      { field: 'subject', code: 'CONTACT_SUBJECT_REQUIRED', message: 'Subject is required' },
    ]);
    expect(await count(ContactMessage)).toBe(before);
  });
});
