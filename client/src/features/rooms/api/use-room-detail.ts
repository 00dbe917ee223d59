import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { RoomDetailDocument, RoomFreeForStayDocument } from '../../../graphql/generated';
import { useEmbeddedAnswer } from '../../../lib/apollo/use-embedded-answer';
import type { RoomDetailState, StayAvailability } from '../components/RoomDetailView';

/** A room for its public page; `not-found` for an unknown id. */
export function useRoomDetail(id: string): RoomDetailState {
  // The server embeds the room in the page (cache-first reads it from there).
  useEmbeddedAnswer(RoomDetailDocument, { id });
  const { data, error } = useQuery(RoomDetailDocument, { variables: { id } });
  // The same state object until the answer changes: the page is handed it in an effect.
  return useMemo((): RoomDetailState => {
    if (data) return data.room ? { status: 'ready', room: data.room } : { status: 'not-found' };
    return error ? { status: 'error' } : { status: 'loading' };
  }, [data, error]);
}

/** Whether this room is free for the draft's stay and adults (the same rule as the rooms list). */
export function useRoomFreeForStay(
  roomId: string,
  stay: { checkIn: string; checkOut: string; guests: number },
): StayAvailability {
  const { data, error } = useQuery(RoomFreeForStayDocument, { variables: stay, fetchPolicy: 'network-only' });
  if (data) return data.availableRooms.some((room) => room.id === roomId) ? 'free' : 'taken';
  return error ? 'unknown' : 'checking';
}
