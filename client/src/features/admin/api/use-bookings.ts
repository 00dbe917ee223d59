import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminBookingRoomTypesDocument,
  AdminBookingsQueryVariables,
  AdminBookingsDocument,
  AdminBookingsQuery,
  AdminDeleteBookingDocument,
} from '../../../graphql/generated';
import { pageWindow } from '../../../lib/page-param';
import { roomNamesText, roomTypesText } from '../bookings/booking-words';
import { ADMIN_PAGE_SIZE, ListPage, Loadable, pageLoadState, WriteResult } from '../../../components/admin/load-state';

export type AdminBooking = AdminBookingsQuery['bookings']['items'][number] & {
  /** "Deluxe" or "Double AC, Family"; undefined while still loading. */
  roomTypes?: string;
  /** The rooms' numbers ("101, 102"); undefined while still loading. */
  rooms?: string;
};

/** The list's search and filters (see BookingFilters), as the query takes them. */
export type BookingListFilters = Omit<AdminBookingsQueryVariables, 'offset' | 'limit'>;

export const BOOKING_DELETE_FAILED = 'Something went wrong while deleting the booking';

/**
 * The room types of the bookings of a page, in their own operation (see bookings.graphql). Not
 * cached: its lines have no ids, and the booking detail keeps fuller lines in the cache.
 */
function useRoomTypes(variables: AdminBookingsQueryVariables) {
  const result = useQuery(AdminBookingRoomTypesDocument, { variables, fetchPolicy: 'no-cache' });
  const rows = result.data?.bookings.items ?? [];
  const byBooking = new Map(
    rows.map((booking) => [booking.id, { roomTypes: roomTypesText(booking.lines), rooms: roomNamesText(booking.lines) }]),
  );
  return { byBooking, refetch: result.refetch };
}

/** A page of the bookings, newest first, and their delete (the server refuses paid ones and says why). */
export function useBookings(
  page: number,
  filters: BookingListFilters = {},
): {
  bookings: Loadable<ListPage<AdminBooking>>;
  deleteBooking(id: string): Promise<WriteResult>;
} {
  const variables = { ...filters, ...pageWindow(page, ADMIN_PAGE_SIZE) };
  const result = useQuery(AdminBookingsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const roomTypes = useRoomTypes(variables);
  const [remove] = useMutation(AdminDeleteBookingDocument);
  const state = pageLoadState(result);

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
  const { items, total } = state.data.bookings;
  const rows = items.map((booking) => ({ ...booking, ...roomTypes.byBooking.get(booking.id) }));
  return { bookings: { status: 'ready', data: { items: rows, total } }, deleteBooking };
}
