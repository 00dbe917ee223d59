import { useQuery } from '@apollo/client/react';
import { AvailableRoomsDocument } from '../../../graphql/generated';
import { requestProblem } from '../../../lib/graphql-errors';
import type { StaySearch } from '../stay-rules';
import type { RoomsState } from '../components/AvailableRoomsView';

/** Rooms free on every night of the stay that take this many adults. */
export function useAvailableRooms(stay: StaySearch): RoomsState {
  const { data, loading, error } = useQuery(AvailableRoomsDocument, {
    variables: { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guest },
    // Rooms are taken all the time: every visit asks the server again.
    fetchPolicy: 'cache-and-network',
  });
  if (data) return { status: 'ready', rooms: data.availableRooms };
  if (error) return { status: 'error', problem: requestProblem(error) };
  return loading ? { status: 'loading' } : { status: 'ready', rooms: [] };
}
