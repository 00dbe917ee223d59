import { useEffect } from 'react';
import { useBookingDraft } from '../../../app/state/booking-draft';
import ApolloBoundary from '../../../lib/apollo/ApolloBoundary';
import { useRoomDetail, useRoomFreeForStay } from '../api/use-room-detail';
import type { RoomDetailState, StayAvailability } from '../components/RoomDetailView';

/** What the live part knows of the room, for the page to show. */
export interface LiveRoomState {
  state: RoomDetailState;
  /** Whether the room is free for the draft's stay; absent without dates. */
  availability?: StayAvailability;
}

type OnState = (live: LiveRoomState) => void;

/** Whether this room is free for the draft's stay (the same rule as the rooms list). */
function RoomForStay({ state, onState }: { state: Extract<RoomDetailState, { status: 'ready' }>; onState: OnState }) {
  const { draft } = useBookingDraft();
  const availability = useRoomFreeForStay(state.room.id, {
    checkIn: draft.checkIn,
    checkOut: draft.checkOut,
    guests: draft.guest,
  });
  useEffect(() => onState({ state, availability }), [state, availability, onState]);
  return null;
}

function Room({ id, onState }: { id: string; onState: OnState }) {
  const { draft } = useBookingDraft();
  const state = useRoomDetail(id);
  const withStay = state.status === 'ready' && Boolean(draft.checkIn);
  useEffect(() => {
    if (!withStay) onState({ state });
  }, [state, withStay, onState]);
  return withStay && state.status === 'ready' ? <RoomForStay state={state} onState={onState} /> : null;
}

/**
 * The room page's live part (a lazy chunk with Apollo): the room and its availability from the
 * API, handed to the page, which keeps showing the same view (rendered on the server or painted
 * from the embedded room), so the photo the guest picked stays picked when the live data arrives.
 */
export default function RoomLive({ id, onState }: { id: string; onState: OnState }) {
  return (
    <ApolloBoundary>
      <Room id={id} onState={onState} />
    </ApolloBoundary>
  );
}
