import { useQuery } from '@apollo/client/react';
import { LandingPageRoomsDocument } from '../../../graphql/generated';

/**
 * The rooms the hotel lists (GraphQL `rooms`), for the room cards and the wizard's room types.
 * Both ask through this one query, so Apollo fetches it once.
 */
export function useLandingRooms() {
  const { data, loading, error } = useQuery(LandingPageRoomsDocument);
  return { rooms: data?.rooms ?? [], loading, error };
}
