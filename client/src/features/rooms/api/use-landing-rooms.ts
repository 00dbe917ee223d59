import { useQuery } from '@apollo/client/react';
import { LandingRoomsDocument } from '../../../graphql/generated';

/** The rooms for the landing page's Rooms section. */
export function useLandingRooms() {
  const { data, loading, error } = useQuery(LandingRoomsDocument);
  return { rooms: data?.rooms ?? [], loading, error };
}
