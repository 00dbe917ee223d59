import { useQuery } from '@apollo/client/react';
import { WizardAvailableRoomsDocument } from '../../../graphql/generated';
import type { AvailabilitySearch } from '../landing-types';

/** Rooms free on every night of the stay (GraphQL `availableRooms`), always asked afresh. */
export function useAvailableRooms({ checkIn, checkOut, guestsPerRoom }: AvailabilitySearch) {
  const { data, loading, error } = useQuery(WizardAvailableRoomsDocument, {
    variables: { checkIn, checkOut, guests: guestsPerRoom },
    fetchPolicy: 'network-only',
  });
  return { rooms: data?.availableRooms ?? [], loading, error };
}
