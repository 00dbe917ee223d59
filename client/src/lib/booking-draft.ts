import type { RoomType } from '../graphql/generated';

/** What the guest has chosen so far (spec section 3: checkIn, checkOut, guest, room; and roomId). */
export interface BookingDraft {
  checkIn: string;
  checkOut: string;
  /** Adults. */
  guest: number;
  /** Rooms. */
  room: number;
  roomType: RoomType | '';
  roomId: string;
  userId: string;
}

export const EMPTY_DRAFT: BookingDraft = { checkIn: '', checkOut: '', guest: 1, room: 1, roomType: '', roomId: '', userId: '' };
