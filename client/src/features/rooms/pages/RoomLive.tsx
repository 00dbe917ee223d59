import { useBookingDraft } from '../../../app/state/booking-draft';
import ApolloBoundary from '../../../lib/apollo/ApolloBoundary';
import { useRoomDetail, useRoomFreeForStay } from '../api/use-room-detail';
import type { RoomDetailState } from '../components/RoomDetailView';
import { RoomPageView } from './RoomPageView';

/** Whether this room is free for the draft's stay (the same rule as the rooms list). */
function RoomForStay({ state }: { state: Extract<RoomDetailState, { status: 'ready' }> }) {
  const { draft } = useBookingDraft();
  const availability = useRoomFreeForStay(state.room.id, {
    checkIn: draft.checkIn,
    checkOut: draft.checkOut,
    guests: draft.guest,
  });
  return <RoomPageView state={state} availability={availability} />;
}

function Room({ id }: { id: string }) {
  const { draft } = useBookingDraft();
  const state = useRoomDetail(id);
  if (state.status === 'ready' && draft.checkIn) return <RoomForStay state={state} />;
  return <RoomPageView state={state} />;
}

/** The room page's live part: the room and its availability from the API (a lazy chunk with Apollo). */
export default function RoomLive({ id }: { id: string }) {
  return (
    <ApolloBoundary>
      <Room id={id} />
    </ApolloBoundary>
  );
}
