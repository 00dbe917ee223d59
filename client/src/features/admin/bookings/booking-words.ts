import type { BookingDetail } from '../api/use-booking-detail';

/**
 * The spec's "Name (first guest)". The booking form books one adult per room under the name of
 * whoever books, so the first guest is the booker (the detail page lists every guest).
 */
export function firstGuestName(booking: { userName: string }): string {
  return booking.userName;
}

/** The room types of a booking's rooms, each once ("Deluxe", or "Deluxe, Family"). */
export function roomTypes(booking: Pick<BookingDetail, 'lines'>): string {
  return [...new Set(booking.lines.map((line) => line.roomType))].join(', ');
}

/** Whether the owner may still cancel it: a live hold or a confirmed stay. */
export function isCancellable(booking: { status: string }): boolean {
  return booking.status === 'confirmed' || booking.status === 'held';
}
