import { existsSync, readdirSync } from 'node:fs';
import { getIntrospectionQuery } from 'graphql';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { Room } from '../src/modules/rooms/room.entity';
import { createRoom, images, roomInput } from './support/fixtures';
import { errorCodes, gql, gqlMultipart } from './support/graphql';
import { startTestApp, TestApp, useTestApp } from './support/test-app';

const app = useTestApp();
beforeAll(() => createRoom(app.services));

/** `levels` nested `ofType` selections under a field of a type: depth = 3 + levels + 1. */
const typeChain = (levels: number) =>
  `{ __type(name: "Room") { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } }`;
const ROOM_FIELDS = 'id name description type maxCount rentPerDayPaise rentPerDay isAvailable imageUrls amenities';
const aliasedRooms = (copies: number) =>
  `{ ${Array.from({ length: copies }, (_, i) => `r${i}: rooms { ${ROOM_FIELDS} }`).join(' ')} }`;

describe('depth limits: 8 levels for data, 16 for introspection-only operations', () => {
  it('answers the standard introspection query that GraphiQL and codegen send (15 levels)', async () => {
    const response = await gql(app, getIntrospectionQuery());
    expect(response.errors).toBeUndefined();
    expect(response.data.__schema.types.map((t: { name: string }) => t.name)).toContain('Room');
  });

  it('answers a data query exactly 8 levels deep', async () => {
    const response = await gql(app, `{ rooms { id } ${typeChain(4).slice(1, -1)} }`);
    expect(response.errors).toBeUndefined();
    expect(response.data.__type.fields.length).toBeGreaterThan(0);
  });

  it.each([
    ['a data query one level too deep', `{ rooms { id } ${typeChain(5).slice(1, -1)} }`, 8],
    ['introspection nested 17 levels', typeChain(13), 16],
    [
      'depth hidden in fragments',
      `{ rooms { id } __type(name: "Room") { fields { type { ...A } } } } fragment A on __Type { ofType { ...B } } fragment B on __Type { ofType { ofType { ofType { ofType { name } } } } }`,
      8,
    ],
  ])('refuses %s with QUERY_TOO_DEEP before running it', async (_label, query, limit) => {
    const response = await gql(app, query);
    expect(response.status).toBe(400);
    expect(response.data).toBeUndefined();
    expect(errorCodes(response)).toEqual(['QUERY_TOO_DEEP']);
    expect(response.errors![0].message).toMatch(new RegExp(`^Query is too deep: \\d+ levels, the limit is ${limit}$`));
  });
});

describe('cost limit', () => {
  it('answers a handful of aliased room lists', async () => {
    const response = await gql(app, aliasedRooms(5));
    expect(response.errors).toBeUndefined();
    expect(response.data.r4).toEqual(response.data.r0);
    expect(response.data.r0).toHaveLength(await app.database.dataSource.getRepository(Room).count());
  });

  it('refuses aliased copies of rooms that cost too much together with QUERY_TOO_COSTLY', async () => {
    const response = await gql(app, aliasedRooms(10));
    expect(response.status).toBe(400);
    expect(response.data).toBeUndefined();
    expect(errorCodes(response)).toEqual(['QUERY_TOO_COSTLY']);
    expect(response.errors![0].message).toMatch(/^Query is too costly: \d+ points, the limit is 1000$/);
  });

  it('refuses a mutation repeated past the limits before running it: nothing is written', async () => {
    const before = await app.database.dataSource.getRepository(ContactMessage).count();
    const sends = Array.from(
      { length: 16 },
      (_, i) =>
        `m${i}: sendContactMessage(input: { name: "Flood", email: "flood@example.com", subject: "Hi", message: "Hello ${i}" }) { errors { field code message } contactMessage { id name email subject message inquiryType source createdAt } }`,
    );
    const response = await gql(app, `mutation { ${sends.join(' ')} }`);
    expect(errorCodes(response)).toEqual(['QUERY_TOO_COSTLY']);
    expect(await app.database.dataSource.getRepository(ContactMessage).count()).toBe(before);
  });
});

describe('CSRF prevention', () => {
  const CREATE_ROOM = `mutation ($input: RoomInput!, $images: [Upload!]) { createRoom(input: $input, images: $images) { errors { code } room { id } } }`;

  it('refuses a multipart upload without Apollo-Require-Preflight, even with an admin token, and stores nothing', async () => {
    const token = await app.adminToken();
    const roomsBefore = await app.database.dataSource.getRepository(Room).count({ withDeleted: true });
    const filesBefore = existsSync(app.config.uploadsDir) ? readdirSync(app.config.uploadsDir) : [];
    const input = roomInput({ imageUrls: undefined });
    const response = await gqlMultipart(
      app,
      CREATE_ROOM,
      { input },
      'images',
      [{ name: 'a.png', type: 'image/png', bytes: images.png() }],
      { token },
    );
    expect(response.status).toBe(400);
    expect(response.text).toContain('Cross-Site Request Forgery');
    expect(await app.database.dataSource.getRepository(Room).count({ withDeleted: true })).toBe(roomsBefore);
    expect(await app.database.dataSource.getRepository(Room).findOneBy({ name: input.name as string })).toBeNull();
    expect(existsSync(app.config.uploadsDir) ? readdirSync(app.config.uploadsDir) : []).toEqual(filesBefore);
  });

  it('refuses a GET query sent as text/plain without a preflight header, and answers it with one', async () => {
    const url = `${app.baseUrl}/graphql?query=${encodeURIComponent('{ rooms { id } }')}`;
    const refused = await fetch(url, { headers: { 'content-type': 'text/plain' } });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Cross-Site Request Forgery');

    const allowed = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
    expect((await allowed.json()).data.rooms.length).toBeGreaterThan(0);
  });

  it('refuses a form-encoded POST, the shape a cross-site HTML form would send', async () => {
    const before = await app.database.dataSource.getRepository(ContactMessage).count();
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        query:
          'mutation { sendContactMessage(input: { name: "X", email: "x@example.com", subject: "S", message: "M" }) { errors { code } } }',
      }).toString(),
    });
    expect(response.status).toBe(400);
    expect(await app.database.dataSource.getRepository(ContactMessage).count()).toBe(before);
  });

  it('never runs a mutation sent over GET', async () => {
    const before = await app.database.dataSource.getRepository(ContactMessage).count();
    const mutation =
      'mutation { sendContactMessage(input: { name: "X", email: "x@example.com", subject: "S", message: "M" }) { errors { code } } }';
    const response = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(405);
    expect(await app.database.dataSource.getRepository(ContactMessage).count()).toBe(before);
  });
});

describe('helpful errors for mistakes in the operation', () => {
  it('names the unknown field', async () => {
    const response = await gql(app, '{ rooms { id price } }');
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(response.errors![0].message).toContain('Cannot query field "price" on type "Room"');
  });

  it('answers a variable outside its enum as the caller’s mistake (400), not a server fault, and stores nothing', async () => {
    const before = await app.database.dataSource.query('SELECT count(*)::int AS n FROM contact_message');
    const response = await gql(
      app,
      'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { errors { code } } }',
      { input: { name: 'A', email: 'a@example.com', message: 'Hello there', inquiryType: 'NOPE' } },
    );
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0].message).toContain('ContactInquiryType');
    expect(await app.database.dataSource.query('SELECT count(*)::int AS n FROM contact_message')).toEqual(before);
  });
});

describe('when the database is gone', () => {
  let dead: TestApp;
  let roomId: string;
  beforeAll(async () => {
    dead = await startTestApp();
    roomId = (await createRoom(dead.services)).id;
    expect((await fetch(`${dead.baseUrl}/healthz`)).status).toBe(200);
    await dead.database.dataSource.destroy();
  });
  afterAll(async () => {
    // Reconnect so that close() can drop the PostgreSQL test database as usual.
    await dead.database.dataSource.initialize();
    await dead.close();
  });

  const expectMasked = (response: Awaited<ReturnType<typeof gql>>, path: string[]) => {
    expect(response.errors).toHaveLength(1);
    const [error] = response.errors!;
    expect(error).toMatchObject({ message: 'Internal server error', path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(error.message).not.toMatch(/select|from|room|typeorm|pglite|connection/i);
  };

  it('answers a query with a masked INTERNAL_SERVER_ERROR', async () => {
    const response = await gql(dead, '{ rooms { id name } }');
    expect(response.data).toBeNull();
    expectMasked(response, ['rooms']);
  });

  it('masks the failure of a mutation too, instead of reporting it as a user error', async () => {
    const response = await gql(
      dead,
      'mutation { upsertGuest(input: { name: "Ravi", email: "ravi@example.com", phone: "9876543210" }) { errors { code } guest { id } } }',
    );
    expect(response.data).toBeNull();
    expectMasked(response, ['upsertGuest']);
  });

  it('does not pretend that a room or a booking does not exist', async () => {
    const room = await gql(dead, 'query ($id: ID!) { room(id: $id) { id } }', { id: roomId });
    expectMasked(room, ['room']);
    const booking = await gql(dead, 'query ($id: ID!) { booking(id: $id) { id } }', {
      id: '3f2b8a6e-1c4d-4e5f-9a7b-0c1d2e3f4a5b',
    });
    expectMasked(booking, ['booking']);
  });

  it('/healthz answers 503', async () => {
    const response = await fetch(`${dead.baseUrl}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
  });
});
