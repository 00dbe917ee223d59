import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { DomainError, notFound } from '../../shared/domain-error';
import { isUuid, toStringList } from '../../shared/input';
import { imageCountError, IncomingImage, UploadsService } from '../uploads/uploads.service';
import type { AvailabilityService } from '../availability/availability.service';
import { Room } from './room.entity';
import { RoomOccupancyService, StayOnRoom } from '../bookings/room-occupancy.service';
import { RoomErrorCode, RoomInput, validateRoom } from './room-validation';

export class RoomsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly occupancy: RoomOccupancyService,
    private readonly clock: Clock,
    private readonly availability?: AvailabilityService,
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
    if (!this.availability || !isUuid(id)) return this.get(id);
    const room = await this.availability.cache.answer(`room ${id}`, null, () => this.get(id));
    return Object.assign(new Room(), room);
  }

  /**
   * Guests' stays on the room from today on (in house or to come), earliest first: what marking it
   * Unavailable leaves standing, since it hides the room from new guests but keeps their bookings.
   */
  async upcomingStays(roomId: string): Promise<StayOnRoom[]> {
    return this.occupancy.upcomingStays(this.dataSource.manager, roomId, todayInHotel(this.clock()));
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
      if (await this.occupancy.hasStaysFrom(manager, room.id, todayInHotel(this.clock()))) {
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
