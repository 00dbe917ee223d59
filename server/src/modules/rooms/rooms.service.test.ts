import { readdirSync } from 'node:fs';
import { createRoom, images, quoteFor, roomInput } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { ValidationFailed } from '../../shared/domain-error';
import { Room } from './room.entity';
import { RoomInput } from './room-validation';

const harness = useServiceHarness();

const rooms = () => harness.database.dataSource.getRepository(Room);
const roomCount = () => rooms().count();
const storedFiles = () => {
  try {
    return readdirSync(harness.config.uploadsDir).sort();
  } catch {
    return [];
  }
};
const photo = (originalName = 'photo.png') => ({ originalName, bytes: images.png() });
const urls = (count: number) => Array.from({ length: count }, (_, i) => `https://cdn.example.com/${i}.jpg`);

describe('room validation (spec section 5): every rule with its field, code and message, refusing without writing', () => {
  const ALL_TYPES = 'SingleAC, DoubleAC, Single, Double, Deluxe, Suite, Family, Standard';
  it.each<[string, RoomInput, string, string, string]>([
    ['name missing', { name: '  ' }, 'name', 'ROOM_NAME_REQUIRED', 'Room name is required'],
    ['name too long', { name: 'x'.repeat(101) }, 'name', 'ROOM_NAME_TOO_LONG', 'Room name cannot exceed 100 characters'],
    ['rent missing', { rentPerDay: '' }, 'rentPerDay', 'ROOM_RENT_REQUIRED', 'Rent per day is required'],
    ['rent null', { rentPerDay: null }, 'rentPerDay', 'ROOM_RENT_REQUIRED', 'Rent per day is required'],
    ['rent negative', { rentPerDay: -1 }, 'rentPerDay', 'ROOM_RENT_INVALID', 'Rent must be a positive number'],
    ['rent not a number', { rentPerDay: 'abc' }, 'rentPerDay', 'ROOM_RENT_INVALID', 'Rent must be a positive number'],
    [
      'rent in fractions of a paisa',
      { rentPerDay: 10.005 },
      'rentPerDay',
      'ROOM_RENT_INVALID',
      'Rent can have at most two decimals (paise)',
    ],
    ['rent over the cap', { rentPerDay: 1000000.01 }, 'rentPerDay', 'ROOM_RENT_INVALID', 'Rent per day cannot exceed ₹10,00,000'],
    ['type missing', { type: '' }, 'type', 'ROOM_TYPE_REQUIRED', 'Room type is required'],
    ['type unknown', { type: 'Penthouse' }, 'type', 'ROOM_TYPE_UNKNOWN', `Room type must be one of: ${ALL_TYPES}`],
    ['max count missing', { maxCount: undefined }, 'maxCount', 'ROOM_MAX_COUNT_REQUIRED', 'Maximum count is required'],
    ['max count zero', { maxCount: 0 }, 'maxCount', 'ROOM_MAX_COUNT_RANGE', 'Maximum count must be between 1 and 10'],
    ['max count eleven', { maxCount: 11 }, 'maxCount', 'ROOM_MAX_COUNT_RANGE', 'Maximum count must be between 1 and 10'],
    ['max count fractional', { maxCount: 2.5 }, 'maxCount', 'ROOM_MAX_COUNT_RANGE', 'Maximum count must be between 1 and 10'],
    ['description missing', { description: '' }, 'description', 'ROOM_DESCRIPTION_REQUIRED', 'Description is required'],
    [
      'description short',
      { description: 'Too short' },
      'description',
      'ROOM_DESCRIPTION_TOO_SHORT',
      'Description must be at least 10 characters long',
    ],
    [
      'description long',
      { description: 'x'.repeat(1001) },
      'description',
      'ROOM_DESCRIPTION_TOO_LONG',
      'Description cannot exceed 1000 characters',
    ],
    ['no images', { imageUrls: [] }, 'images', 'ROOM_IMAGES_REQUIRED', 'At least one image is required'],
    ['eleven images', { imageUrls: urls(11) }, 'images', 'TOO_MANY_IMAGES', 'Maximum 10 images allowed'],
    [
      'script image address',
      { imageUrls: ['javascript:alert(1)'] },
      'images',
      'ROOM_IMAGE_URL_INVALID',
      'Photos must be uploaded images or https addresses',
    ],
    [
      'plain-http image address',
      { imageUrls: ['http://example.com/a.jpg'] },
      'images',
      'ROOM_IMAGE_URL_INVALID',
      'Photos must be uploaded images or https addresses',
    ],
    [
      'image address leaving /uploads',
      { imageUrls: ['/uploads/../secrets/jwt-secret'] },
      'images',
      'ROOM_IMAGE_URL_INVALID',
      'Photos must be uploaded images or https addresses',
    ],
    [
      '31 amenities',
      { amenities: Array.from({ length: 31 }, (_, i) => `Amenity ${i}`) },
      'amenities',
      'ROOM_AMENITIES_INVALID',
      'Up to 30 amenities of at most 60 characters each',
    ],
    [
      'a 61-character amenity',
      { amenities: ['x'.repeat(61)] },
      'amenities',
      'ROOM_AMENITIES_INVALID',
      'Up to 30 amenities of at most 60 characters each',
    ],
    [
      'status neither available nor unavailable',
      { isAvailable: 'maybe' },
      'isAvailable',
      'ROOM_AVAILABILITY_INVALID',
      'Status must be Available or Unavailable',
    ],
  ])('%s', async (_label, overrides, field, code, message) => {
    const before = await roomCount();
    const input = { ...roomInput(), ...overrides };
    if ('maxCount' in overrides && overrides.maxCount === undefined) delete input.maxCount;
    const error = await refusal(() => harness.services.rooms.create(input));
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).errors.map((e) => ({ field: e.field, code: e.code, message: e.message }))).toEqual([
      { field, code, message },
    ]);
    expect(await roomCount()).toBe(before);
  });

  it('reports every missing field at once', async () => {
    const error = (await refusal(() => harness.services.rooms.create({}))) as ValidationFailed;
    expect(error.errors.map((e) => e.field).sort()).toEqual(['description', 'images', 'maxCount', 'name', 'rentPerDay', 'type']);
  });
});

describe('room photos sent as files', () => {
  it('stores them and adds their addresses after the ones given', async () => {
    const room = await harness.services.rooms.create(roomInput({ imageUrls: urls(1) }), [photo('a.png'), photo('b.png')]);
    const stored = await rooms().findOneByOrFail({ id: room.id });
    expect(stored.imageUrls).toEqual([
      urls(1)[0],
      expect.stringMatching(/^\/uploads\/[\w-]+\.png$/),
      expect.stringMatching(/\.png$/),
    ]);
    expect(storedFiles()).toEqual(expect.arrayContaining(stored.imageUrls.slice(1).map((url) => url.replace('/uploads/', ''))));
  });

  it('removes the stored files when the room is refused', async () => {
    const [before, filesBefore] = [await roomCount(), storedFiles()];
    const error = await refusal(() => harness.services.rooms.create(roomInput({ name: '' }), [photo()]));
    expect(error.message).toBe('Room name is required');
    expect(await roomCount()).toBe(before);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('refuses more than 10 photos counting the addresses given, before storing any file', async () => {
    const filesBefore = storedFiles();
    const error = await refusal(() => harness.services.rooms.create(roomInput({ imageUrls: urls(9) }), [photo(), photo()]));
    expect(error).toMatchObject({ code: 'TOO_MANY_IMAGES', field: 'images', message: 'Maximum 10 images allowed' });
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('adds photos to a room on edit after its own, up to 10 in all', async () => {
    const room = await createRoom(harness.services, { imageUrls: urls(8) });
    const updated = await harness.services.rooms.update(room.id, {}, [photo()]);
    expect(updated.imageUrls).toHaveLength(9);
    expect(updated.imageUrls.slice(0, 8)).toEqual(urls(8));
    const tooMany = await refusal(() => harness.services.rooms.update(room.id, {}, [photo(), photo()]));
    expect(tooMany.message).toBe('Maximum 10 images allowed');
    expect((await rooms().findOneByOrFail({ id: room.id })).imageUrls).toHaveLength(9);
  });

  it('refuses a file that is not a real image, storing nothing', async () => {
    const filesBefore = storedFiles();
    const notAPhoto = { originalName: 'notes.jpg', bytes: Buffer.from('just some plain text, not a photo at all\n') };
    const error = await refusal(() => harness.services.rooms.create(roomInput(), [photo(), notAPhoto]));
    expect(error).toMatchObject({ code: 'INVALID_IMAGE', field: 'images' });
    expect(storedFiles()).toEqual(filesBefore);
  });
});

describe('rooms', () => {
  it('creates a room with trimmed text, rent in paise and comma separated amenities', async () => {
    const room = await harness.services.rooms.create(
      roomInput({ name: '  Garden View 7 ', rentPerDay: '2499.50', amenities: 'Wi-Fi, AC , ,Balcony', maxCount: '3' }),
    );
    const stored = await rooms().findOneByOrFail({ id: room.id });
    expect(stored).toMatchObject({
      name: 'Garden View 7',
      rentPerDayPaise: 249950,
      maxCount: 3,
      amenities: ['Wi-Fi', 'AC', 'Balcony'],
      isAvailable: true,
    });
  });

  it('updates only the fields given and keeps photos optional on edit', async () => {
    const room = await createRoom(harness.services);
    await harness.services.rooms.update(room.id, { rentPerDay: 3000, isAvailable: false });
    const stored = await rooms().findOneByOrFail({ id: room.id });
    expect(stored).toMatchObject({ name: room.name, rentPerDayPaise: 300000, isAvailable: false, imageUrls: room.imageUrls });
  });

  it('refuses an edit that breaks a rule and leaves the room as it was', async () => {
    const room = await createRoom(harness.services);
    const error = await refusal(() => harness.services.rooms.update(room.id, { name: '', rentPerDay: 99 }));
    expect(error.message).toBe('Room name is required');
    expect(await rooms().findOneByOrFail({ id: room.id })).toMatchObject({
      name: room.name,
      rentPerDayPaise: room.rentPerDayPaise,
    });
  });

  it('answers "Room not found" for unknown and malformed ids', async () => {
    expect((await refusal(() => harness.services.rooms.get('6b1a2f9e-1111-4222-8333-944455556666'))).kind).toBe('not_found');
    expect((await refusal(() => harness.services.rooms.get("1' OR '1'='1"))).message).toBe('Room not found');
    expect((await refusal(() => harness.services.rooms.delete('not-a-uuid'))).kind).toBe('not_found');
  });

  it('hides unavailable rooms from guests but lists them for the owner', async () => {
    const hidden = await createRoom(harness.services, { isAvailable: false });
    expect((await harness.services.rooms.list({ onlyBookable: true })).map((r) => r.id)).not.toContain(hidden.id);
    expect((await harness.services.rooms.list()).map((r) => r.id)).toContain(hidden.id);
  });

  it('deletes a room without upcoming stays; it disappears from lists but past bookings keep it', async () => {
    const room = await createRoom(harness.services);
    await harness.services.rooms.delete(room.id);
    expect((await harness.services.rooms.list()).map((r) => r.id)).not.toContain(room.id);
    expect(await rooms().findOne({ where: { id: room.id }, withDeleted: true })).not.toBeNull();
  });

  it('refuses to delete a room a guest holds for a coming stay', async () => {
    const room = await createRoom(harness.services);
    await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-12'));
    const error = await refusal(() => harness.services.rooms.delete(room.id));
    expect(error).toMatchObject({
      kind: 'conflict',
      message: 'This room has upcoming bookings and cannot be deleted. Mark it Unavailable instead.',
    });
    expect((await harness.services.rooms.list()).map((r) => r.id)).toContain(room.id);
  });
});
