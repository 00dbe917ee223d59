import { aNight, aStayPrice } from '../../../components/price/testing';
import { photoFromUrl } from '../../../components/ui/ResponsivePhoto';
import { RoomType } from '../../../graphql/generated';
import type { PricedRoom } from '../components/RoomCard';

/** Two free rooms as the rooms page lists them for a stay of 4–6 Dec 2026 (tests only). */
export const DELUXE_ROOM: PricedRoom = {
  id: 'room-deluxe-201',
  name: 'Deluxe King 201',
  type: RoomType.Deluxe,
  maxCount: 2,
  rentPerDay: 3200,
  description: 'A bright corner room with a king bed.',
  imageUrls: ['/uploads/deluxe-1.webp'],
  photos: [photoFromUrl('/uploads/deluxe-1.webp')],
  amenities: ['King bed'],
  stayPrice: aStayPrice([aNight('2026-12-04', 3200), aNight('2026-12-05', 3200)]),
};

export const SINGLE_ROOM: PricedRoom = {
  ...DELUXE_ROOM,
  id: 'room-single-102',
  name: 'Single AC 102',
  type: RoomType.SingleAc,
  maxCount: 1,
  rentPerDay: 1500,
  stayPrice: aStayPrice([aNight('2026-12-04', 1500), aNight('2026-12-05', 1500)]),
};
