import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminBookingRoomTypesDocument,
  AdminBookingsDocument,
  AdminBookingsQuery,
  AdminDeleteBookingDocument,
} from '../../../graphql/generated';
import { roomTypesText } from '../bookings/booking-words';
import { loadState, LoadState, WriteResult } from './load-state';

export type AdminBooking = AdminBookingsQuery['bookings'][number] & {
  /** "Deluxe" or "Double AC, Family"; undefined while still loading. */
  roomTypes?: string;
};

export const BOOKING_DELETE_FAILED = 'Something went wrong while deleting the booking';

/**
 * The room types of every booking, in their own operation (see bookings.graphql). Not cached:
 * its lines have no ids, and the booking detail keeps fuller lines in the cache.
 */
function useRoomTypes() {
  const result = useQuery(AdminBookingRoomTypesDocument, { fetchPolicy: 'no-cache' });
  const byBooking = new Map((result.data?.bookings ?? []).map((booking) => [booking.id, roomTypesText(booking.lines)]));
  return { byBooking, refetch: result.refetch };
}

/** Every booking, newest first, and its delete (the server refuses paid ones and says why). */
export function useBookings(): { bookings: LoadState<AdminBooking[]>; deleteBooking(id: string): Promise<WriteResult> } {
  const result = useQuery(AdminBookingsDocument, { fetchPolicy: 'cache-and-network' });
  const roomTypes = useRoomTypes();
  const [remove] = useMutation(AdminDeleteBookingDocument);
  const state = loadState(result);

  async function deleteBooking(id: string): Promise<WriteResult> {
    try {
      const { data } = await remove({ variables: { id } });
      const refusal = data?.deleteBooking.errors[0]?.message;
      if (!data?.deleteBooking.deleted) return { ok: false, message: refusal ?? BOOKING_DELETE_FAILED };
    } catch {
      return { ok: false, message: BOOKING_DELETE_FAILED };
    }
    await Promise.all([result.refetch(), roomTypes.refetch()]).catch(() => undefined);
    return { ok: true };
  }

  if (state.status !== 'ready') return { bookings: state, deleteBooking };
  const rows = state.data.bookings.map((booking) => ({ ...booking, roomTypes: roomTypes.byBooking.get(booking.id) }));
  return { bookings: { status: 'ready', data: rows }, deleteBooking };
}
