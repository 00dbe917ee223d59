import sharp from 'sharp';
import { Room } from '../src/modules/rooms/room.entity';
import { createRoom, images, quoteFor } from './support/fixtures';
import { call, expectFailure, filesIn, FilePart, multipart } from './support/http';
import { useTestApp } from './support/test-app';

const INVALID_IMAGE = 'Please select valid image files (JPEG, PNG, WebP) under 5MB each.';

const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const roomCount = () => app.database.dataSource.getRepository(Room).count();
const uploads = () => filesIn(app.config.uploadsDir);
const png = (fileName = 'photo.png'): FilePart => ({ bytes: images.png(), fileName, type: 'image/png' });

/** The create form's fields, as the admin screen sends them. */
function roomFields(overrides: Record<string, string | string[] | undefined> = {}) {
  return {
    name: `Garden Suite ${Math.random().toString(36).slice(2, 8)}`,
    rentPerDay: '3200.50',
    type: 'Suite',
    maxCount: '3',
    description: 'A calm suite facing the garden, with a sofa bed.',
    amenities: JSON.stringify(['Wi-Fi', 'Breakfast']),
    imageUrls: 'https://cdn.example.com/suite.jpg',
    ...overrides,
  };
}

const createRoomOverRest = (form: FormData) => call(app, 'POST', '/api/rooms/create', { form, token });

describe('GET /api/rooms', () => {
  it('lists every room (open or not) in both shapes, rent in rupees as a number', async () => {
    const open = await createRoom(app.services, { rentPerDay: 1999.5, amenities: ['Wi-Fi', 'TV'] });
    const closed = await createRoom(app.services, { isAvailable: false });
    const reply = await call(app, 'GET', '/api/rooms');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(reply.body.rooms).toEqual(reply.body.data);
    const listed = reply.body.rooms.find((room: { _id: string }) => room._id === open.id);
    expect(listed).toMatchObject({
      _id: open.id,
      name: open.name,
      description: open.description,
      type: 'Deluxe',
      maxCount: 2,
      rentPerDay: 1999.5,
      isAvailable: true,
      images: ['/uploads/test-photo.webp'],
      imageurls: ['/uploads/test-photo.webp'],
      amenities: ['Wi-Fi', 'TV'],
    });
    expect(reply.body.rooms.find((room: { _id: string }) => room._id === closed.id)?.isAvailable).toBe(false);
  });
});

describe('GET /api/rooms/available', () => {
  it('without dates lists only the rooms open for booking', async () => {
    const open = await createRoom(app.services);
    const closed = await createRoom(app.services, { isAvailable: false });
    const reply = await call(app, 'GET', '/api/rooms/available');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(reply.body.rooms).toEqual(reply.body.data);
    const ids = reply.body.data.map((room: { _id: string }) => room._id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
  });

  it('with dates hides a room booked on an overlapping night; back-to-back stays and party size count', async () => {
    const room = await createRoom(app.services, { maxCount: 2 });
    await app.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-12'));
    const listed = async (query: string) => {
      const reply = await call(app, 'GET', `/api/rooms/available?${query}`);
      expect(reply.status).toBe(200);
      return reply.body.data.some((r: { _id: string }) => r._id === room.id);
    };
    expect(await listed('checkIn=2026-12-11&checkOut=2026-12-13&guests=1')).toBe(false);
    expect(await listed('checkIn=2026-12-09&checkOut=2026-12-11')).toBe(false);
    expect(await listed('checkIn=2026-12-12&checkOut=2026-12-14&guests=2')).toBe(true);
    expect(await listed('checkIn=2026-12-08&checkOut=2026-12-10&guests=2')).toBe(true);
    expect(await listed('checkIn=2026-12-20&checkOut=2026-12-22&guests=3')).toBe(false);
    app.clock.advanceMinutes(16); // the unpaid hold (15 min) runs out and frees the nights
    expect(await listed('checkIn=2026-12-11&checkOut=2026-12-13&guests=1')).toBe(true);
  });

  // The date rules are parseStay's tests (src/shared/dates.test.ts); the guest count is checked only here.
  it.each([
    ['check-out before check-in', 'checkIn=2026-12-12&checkOut=2026-12-10', 'Check Out must be after Check In'],
    ['no adults', 'checkIn=2026-12-12&checkOut=2026-12-13&guests=0', 'Adult In is Required'],
  ])('%s → 400 with the spec message', async (_label, query, message) => {
    expectFailure(await call(app, 'GET', `/api/rooms/available?${query}`), 400, message);
  });
});

describe('GET /api/rooms/{id}', () => {
  it('answers the room as both `room` and `data`', async () => {
    const room = await createRoom(app.services, { rentPerDay: 4200 });
    const reply = await call(app, 'GET', `/api/rooms/${room.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.room).toEqual(reply.body.data);
    expect(reply.body.room).toMatchObject({ _id: room.id, name: room.name, rentPerDay: 4200, imageurls: room.imageUrls });
  });

  it('404 for an unknown room', async () => {
    expectFailure(await call(app, 'GET', '/api/rooms/7d1f8a4e-2b1c-4c3d-9e8f-0a1b2c3d4e5f'), 404, 'Room not found');
  });
});

describe('POST /api/rooms/create (multipart)', () => {
  it('creates the room with its photo file and address; the photo is served from /uploads/', async () => {
    const fields = roomFields();
    const reply = await createRoomOverRest(multipart(fields, [png()]));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ success: true, message: 'Room created successfully!' });
    const id = reply.body.data._id;

    const stored = (await call(app, 'GET', `/api/rooms/${id}`)).body.data;
    expect(stored).toMatchObject({
      name: fields.name,
      rentPerDay: 3200.5,
      type: 'Suite',
      maxCount: 3,
      description: fields.description,
      amenities: ['Wi-Fi', 'Breakfast'],
      isAvailable: true,
    });
    expect(stored.images).toHaveLength(2);
    expect(stored.images[0]).toBe('https://cdn.example.com/suite.jpg');
    expect(stored.images[1]).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect(stored.imageurls).toEqual(stored.images);

    const photo = await fetch(app.baseUrl + stored.images[1]);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    // Re-encoded without metadata; a PNG stays lossless, so the pixels are the ones uploaded.
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(Buffer.from(await photo.arrayBuffer()))).equals(await pixels(images.png()))).toBe(true);
  });

  // Every room rule, and what happens to photo files a refused room brought, is the rooms service's test.
  it('a broken rule → 400 with the spec message, no room and no file stored', async () => {
    const [before, filesBefore] = [await roomCount(), uploads()];
    expectFailure(await createRoomOverRest(multipart(roomFields({ name: '' }), [png()])), 400, 'Room name is required');
    expect(await roomCount()).toBe(before);
    expect(uploads()).toEqual(filesBefore);
  });

  it('a file over 5 MB is stopped while it arrives → 400 with the spec message, nothing stored', async () => {
    const [before, filesBefore] = [await roomCount(), uploads()];
    const oversized: FilePart = {
      bytes: Buffer.concat([images.png(), Buffer.alloc(5 * 1024 * 1024)]),
      fileName: 'big.png',
      type: 'image/png',
    };
    expectFailure(await createRoomOverRest(multipart(roomFields(), [png('ok.png'), oversized])), 400, INVALID_IMAGE);
    expect(await roomCount()).toBe(before);
    expect(uploads()).toEqual(filesBefore);
  });

  it('an 11th photo file is stopped while it arrives → 400 Maximum 10 images allowed, nothing stored', async () => {
    const [before, filesBefore] = [await roomCount(), uploads()];
    const files = Array.from({ length: 11 }, (_, i) => png(`p${i}.png`));
    const reply = await createRoomOverRest(multipart(roomFields({ imageUrls: undefined }), files));
    expectFailure(reply, 400, 'Maximum 10 images allowed');
    expect(reply.body).toMatchObject({ code: 'TOO_MANY_IMAGES', field: 'images' });
    expect(await roomCount()).toBe(before);
    expect(uploads()).toEqual(filesBefore);
  });
});

describe('PUT /api/rooms/{id} (JSON)', () => {
  it('updates the room and the change is read back', async () => {
    const room = await createRoom(app.services);
    const change = {
      name: 'Family Room 7',
      rentPerDay: 5400,
      type: 'Family',
      maxCount: 5,
      images: ['https://cdn.example.com/family.jpg'],
      description: 'Two double beds, a balcony and a view of the lawn.',
      amenities: ['Wi-Fi', 'Balcony'],
    };
    const reply = await call(app, 'PUT', `/api/rooms/${room.id}`, { json: change, token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Room updated successfully!' });
    const stored = (await call(app, 'GET', `/api/rooms/${room.id}`)).body.room;
    expect(stored).toMatchObject({ ...change, imageurls: change.images });
  });

  it('refuses a negative rent with 400 and leaves the room as it was', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2500 });
    expectFailure(
      await call(app, 'PUT', `/api/rooms/${room.id}`, { json: { rentPerDay: -5 }, token }),
      400,
      'Rent must be a positive number',
    );
    expect((await call(app, 'GET', `/api/rooms/${room.id}`)).body.room.rentPerDay).toBe(2500);
  });

  it('404 for an unknown room', async () => {
    const reply = await call(app, 'PUT', '/api/rooms/7d1f8a4e-2b1c-4c3d-9e8f-0a1b2c3d4e5f', { json: { name: 'Nowhere' }, token });
    expectFailure(reply, 404, 'Room not found');
  });
});

describe('DELETE /api/rooms/{id}', () => {
  it('removes the room from every listing', async () => {
    const room = await createRoom(app.services);
    const reply = await call(app, 'DELETE', `/api/rooms/${room.id}`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Room deleted successfully!' });
    expectFailure(await call(app, 'GET', `/api/rooms/${room.id}`), 404, 'Room not found');
    const listed = (await call(app, 'GET', '/api/rooms')).body.rooms.map((r: { _id: string }) => r._id);
    expect(listed).not.toContain(room.id);
  });

  it('refuses (409) a room with a stay still to come, and keeps it', async () => {
    const room = await createRoom(app.services);
    await app.services.bookings.createHold(quoteFor(room.id, '2027-01-05', '2027-01-07'));
    expectFailure(await call(app, 'DELETE', `/api/rooms/${room.id}`, { token }), 409);
    expect((await call(app, 'GET', `/api/rooms/${room.id}`)).status).toBe(200);
  });

  it('404 for an unknown room', async () => {
    expectFailure(await call(app, 'DELETE', '/api/rooms/7d1f8a4e-2b1c-4c3d-9e8f-0a1b2c3d4e5f', { token }), 404, 'Room not found');
  });
});

describe('POST /api/upload/multiple', () => {
  it('stores each photo and answers data.images[].imageUrl, each served with its type', async () => {
    const reply = await call(app, 'POST', '/api/upload/multiple', {
      token,
      form: multipart({}, [
        { bytes: images.jpeg(), fileName: 'a.jpeg', type: 'image/jpeg' },
        { bytes: images.webp(), fileName: 'b.webp', type: 'image/webp' },
      ]),
    });
    expect(reply.status).toBeLessThan(300);
    expect(reply.body.success).toBe(true);
    const urls: string[] = reply.body.data.images.map((image: { imageUrl: string }) => image.imageUrl);
    expect(urls).toHaveLength(2);
    const served = await Promise.all(urls.map((url) => fetch(app.baseUrl + url)));
    expect(served.map((r) => [r.status, r.headers.get('content-type')])).toEqual([
      [200, 'image/jpeg'],
      [200, 'image/webp'],
    ]);
    for (const url of urls) expect(uploads()).toContain(url.replace('/uploads/', ''));
  });

  it('one bad file among good ones → 400 and none of them stored', async () => {
    const filesBefore = uploads();
    const bad: FilePart = {
      bytes: Buffer.from('GIF89a is not accepted here, nor is text'),
      fileName: 'c.webp',
      type: 'image/webp',
    };
    const reply = await call(app, 'POST', '/api/upload/multiple', { token, form: multipart({}, [png(), bad]) });
    expectFailure(reply, 400, INVALID_IMAGE);
    expect(uploads()).toEqual(filesBefore);
  });
});
