import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { spreadParty, useBookingDraft } from '../../../app/state/booking-draft';
import { Spinner } from '../../../components/ui/Spinner';
import { TopBar } from '../../../components/ui/TopBar';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useNearestFreeStays, useRoomsForStay } from '../api/use-rooms-for-stay';
import { AvailableRoomsView } from '../components/AvailableRoomsView';
import { BookingSteps } from '../components/BookingSteps';
import { RequireDraft } from '../components/RequireDraft';
import { NearestDates, OfferQuantity, RoomSelection } from '../components/RoomSelection';
import { StaySummary } from '../components/StaySummary';
import type { PricedRoom } from '../components/RoomCard';
import {
  initialQuantities,
  offerKey,
  pickedRooms,
  sizeAdvice,
  soldOutFor,
  type Party,
  type Quantities,
  type RoomOffer,
} from '../room-choice';
import { validateStay, type StaySearch } from '../stay-rules';
import { useChooseRoom } from '../use-choose-room';
import '../booking.css';

/** The free rooms as cards, one per offer (its cheapest room), each with a quantity to book. */
function RoomChoice({ offers, rooms, party }: { offers: RoomOffer[]; rooms: PricedRoom[]; party: Party }) {
  const { draft, updateDraft } = useBookingDraft();
  const navigate = useNavigate();
  const chooseRoom = useChooseRoom();
  const [quantities, setQuantities] = useState<Quantities>(() => initialQuantities(offers, draft, party));
  const picked = pickedRooms(offers, quantities, draft.roomId);
  const offerOf = new Map(offers.map((offer) => [offer.rooms[0]?.id, offer]));
  // One card per offer; a room a season's minimum stay keeps out of every offer shows why.
  const offered = new Set(offers.flatMap((offer) => offer.rooms.map((room) => room.id)));
  const cards = rooms.filter((room) => offerOf.has(room.id) || !offered.has(room.id));

  const goOn = () => {
    const guests = spreadParty(
      party,
      picked.map((room) => room.sleeps),
    );
    updateDraft({
      chosenRooms: picked.map((room, index) => ({ roomId: room.roomId, ...guests[index] })),
      roomId: picked[0].roomId,
      roomType: picked[0].type,
      room: picked.length,
    });
    void navigate('/user-details');
  };

  return (
    <div className="room-choice">
      <AvailableRoomsView
        state={{ status: 'ready', rooms: cards }}
        freeRooms={offered.size}
        onBook={chooseRoom}
        action={(room) => {
          const offer = offerOf.get(room.id);
          return offer ? (
            <OfferQuantity
              offer={offer}
              roomName={room.name}
              value={quantities[offerKey(offer)] ?? 0}
              onChange={(quantity) => setQuantities((current) => ({ ...current, [offerKey(offer)]: quantity }))}
            />
          ) : undefined;
        }}
      />
      <RoomSelection picked={picked} party={party} advice={sizeAdvice(offers, picked, party)} onContinue={goOn} />
    </div>
  );
}

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

function CheckRooms() {
  const { draft, updateDraft } = useBookingDraft();
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
        <WithApollo
          fallback={
            <div className="rooms-loading">
              <Spinner label="Loading available rooms…" />
            </div>
          }
        >
          <RoomsForStay stay={stay} party={party} />
        </WithApollo>
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
