import { useBookingDraft } from '../../../app/state/booking-draft';
import ApolloBoundary from '../../../lib/apollo/ApolloBoundary';
import { useNearestFreeStays, useRoomsForStay } from '../api/use-rooms-for-stay';
import { AvailableRoomsView } from '../components/AvailableRoomsView';
import { RoomChoice } from '../components/RoomChoice';
import { NearestDates } from '../components/RoomSelection';
import { soldOutFor, type Party } from '../room-choice';
import type { StaySearch } from '../stay-rules';

function RoomsForStay({ stay, party }: { stay: StaySearch; party: Party }) {
  const { draft, updateDraft } = useBookingDraft();
  const state = useRoomsForStay(stay);
  const soldOut = state.status === 'ready' && soldOutFor(state.offers, party);
  const nearest = useNearestFreeStays(stay, party, draft.room, soldOut);
  if (state.status !== 'ready') return <AvailableRoomsView state={state} onBook={() => undefined} />;
  if (soldOut) {
    return (
      <AvailableRoomsView
        state={{ status: 'ready', rooms: [] }}
        onBook={() => undefined}
        empty={<NearestDates stays={nearest} onChoose={(dates) => updateDraft({ ...dates, chosenRooms: [] })} />}
      />
    );
  }
  // A new stay starts a new choice.
  return <RoomChoice key={`${stay.checkIn}/${stay.checkOut}`} offers={state.offers} rooms={state.rooms} party={party} />;
}

/** The rooms page's live part: the free rooms from the API (a lazy chunk with Apollo). */
export default function RoomsLive({ stay, party }: { stay: StaySearch; party: Party }) {
  return (
    <ApolloBoundary>
      <RoomsForStay stay={stay} party={party} />
    </ApolloBoundary>
  );
}
