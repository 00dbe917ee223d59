import { paiseToRupees } from '../../shared/money';
import { Room } from './room.entity';

/**
 * The old API's JSON shapes: `_id` beside `id`, rupees as numbers, dates as YYYY-MM-DD, and both
 * `images` and `imageurls` for rooms because older screens read one and newer the other.
 */
export function presentRoom(room: Room) {
  return {
    _id: room.id,
    id: room.id,
    name: room.name,
    description: room.description,
    type: room.type,
    maxCount: room.maxCount,
    rentPerDay: paiseToRupees(room.rentPerDayPaise),
    isAvailable: room.isAvailable,
    images: room.imageUrls,
    imageurls: room.imageUrls,
    amenities: room.amenities,
    createdAt: room.createdAt,
    updatedAt: room.updatedAt,
  };
}
