import { useQuery } from '@apollo/client/react';
import { type Loadable, loadState } from '../../../components/admin/load-state';
import { AdminRoomsDocument } from '../../../graphql/generated';
import { roomLabel } from '../lib/display';

export interface RoomChoice {
  id: string;
  label: string;
}

/**
 * The rooms to choose from (a calendar's room, where to move an OTA stay): the rooms list's own
 * query, so the cache is shared with /admin/rooms; closed rooms too, since an OTA may sell one.
 */
export function useRoomChoices(): Loadable<RoomChoice[]> {
  const state = loadState(useQuery(AdminRoomsDocument, { fetchPolicy: 'cache-and-network' }));
  if (state.status !== 'ready') return state;
  return { status: 'ready', data: state.data.rooms.map((room) => ({ id: room.id, label: roomLabel(room.name) })) };
}
