import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBookingDraft } from '../../../app/state/booking-draft';
import { JourneySteps } from '../../../components/ui/JourneySteps';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import type { RoomOffersQuery, RoomsForStayQuery } from '../../../graphql/generated';
import { usePageAnswer } from '../../../lib/apollo/embedded-data';
import { searchOfStay } from '../../../lib/booking-draft';
import { RequireDraft } from '../components/RequireDraft';
import type { RoomsForStayState } from '../api/use-rooms-for-stay';
import { AvailableRoomsView } from '../components/AvailableRoomsView';
import { RoomChoice } from '../components/RoomChoice';
import { useRoomsWords } from '../rooms-words';
import { NearestDates } from '../components/RoomSelection';
import { StaySummary } from '../components/StaySummary';
import { soldOutFor, type Party } from '../room-choice';
import { stayKey, validateStay, type StaySearch } from '../stay-rules';
import type { LiveRoomsState } from './RoomsLive';
import '../booking.css';

const RoomsLive = lazy(() => import('./RoomsLive'));

/**
 * The rooms for the stay: from the answers the server embedded for the stay in the address (the
 * page is rendered on the server with them) until the live part has its own, else a spinner.
 * The list stays the same element when the live rooms arrive, so a choice begun is kept.
 */
function Rooms({ stay, party }: { stay: StaySearch; party: Party }) {
  const { updateDraft } = useBookingDraft();
  const variables = { checkIn: stay.checkIn, checkOut: stay.checkOut };
  const embeddedRooms = usePageAnswer<RoomsForStayQuery>('RoomsForStay', variables)?.availableRooms;
  const embeddedOffers = usePageAnswer<RoomOffersQuery>('RoomOffers', variables)?.roomOffers;
  const [live, setLive] = useState<LiveRoomsState>();
  const key = stayKey(stay);
  const current = live?.stay === key ? live : undefined;
  const state: RoomsForStayState =
    current && (current.state.status !== 'loading' || !embeddedRooms || !embeddedOffers)
      ? current.state
      : embeddedRooms && embeddedOffers
        ? { status: 'ready', rooms: embeddedRooms, offers: embeddedOffers }
        : { status: 'loading' };
  const liveRooms = (
    <Suspense fallback={null}>
      <RoomsLive stay={stay} party={party} onState={setLive} />
    </Suspense>
  );
  if (state.status !== 'ready')
    return (
      <>
        <AvailableRoomsView state={state} onBook={() => undefined} />
        {liveRooms}
      </>
    );
  if (soldOutFor(state.offers, party))
    return (
      <>
        <AvailableRoomsView
          state={{ status: 'ready', rooms: [] }}
          onBook={() => undefined}
          empty={<NearestDates stays={current?.nearest ?? []} onChoose={(dates) => updateDraft({ ...dates, chosenRooms: [] })} />}
        />
        {liveRooms}
      </>
    );
  // A new stay starts a new choice.
  return (
    <>
      <RoomChoice key={key} offers={state.offers} rooms={state.rooms} party={party} />
      {liveRooms}
    </>
  );
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
  const words = useRoomsWords();
  return (
    <>
      <TopBar />
      <main className="page booking-page">
        <JourneySteps current="Room" />
        <h1>{words.rooms.t('roomsAndRates')}</h1>
        <StaySummary
          stay={stay}
          children={draft.children}
          startOpen={Boolean(validateStay(stay, undefined, words).first)}
          onChange={(changed) => updateDraft({ ...changed, chosenRooms: [] })}
        />
        <Rooms stay={stay} party={party} />
      </main>
    </>
  );
}

/** /check-rooms-and-rates: the rooms really free for the draft's dates, chosen by type and number. */
export default function CheckRoomsPage() {
  usePageTitle(useRoomsWords().rooms.t('roomsAndRates'));
  return (
    <RequireDraft needs={['checkIn']}>
      <CheckRooms />
    </RequireDraft>
  );
}
