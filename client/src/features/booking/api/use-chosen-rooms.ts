import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { ChosenRoomsDocument, StayPriceDocument, type BookingInfoInput } from '../../../graphql/generated';
import { refusalMessage } from '../../../lib/graphql-errors';
import type { ChosenRoomsState, PriceState } from '../components/BookingSummary';

/** The rooms the guest chose, in their order; `missing` when one of them is no longer open for booking. */
export function useChosenRooms(roomIds: readonly string[]): ChosenRoomsState {
  const { data, error } = useQuery(ChosenRoomsDocument);
  const ids = roomIds.join(' ');
  // The same state object while nothing changed: the page is handed it (UserDetailsLive).
  return useMemo((): ChosenRoomsState => {
    if (data) {
      const rooms = ids.split(' ').map((id) => data.rooms.find((room) => room.id === id));
      return rooms.every((room) => room !== undefined) && rooms.length > 0 && ids !== ''
        ? { status: 'ready', rooms: rooms.filter((room) => room !== undefined) }
        : { status: 'missing' };
    }
    if (error) return { status: 'error' };
    return { status: 'loading' };
  }, [data, error, ids]);
}

/**
 * The server's nights, price per room and total for the stay in these rooms with their guests; the
 * summary shows its figures, never local ones, and its refusal (e.g. more guests than a room
 * takes) as it is.
 */
export function useStayPrice(stay: { checkIn: string; checkOut: string }, bookingInfo: BookingInfoInput[]): PriceState {
  const { data, error } = useQuery(StayPriceDocument, {
    variables: { checkIn: stay.checkIn, checkOut: stay.checkOut, bookingInfo },
    fetchPolicy: 'network-only',
  });
  return useMemo((): PriceState => {
    if (data) {
      const quote = data.priceQuote;
      const lines = new Map(quote.lines.map((line) => [line.roomId, line.amountPaise / 100]));
      return { status: 'ready', nights: quote.nights, total: quote.totalAmount, tax: quote.tax, lineAmounts: lines };
    }
    if (error) return { status: 'error', detail: refusalMessage(error) };
    return { status: 'loading' };
  }, [data, error]);
}
