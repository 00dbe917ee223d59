import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { NearestFreeStaysDocument, RoomOffersDocument, RoomsForStayDocument } from '../../../graphql/generated';
import { useEmbeddedAnswer } from '../../../lib/apollo/use-embedded-answer';
import { requestProblem, type RequestProblem } from '../../../lib/graphql-errors';
import type { PricedRoom } from '../components/RoomCard';
import type { Party, RoomOffer } from '../room-choice';

export type RoomsForStayState =
  | { status: 'loading' }
  | { status: 'ready'; rooms: PricedRoom[]; offers: RoomOffer[] }
  | { status: 'error'; problem: RequestProblem };

/** Every room free for the stay with its price, and the same rooms by type with how many are left. */
export function useRoomsForStay(stay: { checkIn: string; checkOut: string }): RoomsForStayState {
  // Rooms are taken all the time: every visit asks the server again, unless the server has just
  // answered in the page itself (the rooms page opened at an address with its dates).
  const variables = { checkIn: stay.checkIn, checkOut: stay.checkOut };
  const roomsEmbedded = useEmbeddedAnswer(RoomsForStayDocument, variables);
  const offersEmbedded = useEmbeddedAnswer(RoomOffersDocument, variables);
  const rooms = useQuery(RoomsForStayDocument, { variables, fetchPolicy: roomsEmbedded ? 'cache-first' : 'cache-and-network' });
  const offers = useQuery(RoomOffersDocument, { variables, fetchPolicy: offersEmbedded ? 'cache-first' : 'cache-and-network' });
  const free = rooms.data?.availableRooms;
  const offered = offers.data?.roomOffers;
  const error = rooms.error ?? offers.error;
  // The same state object until the answers change: the page is handed it in an effect.
  return useMemo((): RoomsForStayState => {
    if (free && offered) return { status: 'ready', rooms: free, offers: offered };
    if (error) return { status: 'error', problem: requestProblem(error) };
    return LOADING;
  }, [free, offered, error]);
}

const LOADING: RoomsForStayState = { status: 'loading' };
const NO_STAYS: { checkIn: string; checkOut: string }[] = [];

/** The nearest dates, as long a stay, whose free rooms sleep the party; asked only when `soldOut`. */
export function useNearestFreeStays(
  stay: { checkIn: string; checkOut: string },
  party: Party,
  rooms: number,
  soldOut: boolean,
): { checkIn: string; checkOut: string }[] {
  const { data } = useQuery(NearestFreeStaysDocument, {
    variables: { ...stay, guests: party.adults + party.children, rooms },
    skip: !soldOut,
  });
  return soldOut ? (data?.nearestFreeStays ?? NO_STAYS) : NO_STAYS;
}
