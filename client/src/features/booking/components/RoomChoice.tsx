import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { spreadParty, useBookingDraft } from '../../../app/state/booking-draft';
import { takeChoiceBeforeHydration } from '../../../lib/before-hydration';
import { useLocalePath } from '../../../i18n';
import { CHECK_ROOMS_PATH, searchOfStay } from '../../../lib/booking-draft';
import {
  initialQuantities,
  offerKey,
  partySize,
  partyWords,
  pickedRooms,
  sizeAdvice,
  type Party,
  type Quantities,
  type RoomOffer,
} from '../room-choice';
import { useRoomsWords } from '../rooms-words';
import { useChooseRoom } from '../use-choose-room';
import { AvailableRoomsView } from './AvailableRoomsView';
import type { PricedRoom } from './RoomCard';
import { HiddenSearch } from './HiddenSearch';
import { OfferQuantity, quantityFieldId, RoomSelection } from './RoomSelection';

/** Whether the page starts with several rooms: asked for, chosen before, or the only way the party fits. */
function startsWithSeveral(offers: readonly RoomOffer[], party: Party, rooms: number, chosen: number): boolean {
  return rooms > 1 || chosen > 1 || !offers.some((offer) => offer.left > 0 && offer.sleeps >= partySize(party));
}

/**
 * The free rooms as cards, one per offer (its cheapest room). One room is one tap: a card's Book
 * books it for the whole party. Several rooms are chosen by number per card, with their total and
 * a Continue, after "Book more than one room" (or from the start when the party asked for them).
 */
export function RoomChoice({ offers, rooms, party }: { offers: RoomOffer[]; rooms: PricedRoom[]; party: Party }) {
  const { draft, updateDraft } = useBookingDraft();
  const navigate = useNavigate();
  const chooseRoom = useChooseRoom();
  const localePath = useLocalePath();
  const words = useRoomsWords();
  const { t } = words.rooms;
  const forParty = partyWords(party, words);
  const [several, setSeveral] = useState(() => startsWithSeveral(offers, party, draft.room, draft.chosenRooms.length));
  const [quantities, setQuantities] = useState<Quantities>(() => initialQuantities(offers, draft, party));
  const picked = pickedRooms(offers, quantities, draft.roomId);
  const offerOf = new Map(offers.map((offer) => [offer.rooms[0]?.id, offer]));
  // One card per offer; a room a season's minimum stay keeps out of every offer shows why.
  const offered = new Set(offers.flatMap((offer) => offer.rooms.map((room) => room.id)));
  const cards = rooms.filter((room) => offerOf.has(room.id) || !offered.has(room.id));
  const oneRoomFits = offers.some((offer) => offer.left > 0 && offer.sleeps >= partySize(party));

  // Numbers picked on the server-rendered page before its scripts arrived are the choice.
  useEffect(() => {
    const before: Quantities = {};
    for (const offer of offers) {
      const value = Number(takeChoiceBeforeHydration(quantityFieldId(offer)));
      if (Number.isInteger(value) && value >= 0) before[offerKey(offer)] = Math.min(value, offer.left);
    }
    if (Object.keys(before).length > 0) setQuantities((current) => ({ ...current, ...before }));
  }, [offers]);

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
    void navigate(localePath('/user-details'));
  };

  return (
    <div className="room-choice">
      <div className="rooms-mode">
        {t(several ? 'chooseRoomsFor' : 'oneRoomFor', { party: forParty })}{' '}
        {(!several || oneRoomFits) && (
          // Before the scripts arrive: the page again, rendered for one room or several.
          <form className="rooms-mode__form" method="get" action={localePath(CHECK_ROOMS_PATH)}>
            <HiddenSearch search={searchOfStay({ ...draft, room: several ? 1 : Math.max(2, draft.room) })} />
            <button
              type="submit"
              className="rooms-mode__switch"
              onClick={(event) => {
                event.preventDefault();
                setSeveral(!several);
              }}
            >
              {t(several ? 'bookOneRoom' : 'bookSeveralRooms')}
            </button>
          </form>
        )}
      </div>
      <AvailableRoomsView
        state={{ status: 'ready', rooms: cards }}
        freeRooms={offered.size}
        onBook={chooseRoom}
        action={(room) => {
          const offer = offerOf.get(room.id);
          if (!offer) return undefined;
          if (!several) {
            return offer.sleeps < partySize(party) ? (
              <p className="room-card-b__too-small">{t('sleepsTooFew', { sleeps: offer.sleeps, party: forParty })}</p>
            ) : undefined;
          }
          return (
            <OfferQuantity
              offer={offer}
              roomName={room.name}
              value={quantities[offerKey(offer)] ?? 0}
              onChange={(quantity) => setQuantities((current) => ({ ...current, [offerKey(offer)]: quantity }))}
            />
          );
        }}
      />
      {several && (
        <RoomSelection
          picked={picked}
          party={party}
          advice={sizeAdvice(offers, picked, party, words)}
          words={words}
          onContinue={goOn}
        />
      )}
    </div>
  );
}
