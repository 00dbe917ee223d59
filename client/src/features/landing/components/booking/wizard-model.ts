import { MAX_NIGHTS, stayTooLong } from '@server-pure/stay-limits';
import type { BookingDraft } from '../../../../app/state/booking-draft';
import type { RoomType } from '../../../../graphql/generated';
import type { LandingRoom } from '../../landing-types';
import type { TypeRooms } from './party-fit';

/** The four stages, one shown at a time (spec section 2): their names' keys in the wizard's catalogue. */
export const STAGES = ['stageDates', 'stageGuests', 'stageDetails', 'stageConfirmation'] as const;
export type Stage = 1 | 2 | 3;
/** Spec section 9: 25, 50 and 75% for stages 1 to 3. */
export const progressOf = (stage: Stage) => stage * 25;

export interface WizardValues {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  roomType: RoomType | '';
}

export interface RoomTypeOption extends TypeRooms {
  /** The lowest rent per night of this type, in rupees. */
  fromRent: number;
}

/**
 * The types of the listed rooms, in the server's order (cheapest first), each with its lowest rent
 * and its rooms' sizes (largest first), which say whether the party fits.
 */
export function roomTypeOptions(rooms: readonly Pick<LandingRoom, 'type' | 'rentPerDay' | 'maxCount'>[]): RoomTypeOption[] {
  const byType = new Map<RoomType, RoomTypeOption & { roomSizes: number[] }>();
  for (const room of rooms) {
    const known = byType.get(room.type);
    if (!known) {
      byType.set(room.type, {
        type: room.type,
        fromRent: room.rentPerDay,
        roomSizes: [room.maxCount],
      });
    } else {
      known.fromRent = Math.min(known.fromRent, room.rentPerDay);
      known.roomSizes.push(room.maxCount);
      known.roomSizes.sort((a, b) => b - a);
    }
  }
  return [...byType.values()];
}

/** The form starts from the saved draft, except dates that have already gone by. */
export function initialValues(draft: BookingDraft, today: string): WizardValues {
  const checkIn = draft.checkIn && draft.checkIn >= today ? draft.checkIn : '';
  const checkOut = checkIn && draft.checkOut > checkIn ? draft.checkOut : '';
  return {
    checkIn,
    checkOut,
    adults: draft.guest >= 1 ? draft.guest : 1,
    children: draft.children >= 0 ? draft.children : 0,
    rooms: draft.room >= 1 ? draft.room : 1,
    roomType: draft.roomType,
  };
}

/**
 * Why dates cannot be searched: the landing page's spec messages (invalidDates,
 * checkOutAfterCheckIn) or the wizard's stayTooLong, the server's limit in nights.
 */
export type DatesProblem = { key: 'invalidDates' } | { key: 'checkOutAfterCheckIn' } | { key: 'stayTooLong'; nights: number };

/** Why Check Rooms & Rates cannot go on yet (shown as an alert), or null when it can. */
export function datesProblem(checkIn: string, checkOut: string): DatesProblem | null {
  if (!checkIn || !checkOut) return { key: 'invalidDates' };
  if (checkOut <= checkIn) return { key: 'checkOutAfterCheckIn' };
  return stayTooLong(checkIn, checkOut) ? { key: 'stayTooLong', nights: MAX_NIGHTS } : null;
}
