import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { DomainError, notFound } from '../../shared/domain-error';
import { isUuid, toStringList } from '../../shared/input';
import { imageCountError, IncomingImage, UploadsService } from '../uploads';
import { Room } from './room.entity';
import { RoomInput, validateRoom } from './room-validation';
import { RoomErrorCode } from './room-errors';

/** What rooms must know of the stays on them; the bookings module answers (RoomOccupancyService). */
export interface StaysOnRooms {
  hasStaysFrom(manager: EntityManager, roomId: string, from: string): Promise<boolean>;
}

/**
 * Where the public room page's room is kept while nothing it depends on changes; the availability
 * module answers (its cache knows every write to rooms, whichever instance made it).
 */
export interface RoomAnswers {
  answer<T>(key: string, stay: null, compute: () => Promise<T>): Promise<T>;
}

export class RoomsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly stays: StaysOnRooms,
    private readonly clock: Clock,
    private readonly answers?: RoomAnswers,
  ) {}

  /** Every room; guests see only those open for booking. */
  async list(options: { onlyBookable?: boolean } = {}): Promise<Room[]> {
    return this.dataSource.getRepository(Room).find({
      where: options.onlyBookable ? { isAvailable: true } : {},
      order: { rentPerDayPaise: 'ASC', name: 'ASC' },
    });
  }

  async get(id: string): Promise<Room> {
    const room = isUuid(id) ? await this.dataSource.getRepository(Room).findOneBy({ id }) : null;
    if (!room) throw notFound(RoomErrorCode.NotFound, 'Room not found');
    return room;
  }

  /**
   * The room as the public room page reads it: from the availability cache while no write to rooms
   * (or anything else it watches) has committed, a copy each time so no caller can change what the
   * next one gets. Unknown ids are not kept.
   */
  async publicRoom(id: string): Promise<Room> {
    if (!this.answers || !isUuid(id)) return this.get(id);
    const room = await this.answers.answer(`room ${id}`, null, () => this.get(id));
    return Object.assign(new Room(), room);
  }

  /** Creates a room; `newImages` are photo files to store and add after the `imageUrls` given. */
  async create(input: RoomInput, newImages: IncomingImage[] = []): Promise<Room> {
    return this.withNewImages(input, newImages, async (withImages) => {
      const data = validateRoom(withImages, 'create');
      const repository = this.dataSource.getRepository(Room);
      return repository.save(repository.create(data));
    });
  }

  /** Applies the fields given over the room's current ones, then validates the whole room. */
  async update(id: string, input: RoomInput, newImages: IncomingImage[] = []): Promise<Room> {
    const room = await this.get(id);
    if (newImages.length > 0) input = { ...input, imageUrls: input.imageUrls ?? room.imageUrls };
    return this.withNewImages(input, newImages, (withImages) => this.applyUpdate(room, withImages));
  }

  private async applyUpdate(room: Room, input: RoomInput): Promise<Room> {
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const data = validateRoom(
      {
        name: room.name,
        rentPerDay: room.rentPerDay,
        type: room.type,
        maxCount: room.maxCount,
        description: room.description,
        amenities: room.amenities,
        imageUrls: room.imageUrls,
        isAvailable: room.isAvailable,
        ...given,
      },
      'update',
    );
    Object.assign(room, data);
    return this.dataSource.getRepository(Room).save(room);
  }

  /** Stores the files, runs `save` with their addresses appended; if saving fails, the files go. */
  private async withNewImages(
    input: RoomInput,
    newImages: IncomingImage[],
    save: (input: RoomInput) => Promise<Room>,
  ): Promise<Room> {
    if (newImages.length === 0) return save(input);
    const existing = toStringList(input.imageUrls) ?? [];
    const tooMany = imageCountError(existing.length + newImages.length);
    if (tooMany) throw tooMany;
    const stored = await this.uploads.storeImages(newImages);
    const storedUrls = stored.map((image) => image.imageUrl);
    try {
      return await save({ ...input, imageUrls: [...existing, ...storedUrls] });
    } catch (error) {
      await this.uploads.removeImages(storedUrls);
      throw error;
    }
  }

  /**
   * Removes the room from the site. Its past bookings keep pointing at it (soft delete); a room
   * with stays still to come cannot go, since guests hold it.
   */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const room = isUuid(id) ? await manager.findOne(Room, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!room) throw notFound(RoomErrorCode.NotFound, 'Room not found');
      if (await this.stays.hasStaysFrom(manager, room.id, todayInHotel(this.clock()))) {
        throw new DomainError(
          RoomErrorCode.HasUpcomingBookings,
          'This room has upcoming bookings and cannot be deleted. Mark it Unavailable instead.',
          undefined,
          'conflict',
        );
      }
      await manager.softDelete(Room, { id });
    });
  }
}
