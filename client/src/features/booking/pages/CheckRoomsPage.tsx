import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBookingDraft } from '../../../app/state/booking-draft';
import { Spinner } from '../../../components/ui/Spinner';
import { TopBar } from '../../../components/ui/TopBar';
import type { RoomOffersQuery, RoomsForStayQuery } from '../../../graphql/generated';
import { peekEmbeddedAnswer } from '../../../lib/apollo/embedded-data';
import { searchOfStay } from '../../../lib/booking-draft';
import { BookingSteps } from '../components/BookingSteps';
import { RequireDraft } from '../components/RequireDraft';
import { RoomChoice } from '../components/RoomChoice';
import { StaySummary } from '../components/StaySummary';
import { soldOutFor, type Party } from '../room-choice';
import { validateStay, type StaySearch } from '../stay-rules';
import '../booking.css';

const RoomsLive = lazy(() => import('./RoomsLive'));

/**
 * The first paint of the rooms: from the answers the server embedded for the stay in the
 * address (the same RoomChoice the live part shows), else a spinner while the live part loads.
 */
function FirstRooms({ stay, party }: { stay: StaySearch; party: Party }) {
  const variables = { checkIn: stay.checkIn, checkOut: stay.checkOut };
  const rooms = peekEmbeddedAnswer<RoomsForStayQuery>('RoomsForStay', variables)?.availableRooms;
  const offers = peekEmbeddedAnswer<RoomOffersQuery>('RoomOffers', variables)?.roomOffers;
  if (!rooms || !offers || soldOutFor(offers, party))
    return (
      <div className="rooms-loading">
        <Spinner label="Loading available rooms…" />
      </div>
    );
  return <RoomChoice key={`${stay.checkIn}/${stay.checkOut}`} offers={offers} rooms={rooms} party={party} />;
}

/**
 * The stay is in the page's address (?checkIn=…&checkOut=…&adults=…), so the page can be linked
 * and the server can send its rooms with it. The draft leads (an address opened from outside set
 * it as the app started, see BookingDraftProvider); the address follows each change in place.
 */
function useStayInAddress() {
  const { draft } = useBookingDraft();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const wanted = searchOfStay(draft);
  useEffect(() => {
    if (wanted !== search) void navigate({ pathname, search: wanted }, { replace: true });
  }, [wanted, search, pathname, navigate]);
}

function CheckRooms() {
  const { draft, updateDraft } = useBookingDraft();
  useStayInAddress();
  const stay = { checkIn: draft.checkIn, checkOut: draft.checkOut, guest: draft.guest };
  const party = { adults: draft.guest, children: draft.children };
  return (
    <>
      <TopBar />
      <main className="page booking-page">
        <BookingSteps current="Room" />
        <h1>Rooms and rates</h1>
        <StaySummary
          stay={stay}
          children={draft.children}
          startOpen={Boolean(validateStay(stay).first)}
          onChange={(changed) => updateDraft({ ...changed, chosenRooms: [] })}
        />
        <Suspense fallback={<FirstRooms stay={stay} party={party} />}>
          <RoomsLive stay={stay} party={party} />
        </Suspense>
      </main>
    </>
  );
}

/** /check-rooms-and-rates: the rooms really free for the draft's dates, chosen by type and number. */
export default function CheckRoomsPage() {
  return (
    <RequireDraft needs={['checkIn']}>
      <CheckRooms />
    </RequireDraft>
  );
}
