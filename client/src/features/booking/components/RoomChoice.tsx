import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { spreadParty, useBookingDraft } from '../../../app/state/booking-draft';
import {
  initialQuantities,
  offerKey,
  pickedRooms,
  sizeAdvice,
  type Party,
  type Quantities,
  type RoomOffer,
} from '../room-choice';
import { useChooseRoom } from '../use-choose-room';
import { AvailableRoomsView } from './AvailableRoomsView';
import type { PricedRoom } from './RoomCard';
import { OfferQuantity, RoomSelection } from './RoomSelection';

/** The free rooms as cards, one per offer (its cheapest room), each with a quantity to book. */
export function RoomChoice({ offers, rooms, party }: { offers: RoomOffer[]; rooms: PricedRoom[]; party: Party }) {
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
