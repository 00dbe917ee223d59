import { DataSource } from 'typeorm';
import { loadConfig } from '../../config';
import { createLogger } from '../../shared/logger';
import { createServices, Services } from '../../services';
import { DomainError, ValidationFailed } from '../../shared/domain-error';
import { openTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { createRoom, quoteFor, roomInput } from '../../../test/support/fixtures';
import { TestClock } from '../../../test/support/test-app';
import { Room } from './room.entity';
import { RoomInput } from './room-validation';

let database: TestDatabase;
let services: Services;
let dataSource: DataSource;
const clock = new TestClock();

beforeAll(async () => {
  database = await openTestDatabase();
  dataSource = database.dataSource;
  services = createServices(
    dataSource,
    loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/hotel-rooms-test' }),
    createLogger('silent'),
    clock.now,
  );
});
afterAll(() => database.close());

async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the service to refuse');
}

const roomCount = () => dataSource.getRepository(Room).count();

describe('room validation messages (spec section 5), each refusing without writing', () => {
  it.each<[string, RoomInput, string, string]>([
    ['name missing', { name: '  ' }, 'name', 'Room name is required'],
    ['name too long', { name: 'x'.repeat(101) }, 'name', 'Room name cannot exceed 100 characters'],
    ['rent missing', { rentPerDay: '' }, 'rentPerDay', 'Rent per day is required'],
    ['rent negative', { rentPerDay: -1 }, 'rentPerDay', 'Rent must be a positive number'],
    ['rent not a number', { rentPerDay: 'abc' }, 'rentPerDay', 'Rent must be a positive number'],
    ['rent in fractions of a paisa', { rentPerDay: 10.005 }, 'rentPerDay', 'Rent can have at most two decimals (paise)'],
    ['type missing', { type: '' }, 'type', 'Room type is required'],
    [
      'type unknown',
      { type: 'Penthouse' },
      'type',
      'Room type must be one of: SingleAC, DoubleAC, Single, Double, Deluxe, Suite, Family, Standard',
    ],
    ['max count missing', { maxCount: undefined }, 'maxCount', 'Maximum count is required'],
    ['max count zero', { maxCount: 0 }, 'maxCount', 'Maximum count must be between 1 and 10'],
    ['max count eleven', { maxCount: 11 }, 'maxCount', 'Maximum count must be between 1 and 10'],
    ['max count fractional', { maxCount: 2.5 }, 'maxCount', 'Maximum count must be between 1 and 10'],
    ['description missing', { description: '' }, 'description', 'Description is required'],
    ['description short', { description: 'Too short' }, 'description', 'Description must be at least 10 characters long'],
    ['description long', { description: 'x'.repeat(1001) }, 'description', 'Description cannot exceed 1000 characters'],
    ['no images', { imageUrls: [] }, 'images', 'At least one image is required'],
    [
      'eleven images',
      { imageUrls: Array.from({ length: 11 }, (_, i) => `/uploads/p${i}.webp`) },
      'images',
      'Maximum 10 images allowed',
    ],
    [
      'script image address',
      { imageUrls: ['javascript:alert(1)'] },
      'images',
      'Photos must be uploaded images or https addresses',
    ],
    [
      'image address leaving /uploads',
      { imageUrls: ['/uploads/..'] },
      'images',
      'Photos must be uploaded images or https addresses',
    ],
  ])('%s', async (_label, overrides, field, message) => {
    const before = await roomCount();
    const input = { ...roomInput(), ...overrides };
    if ('maxCount' in overrides && overrides.maxCount === undefined) delete input.maxCount;
    const error = await refusal(() => services.rooms.create(input));
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).errors.find((e) => e.field === field)?.message).toBe(message);
    expect(await roomCount()).toBe(before);
  });

  it('reports every wrong field at once', async () => {
    const error = (await refusal(() => services.rooms.create({}))) as ValidationFailed;
    expect(error.errors.map((e) => e.field).sort()).toEqual(['description', 'images', 'maxCount', 'name', 'rentPerDay', 'type']);
  });
});

describe('rooms', () => {
  it('creates a room with trimmed text, rent in paise and comma separated amenities', async () => {
    const room = await services.rooms.create(
      roomInput({ name: '  Garden View 7 ', rentPerDay: '2499.50', amenities: 'Wi-Fi, AC , ,Balcony', maxCount: '3' }),
    );
    const stored = await dataSource.getRepository(Room).findOneByOrFail({ id: room.id });
    expect(stored).toMatchObject({
      name: 'Garden View 7',
      rentPerDayPaise: 249950,
      maxCount: 3,
      amenities: ['Wi-Fi', 'AC', 'Balcony'],
      isAvailable: true,
    });
  });

  it('updates only the fields given and keeps photos optional on edit', async () => {
    const room = await createRoom(services);
    await services.rooms.update(room.id, { rentPerDay: 3000, isAvailable: false });
    const stored = await dataSource.getRepository(Room).findOneByOrFail({ id: room.id });
    expect(stored).toMatchObject({ name: room.name, rentPerDayPaise: 300000, isAvailable: false, imageUrls: room.imageUrls });
  });

  it('refuses an edit that breaks a rule and leaves the room as it was', async () => {
    const room = await createRoom(services);
    const error = await refusal(() => services.rooms.update(room.id, { name: '', rentPerDay: 99 }));
    expect(error.message).toBe('Room name is required');
    expect(await dataSource.getRepository(Room).findOneByOrFail({ id: room.id })).toMatchObject({
      name: room.name,
      rentPerDayPaise: room.rentPerDayPaise,
    });
  });

  it('answers "Room not found" for unknown and malformed ids', async () => {
    expect((await refusal(() => services.rooms.get('6b1a2f9e-1111-4222-8333-944455556666'))).kind).toBe('not_found');
    expect((await refusal(() => services.rooms.get("1' OR '1'='1"))).message).toBe('Room not found');
    expect((await refusal(() => services.rooms.delete('not-a-uuid'))).kind).toBe('not_found');
  });

  it('hides unavailable rooms from guests but lists them for the owner', async () => {
    const hidden = await createRoom(services, { isAvailable: false });
    expect((await services.rooms.list({ onlyBookable: true })).map((r) => r.id)).not.toContain(hidden.id);
    expect((await services.rooms.list()).map((r) => r.id)).toContain(hidden.id);
  });

  it('deletes a room without upcoming stays; it disappears from lists but past bookings keep it', async () => {
    const room = await createRoom(services);
    await services.rooms.delete(room.id);
    expect((await services.rooms.list()).map((r) => r.id)).not.toContain(room.id);
    expect(await dataSource.getRepository(Room).findOne({ where: { id: room.id }, withDeleted: true })).not.toBeNull();
  });

  it('refuses to delete a room a guest holds for a coming stay', async () => {
    const room = await createRoom(services);
    await services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-12'));
    const error = await refusal(() => services.rooms.delete(room.id));
    expect(error).toMatchObject({
      kind: 'conflict',
      message: 'This room has upcoming bookings and cannot be deleted. Mark it Unavailable instead.',
    });
    expect((await services.rooms.list()).map((r) => r.id)).toContain(room.id);
  });
});
