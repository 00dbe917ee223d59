import { CombinedGraphQLErrors } from '@apollo/client';
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

/**
 * The old API told "the server said no" (success: false) from "the call itself failed"; in
 * GraphQL the first is an answer carrying errors, anything else is the second.
 */
export function isRefusedByServer(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}
