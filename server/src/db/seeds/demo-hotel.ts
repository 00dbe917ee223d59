import { DataSource } from 'typeorm';
import { Room, RoomData } from '../../modules/rooms';
import { placeDemoPhotos } from './demo-photos';

type DemoRoom = Omit<RoomData, 'imageUrls' | 'isAvailable'> & { photos: string[] };

const DEMO_ROOMS: DemoRoom[] = [
  {
    name: 'Standard Double 101',
    type: 'Standard',
    maxCount: 2,
    rentPerDayPaise: 1800_00,
    description:
      'A quiet, practical room on the first floor with a comfortable double bed, a work desk and a window onto the garden. Right for a short business stay or a night on the road.',
    amenities: ['Free Wi-Fi', 'LED TV', 'Hot water', 'Daily housekeeping', 'Tea and coffee'],
    photos: ['standard-double-1.webp', 'standard-double-2.webp', 'bathroom-1.webp'],
  },
  {
    name: 'Single AC 102',
    type: 'SingleAC',
    maxCount: 1,
    rentPerDayPaise: 1500_00,
    description:
      'A compact air-conditioned room for one guest, with a firm single bed, a reading lamp and an attached bathroom. The lift and the lobby are a few steps away.',
    amenities: ['Air conditioning', 'Free Wi-Fi', 'Hot water', 'Reading lamp'],
    photos: ['single-ac-1.webp', 'bathroom-1.webp'],
  },
  {
    name: 'Double AC 103',
    type: 'DoubleAC',
    maxCount: 2,
    rentPerDayPaise: 2400_00,
    description:
      'An air-conditioned double room with a queen bed, blackout curtains and a wardrobe. Couples like its calm corner position away from the banquet hall.',
    amenities: ['Air conditioning', 'Free Wi-Fi', 'LED TV', 'Wardrobe', 'Hot water'],
    photos: ['double-ac-1.webp', 'bathroom-1.webp'],
  },
  {
    name: 'Double Room 104',
    type: 'Double',
    maxCount: 3,
    rentPerDayPaise: 2100_00,
    description:
      'A bright double room with a large window, a double bed and space for an extra mattress, so a small family can share it comfortably.',
    amenities: ['Free Wi-Fi', 'LED TV', 'Extra mattress on request', 'Hot water'],
    photos: ['standard-double-2.webp', 'standard-double-1.webp'],
  },
  {
    name: 'Deluxe King 201',
    type: 'Deluxe',
    maxCount: 2,
    rentPerDayPaise: 3200_00,
    description:
      'Our most asked-for room: a king bed with soft linen, an armchair by the window, a minibar and a rain shower. Breakfast in the restaurant is included.',
    amenities: ['Air conditioning', 'King bed', 'Free Wi-Fi', 'Smart TV', 'Minibar', 'Rain shower', 'Breakfast included'],
    photos: ['deluxe-king-1.jpg', 'deluxe-king-2.webp', 'bathroom-1.webp'],
  },
  {
    name: 'Deluxe Twin 202',
    type: 'Deluxe',
    maxCount: 3,
    rentPerDayPaise: 3400_00,
    description:
      'A spacious deluxe room with two beds, a sitting corner and a view of the city. Friends travelling together and parents with an older child choose it.',
    amenities: ['Air conditioning', 'Two beds', 'Free Wi-Fi', 'Smart TV', 'Minibar', 'Breakfast included'],
    photos: ['deluxe-king-2.webp', 'deluxe-king-1.webp'],
  },
  {
    name: 'Family Suite 301',
    type: 'Family',
    maxCount: 5,
    rentPerDayPaise: 4800_00,
    description:
      'Two beds, a sofa that opens into a third, and room for the luggage of a wedding party. The suite is close to the lift and the banquet hall.',
    amenities: ['Air conditioning', 'Sofa bed', 'Free Wi-Fi', 'Two TVs', 'Microwave', 'Breakfast included'],
    photos: ['family-suite-1.webp', 'family-suite-2.webp', 'bathroom-1.webp'],
  },
  {
    name: 'Royal Suite 401',
    type: 'Suite',
    maxCount: 4,
    rentPerDayPaise: 6500_00,
    description:
      'A top-floor suite with a separate living room, a king bedroom and a dressing area. Ideal for the bride and groom, or guests who want space and quiet.',
    amenities: [
      'Air conditioning',
      'Living room',
      'King bed',
      'Bathtub',
      'Smart TV',
      'Minibar',
      'Breakfast included',
      'Airport pick-up',
    ],
    photos: ['suite-1.webp', 'suite-2.webp', 'lobby-1.webp'],
  },
  {
    name: 'Standard Double 105',
    type: 'Standard',
    maxCount: 2,
    rentPerDayPaise: 1900_00,
    description:
      'A cosy standard room overlooking the courtyard, with a double bed, a desk and an attached bathroom with hot water all day.',
    amenities: ['Free Wi-Fi', 'LED TV', 'Hot water', 'Daily housekeeping'],
    photos: ['standard-double-1.webp', 'bathroom-1.webp'],
  },
];

/**
 * Fills an empty hotel with believable rooms and their photos, so `npm start` shows a working
 * site. Does nothing once any room exists (deleted ones included), so it never fights the owner.
 */
export async function seedDemoHotel(dataSource: DataSource, uploadsDir: string): Promise<number> {
  const repository = dataSource.getRepository(Room);
  if ((await repository.count({ withDeleted: true })) > 0) return 0;
  await placeDemoPhotos(
    dataSource,
    uploadsDir,
    DEMO_ROOMS.flatMap((room) => room.photos),
  );
  await repository.save(
    DEMO_ROOMS.map(({ photos, ...room }) =>
      repository.create({ ...room, isAvailable: true, imageUrls: photos.map((photo) => `/uploads/demo-${photo}`) }),
    ),
  );
  return DEMO_ROOMS.length;
}
