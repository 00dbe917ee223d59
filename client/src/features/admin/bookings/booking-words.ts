import { BookingStatus, type RoomType } from '../../../graphql/generated';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';

/**
 * The spec's "Name (first guest)". The booking form names the booker as the first guest of the
 * room (the others may be unnamed), so the first guest is the booker; the detail page lists every guest.
 */
export function firstGuestName(booking: { userName: string }): string {
  return booking.userName;
}

/** The room types of a booking's rooms, each once, in words ("Deluxe", or "Double AC, Family"). */
export function roomTypesText(lines: ReadonlyArray<{ roomType: RoomType }>): string {
  return [...new Set(lines.map((line) => line.roomType))].map((type) => ROOM_TYPE_LABELS[type]).join(', ');
}

/** The numbers (names) of a booking's rooms, in order ("101, 102"). */
export function roomNamesText(lines: ReadonlyArray<{ roomName: string }>): string {
  return lines
    .map((line) => line.roomName)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .join(', ');
}

/** Whether the owner may still cancel it: a hold or a confirmed stay. */
export function isCancellable(booking: { status: BookingStatus }): boolean {
  return booking.status === BookingStatus.Confirmed || booking.status === BookingStatus.Held;
}
