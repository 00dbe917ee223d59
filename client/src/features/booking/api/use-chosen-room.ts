import { useQuery } from '@apollo/client/react';
import { ChosenRoomDocument, StayPriceDocument, type PaxInput } from '../../../graphql/generated';
import { refusalMessage } from '../../../lib/graphql-errors';
import type { ChosenRoomState, PriceState } from '../components/BookingSummary';

/** The room the guest chose; `missing` when the id is unknown or the room is no longer open. */
export function useChosenRoom(roomId: string): ChosenRoomState {
  const { data, error } = useQuery(ChosenRoomDocument, { variables: { id: roomId } });
  if (data) return data.room && data.room.isAvailable ? { status: 'ready', room: data.room } : { status: 'missing' };
  if (error) return { status: 'error' };
  return { status: 'loading' };
}

/**
 * The server's nights and price for the stay in this room with these guests; the summary shows
 * its figures, never local ones, and its refusal (e.g. more guests than the room takes) as it is.
 */
export function useStayPrice(stay: { checkIn: string; checkOut: string }, roomId: string, pax: PaxInput[]): PriceState {
  const { data, error } = useQuery(StayPriceDocument, {
    variables: { checkIn: stay.checkIn, checkOut: stay.checkOut, roomId, pax },
    fetchPolicy: 'network-only',
  });
  if (data)
    return { status: 'ready', nights: data.priceQuote.nights, total: data.priceQuote.totalAmount, tax: data.priceQuote.tax };
  if (error) return { status: 'error', detail: refusalMessage(error) };
  return { status: 'loading' };
}
