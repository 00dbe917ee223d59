import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Admin } from '../src/modules/admin-auth/admin.entity';
import { LoginFailure } from '../src/modules/admin-auth/login-failure.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { Guest } from '../src/modules/guests/guest.entity';
import { Room } from '../src/modules/rooms/room.entity';
import { refusedTokens, testAdminId } from './support/auth';
import { createRoom, images, quoteFor, roomInput, visitorAt } from './support/fixtures';
import { errorCodes, gql, gqlMultipart, UploadFile, graphqlRoomInput } from './support/graphql';
import { TEST_ADMIN, useTestApp } from './support/test-app';

const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const repo = <T extends object>(entity: new () => T) => app.database.dataSource.getRepository<T>(entity);
const uploadedFiles = () => (existsSync(app.config.uploadsDir) ? readdirSync(app.config.uploadsDir) : []);
const clockSeconds = () => Math.floor(app.clock.now().getTime() / 1000);

const LOGIN = `mutation ($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { errors { field code message } token expiresAt admin { email isActive } } }`;
const CREATE_ROOM = `mutation ($input: RoomInput!, $images: [Upload!]) { createRoom(input: $input, images: $images) { errors { field code message } room { id name rentPerDayPaise type maxCount imageUrls amenities } } }`;
const UPDATE_ROOM = `mutation ($id: ID!, $input: RoomInput!) { updateRoom(id: $id, input: $input) { errors { field code message } room { id name rentPerDayPaise maxCount } } }`;
const DELETE = (field: string) => `mutation ($id: ID!) { ${field}(id: $id) { errors { field code message } deleted } }`;

describe('adminLogin', () => {
  it('answers a token that expires 12 hours later by the app clock and signs the admin in', async () => {
    const response = await gql(app, LOGIN, TEST_ADMIN);
    const login = response.data.adminLogin;
    expect(login).toMatchObject({ errors: [], admin: { email: TEST_ADMIN.email, isActive: true } });
    expect(new Date(login.expiresAt).getTime()).toBe(clockSeconds() * 1000 + 12 * 3_600_000);
    expect((await repo(Admin).findOneByOrFail({ email: TEST_ADMIN.email })).lastLoginAt).toEqual(app.clock.now());
    expect((await gql(app, '{ me { email } }', {}, { token: login.token })).data).toEqual({ me: { email: TEST_ADMIN.email } });
  });

  it('a wrong password is a user error, not a top-level error, and is counted for rate limiting', async () => {
    const failuresBefore = await repo(LoginFailure).countBy({ email: TEST_ADMIN.email });
    const response = await gql(app, LOGIN, { email: TEST_ADMIN.email, password: 'wrong-password' });
    expect(response.errors).toBeUndefined();
    expect(response.data.adminLogin).toEqual({
      errors: [
        { field: null, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password. Please check your credentials.' },
      ],
      token: null,
      expiresAt: null,
      admin: null,
    });
    expect(await repo(LoginFailure).countBy({ email: TEST_ADMIN.email })).toBe(failuresBefore + 1);
  });
});

describe('admin-only operations refuse without a good token and change nothing', () => {
  let room: Room;
  let bookingId: string;
  let guestId: string;
  let adminId: string;

  /** What the refused operations could have changed. */
  const snapshot = async () => ({
    rooms: await repo(Room).count({ withDeleted: true }),
    room: await repo(Room).findOne({ where: { id: room.id }, withDeleted: true }),
    booking: await repo(Booking).existsBy({ id: bookingId }),
    guest: await repo(Guest).existsBy({ id: guestId }),
  });

  beforeAll(async () => {
    room = await createRoom(app.services);
    const booking = await app.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-12'));
    bookingId = booking.id;
    guestId = booking.guestId!;
    adminId = await testAdminId(app);
  });

  const operations: [string, string, () => Record<string, unknown>][] = [
    ['users', '{ users { total } }', () => ({})],
    ['bookings', '{ bookings { total } }', () => ({})],
    ['contactMessages', '{ contactMessages { total } }', () => ({})],
    ['me', '{ me { id } }', () => ({})],
    ['createRoom', CREATE_ROOM, () => ({ input: graphqlRoomInput(roomInput()) })],
    ['updateRoom', UPDATE_ROOM, () => ({ id: room.id, input: { name: 'Taken over' } })],
    ['deleteRoom', DELETE('deleteRoom'), () => ({ id: room.id })],
    ['deleteBooking', DELETE('deleteBooking'), () => ({ id: bookingId })],
    ['deleteUser', DELETE('deleteUser'), () => ({ id: guestId })],
  ];

  it.each(operations)('%s without a token is UNAUTHENTICATED', async (name, query, variables) => {
    const before = await snapshot();
    const response = await gql(app, query, variables());
    expect(response.data).toBeNull();
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: 'Please sign in to continue',
        path: [name],
        extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
      }),
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('answers UNAUTHENTICATED with the reason for every kind of token it refuses', async () => {
    const before = await snapshot();
    for (const { label, token, message } of refusedTokens(app, adminId)) {
      const response = await gql(app, DELETE('deleteUser'), { id: guestId }, { token });
      expect({ label, data: response.data, errors: response.errors }).toEqual({
        label,
        data: null,
        errors: [expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })],
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers FORBIDDEN to a deactivated admin’s token', async () => {
    await app.services.adminAuth.ensureAdmin('deputy@hotel.test', 'deputy-password');
    const { token } = await app.services.adminAuth.login(
      { email: 'deputy@hotel.test', password: 'deputy-password' },
      '127.0.0.1',
    );
    await repo(Admin).update({ email: 'deputy@hotel.test' }, { isActive: false });
    const before = await snapshot();
    const response = await gql(app, DELETE('deleteRoom'), { id: room.id }, { token });
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: 'Your account has been deactivated. Please contact administrator.',
        extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
      }),
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('admin operations with a token', () => {
  it('lists guests, bookings, contact messages and the signed-in admin', async () => {
    const room = await createRoom(app.services);
    const booking = await app.services.bookings.createHold(quoteFor(room.id, '2027-01-03', '2027-01-05'));
    const message = await app.services.contact.send(
      { name: 'Dev', email: 'dev@example.com', subject: 'Hi', message: 'Hello there' },
      'contact-page',
      visitorAt('203.0.113.62'),
    );
    const response = await gql(
      app,
      `{ me { email } users { items { id email } total } bookings { items { id userEmail totalPaise } total } contactMessages { items { id message } total } }`,
      {},
      { token },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data.me).toEqual({ email: TEST_ADMIN.email });
    expect(response.data.users.items).toContainEqual({ id: booking.guestId, email: booking.userEmail });
    expect(response.data.users.total).toBe(await repo(Guest).count());
    expect(response.data.bookings.items).toContainEqual({ id: booking.id, userEmail: booking.userEmail, totalPaise: 500000 });
    expect(response.data.bookings.total).toBe(await repo(Booking).count());
    expect(response.data.contactMessages.items).toContainEqual({ id: message.id, message: 'Hello there' });
  });

  it('creates, updates and deletes a room', async () => {
    const input = roomInput({ name: 'Garden Suite', rentPerDay: 5400.75, type: 'Suite', maxCount: 3 });
    const created = await gql(app, CREATE_ROOM, { input: graphqlRoomInput(input) }, { token });
    expect(created.data.createRoom.errors).toEqual([]);
    const id = created.data.createRoom.room.id;
    expect(await repo(Room).findOneByOrFail({ id })).toMatchObject({
      name: 'Garden Suite',
      rentPerDayPaise: 540075,
      type: 'Suite',
      maxCount: 3,
      imageUrls: input.imageUrls,
    });

    const updated = await gql(app, UPDATE_ROOM, { id, input: { name: 'Garden Suite Plus', rentPerDay: 6000 } }, { token });
    expect(updated.data.updateRoom).toEqual({
      errors: [],
      room: { id, name: 'Garden Suite Plus', rentPerDayPaise: 600000, maxCount: 3 },
    });
    const refused = await gql(app, UPDATE_ROOM, { id, input: { maxCount: 11 } }, { token });
    expect(refused.data.updateRoom).toEqual({
      errors: [{ field: 'maxCount', code: 'ROOM_MAX_COUNT_RANGE', message: 'Maximum count must be between 1 and 10' }],
      room: null,
    });
    expect(await repo(Room).findOneByOrFail({ id })).toMatchObject({
      name: 'Garden Suite Plus',
      rentPerDayPaise: 600000,
      maxCount: 3,
    });

    expect((await gql(app, DELETE('deleteRoom'), { id }, { token })).data.deleteRoom).toEqual({ errors: [], deleted: true });
    expect((await gql(app, `query ($id: ID!) { room(id: $id) { id } }`, { id })).data.room).toBeNull();
    expect((await repo(Room).findOneOrFail({ where: { id }, withDeleted: true })).deletedAt).not.toBeNull();
  });

  it('will not delete a room that guests hold for coming nights', async () => {
    const room = await createRoom(app.services);
    await app.services.bookings.createHold(quoteFor(room.id, '2027-02-10', '2027-02-11'));
    const response = await gql(app, DELETE('deleteRoom'), { id: room.id }, { token });
    expect(response.data.deleteRoom).toEqual({
      errors: [
        {
          field: null,
          code: 'ROOM_HAS_UPCOMING_BOOKINGS',
          message: 'This room has upcoming bookings and cannot be deleted. Mark it Unavailable instead.',
        },
      ],
      deleted: null,
    });
    expect(await repo(Room).findOneBy({ id: room.id })).not.toBeNull();
  });

  it('deletes an unpaid booking and a guest; the guest’s booking keeps their details', async () => {
    const room = await createRoom(app.services);
    const doomed = await app.services.bookings.createHold(quoteFor(room.id, '2027-03-01', '2027-03-02'));
    const kept = await app.services.bookings.createHold(quoteFor(room.id, '2027-03-05', '2027-03-06'));
    expect((await gql(app, DELETE('deleteBooking'), { id: doomed.id }, { token })).data.deleteBooking).toEqual({
      errors: [],
      deleted: true,
    });
    expect(await repo(Booking).findOneBy({ id: doomed.id })).toBeNull();

    expect((await gql(app, DELETE('deleteUser'), { id: kept.guestId }, { token })).data.deleteUser).toEqual({
      errors: [],
      deleted: true,
    });
    expect(await repo(Guest).findOneBy({ id: kept.guestId! })).toBeNull();
    expect(await repo(Booking).findOneByOrFail({ id: kept.id })).toMatchObject({
      guestId: null,
      userEmail: kept.userEmail,
      userName: kept.userName,
    });

    const again = await gql(app, DELETE('deleteUser'), { id: kept.guestId }, { token });
    expect(again.data.deleteUser).toEqual({
      errors: [{ field: null, code: 'GUEST_NOT_FOUND', message: 'Guest not found' }],
      deleted: null,
    });
  });
});

describe('createRoom refusals as user errors (the rules are the rooms service’s tests), nothing written', () => {
  it('answers a broken rule as a user error on its field, with its code and the spec message', async () => {
    const before = await repo(Room).count({ withDeleted: true });
    const input = graphqlRoomInput({ ...roomInput(), maxCount: 11 });
    const response = await gql(app, CREATE_ROOM, { input }, { token });
    expect(response.errors).toBeUndefined();
    expect(response.data.createRoom).toEqual({
      errors: [{ field: 'maxCount', code: 'ROOM_MAX_COUNT_RANGE', message: 'Maximum count must be between 1 and 10' }],
      room: null,
    });
    expect(await repo(Room).count({ withDeleted: true })).toBe(before);
  });

  it('refuses a room type the schema does not know before anything runs', async () => {
    const before = await repo(Room).count({ withDeleted: true });
    const response = await gql(app, CREATE_ROOM, { input: { ...graphqlRoomInput(roomInput()), type: 'PENTHOUSE' } }, { token });
    expect(response.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(response.errors?.[0].message).toContain('RoomType');
    expect(await repo(Room).count({ withDeleted: true })).toBe(before);
  });

  it('reports every missing field at once', async () => {
    const response = await gql(app, CREATE_ROOM, { input: {} }, { token });
    expect(response.data.createRoom.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['name', 'ROOM_NAME_REQUIRED'],
      ['rentPerDay', 'ROOM_RENT_REQUIRED'],
      ['type', 'ROOM_TYPE_REQUIRED'],
      ['maxCount', 'ROOM_MAX_COUNT_REQUIRED'],
      ['description', 'ROOM_DESCRIPTION_REQUIRED'],
      ['images', 'ROOM_IMAGES_REQUIRED'],
    ]);
  });
});

describe('createRoom with photo files (GraphQL multipart request)', () => {
  const preflight = { 'apollo-require-preflight': 'true' };
  const photo = (name: string, type: string, bytes: Buffer): UploadFile => ({ name, type, bytes });
  const inputWithoutUrls = graphqlRoomInput({ ...roomInput(), imageUrls: undefined });
  const upload = (files: UploadFile[]) =>
    gqlMultipart(app, CREATE_ROOM, { input: graphqlRoomInput(roomInput({ imageUrls: undefined })) }, 'images', files, {
      token,
      headers: preflight,
    });

  it('stores real JPEG, PNG and WebP files and serves them, re-encoded, at their /uploads/ address', async () => {
    const files = [
      photo('front.png', 'image/png', images.png()),
      photo('bed.jpg', 'image/jpeg', images.jpeg()),
      photo('bath.webp', 'image/webp', images.webp()),
    ];
    const response = await upload(files);
    expect(response.status).toBe(200);
    const { errors, room } = response.json().data.createRoom;
    expect(errors).toEqual([]);
    expect(room.imageUrls).toEqual([
      expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/),
      expect.stringMatching(/\.jpg$/),
      expect.stringMatching(/\.webp$/),
    ]);
    expect((await repo(Room).findOneByOrFail({ id: room.id })).imageUrls).toEqual(room.imageUrls);

    for (const [index, url] of (room.imageUrls as string[]).entries()) {
      const served = await fetch(app.baseUrl + url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(files[index].type);
      // The same picture in the same format (re-encoded without metadata: see photos.test.ts).
      const [given, answered] = await Promise.all(
        [files[index].bytes, Buffer.from(await served.arrayBuffer())].map((bytes) => sharp(bytes).metadata()),
      );
      expect([answered.format, answered.width, answered.height]).toEqual([given.format, given.width, given.height]);
      expect(existsSync(path.join(app.config.uploadsDir, path.basename(url)))).toBe(true);
    }
  });

  it('refuses a disguised file next to a good photo with the spec message, and stores neither room nor file', async () => {
    const roomsBefore = await repo(Room).count({ withDeleted: true });
    const filesBefore = uploadedFiles();
    const response = await upload([
      photo('ok.png', 'image/png', images.png()),
      photo('evil.webp', 'image/webp', Buffer.from('<svg onload="alert(1)"></svg>')),
    ]);
    expect(response.json().data.createRoom).toEqual({
      errors: [
        { field: 'images', code: 'INVALID_IMAGE', message: 'Please select valid image files (JPEG, PNG, WebP) under 5MB each.' },
      ],
      room: null,
    });
    expect(await repo(Room).count({ withDeleted: true })).toBe(roomsBefore);
    expect(uploadedFiles()).toEqual(filesBefore);
  });

  it('refuses an upload without a token before storing anything', async () => {
    const filesBefore = uploadedFiles();
    const response = await gqlMultipart(
      app,
      CREATE_ROOM,
      { input: inputWithoutUrls },
      'images',
      [photo('a.png', 'image/png', images.png())],
      { headers: preflight },
    );
    expect(errorCodes(response.json())).toEqual(['UNAUTHENTICATED']);
    expect(uploadedFiles()).toEqual(filesBefore);
  });
});
