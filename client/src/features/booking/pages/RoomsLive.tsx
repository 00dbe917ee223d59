import { useEffect } from 'react';
import { useBookingDraft } from '../../../app/state/booking-draft';
import ApolloBoundary from '../../../lib/apollo/ApolloBoundary';
import { useNearestFreeStays, useRoomsForStay, type RoomsForStayState } from '../api/use-rooms-for-stay';
import { soldOutFor, type Party } from '../room-choice';
import { stayKey, type StaySearch } from '../stay-rules';

/** What the live part knows of the rooms for a stay, for the page to show. */
export interface LiveRoomsState {
  /** The stay it is about ("checkIn/checkOut"). */
  stay: string;
  state: RoomsForStayState;
  /** When the stay is sold out for the party: the nearest dates that are not. */
  nearest: readonly { checkIn: string; checkOut: string }[];
}

function RoomsForStay({ stay, party, onState }: { stay: StaySearch; party: Party; onState: (live: LiveRoomsState) => void }) {
  const { draft } = useBookingDraft();
  const state = useRoomsForStay(stay);
  const soldOut = state.status === 'ready' && soldOutFor(state.offers, party);
  const nearest = useNearestFreeStays(stay, party, draft.room, soldOut);
  const key = stayKey(stay);
  useEffect(() => onState({ stay: key, state, nearest }), [key, state, nearest, onState]);
  return null;
}

/**
 * The rooms page's live part (a lazy chunk with Apollo): the free rooms from the API, handed to
 * the page, which keeps showing the same list (rendered on the server from the embedded answers),
 * so the rooms a guest picked before it arrived stay picked.
 */
export default function RoomsLive({
  stay,
  party,
  onState,
}: {
  stay: StaySearch;
  party: Party;
  onState: (live: LiveRoomsState) => void;
}) {
  return (
    <ApolloBoundary>
      <RoomsForStay stay={stay} party={party} onState={onState} />
    </ApolloBoundary>
  );
}
