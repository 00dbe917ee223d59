import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBookingDraft } from '../../app/state/booking-draft';
import type { RoomType } from '../../graphql/generated';
import { useLocalePath } from '../../i18n';

/**
 * Book: keeps the chosen room in the draft (its id as the spec says, the whole party in it, any
 * earlier choice of several rooms dropped) and goes on to the guest details.
 */
export function useChooseRoom(): (room: { id: string; type: RoomType }) => void {
  const { updateDraft } = useBookingDraft();
  const navigate = useNavigate();
  const details = useLocalePath()('/user-details');
  return useCallback(
    (room) => {
      updateDraft({ roomId: room.id, roomType: room.type, chosenRooms: [], room: 1 });
      void navigate(details);
    },
    [updateDraft, navigate, details],
  );
}
