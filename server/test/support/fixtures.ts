import { Services } from '../../src/services';
import { Room } from '../../src/modules/rooms/room.entity';
import { RoomInput } from '../../src/modules/rooms/room-validation';

let counter = 0;

/** A valid room form; each call gets its own name so tests never collide. */
export function roomInput(overrides: RoomInput = {}): RoomInput {
  counter += 1;
  return {
    name: `Test Room ${counter}`,
    rentPerDay: 2500,
    type: 'Deluxe',
    maxCount: 2,
    description: 'A bright test room with a queen bed and a garden view.',
    amenities: ['Wi-Fi', 'AC'],
    imageUrls: ['/uploads/test-photo.webp'],
    ...overrides,
  };
}

export async function createRoom(services: Services, overrides: RoomInput = {}): Promise<Room> {
  return services.rooms.create(roomInput(overrides));
}

/** The quote the client builds (spec section 3) for one room. */
export function quoteFor(roomId: string, checkInDate: string, checkOutDate: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    userEmail: `guest${counter}@example.com`,
    name: `Guest ${counter}`,
    // Each quote is another guest, by phone as by email (one guest's unpaid bookings are limited).
    phone: String(9_000_000_000 + counter),
    address: { city: 'Lucknow', country: 'India' },
    checkInDate,
    checkOutDate,
    bookingInfo: [
      {
        pax: [{ name: `Guest ${counter}`, adultStatus: 'adult', gender: 'other', age: 0 }],
        roomType: 'Deluxe',
        roomId,
        roomAmount: 1,
      },
    ],
    totalAmount: 1,
    ...overrides,
  };
}

/** A tiny real image of each type, made byte by byte. */
export const images = {
  png(): Buffer {
    // 1×1 transparent PNG
    return Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
  },
  jpeg(): Buffer {
    // 4×3 baseline JPEG (a photo must decode: uploads are re-encoded)
    return Buffer.from(
      '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALACyL//2Q==',
      'base64',
    );
  },
  webp(): Buffer {
    return Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
  },
};

/** A visitor's request from `address`, as the transports pass it to the services' abuse limits. */
export const visitorAt = (address: string) => ({ address, admin: false });
