import { useQuery } from '@apollo/client/react';
import { AdminBookingCalendarDocument, AdminBookingCalendarQuery } from '../../../graphql/generated';
import { loadState, Loadable } from '../../../components/admin/load-state';

export type BookingCalendar = AdminBookingCalendarQuery['bookingCalendar'];
export type CalendarEntry = BookingCalendar['entries'][number];
export type CalendarBlock = BookingCalendar['blocks'][number];
export type CalendarChannelStay = BookingCalendar['channelStays'][number];
export type CalendarNight = BookingCalendar['nights'][number];

/** Rooms × days from `from` for `days` days: confirmed bookings, live holds, room blocks and occupancy. */
export function useBookingCalendar(from: string, days: number): Loadable<BookingCalendar> {
  const result = useQuery(AdminBookingCalendarDocument, { variables: { from, days }, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.bookingCalendar } : state;
}
