import { formatDate, formatRupees } from '../../../lib/format';
import { offerKey, partyWords, pickedTotal, type Party, type PickedRoom, type RoomOffer } from '../room-choice';
import { useRoomsWords, type RoomsWords } from '../rooms-words';

/** The id of an offer's number picker (also how a pick made before hydration is found again). */
export const quantityFieldId = (offer: RoomOffer) => `quantity-${offerKey(offer).replace('/', '-')}`;

/** How many rooms of an offer to book, with how many are left ("2 left"). */
export function OfferQuantity({
  offer,
  value,
  roomName,
  onChange,
}: {
  offer: RoomOffer;
  value: number;
  /** The room the card shows, for the label's sake. */
  roomName: string;
  onChange(quantity: number): void;
}) {
  const id = quantityFieldId(offer);
  const { t } = useRoomsWords().rooms;
  return (
    <div className="offer-quantity">
      <label htmlFor={id}>
        {t('roomsOfKind')}
        <span className="visually-hidden">{t('roomsLike', { room: roomName })}</span>
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: offer.left + 1 }, (_, count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
      <span className="offer-quantity__left">{t('roomsLeft', { left: offer.left })}</span>
    </div>
  );
}

/**
 * The rooms chosen so far with their running total (each room's price for the stay, added up),
 * why they do not suit the party yet, and Continue once they do.
 */
export function RoomSelection({
  picked,
  party,
  advice,
  words,
  onContinue,
}: {
  picked: readonly PickedRoom[];
  party: Party;
  advice?: string;
  words: RoomsWords;
  onContinue(): void;
}) {
  const { t, locale } = words.rooms;
  const forParty = partyWords(party, words);
  const sleeps = picked.reduce((sum, room) => sum + room.sleeps, 0);
  const ready = picked.length > 0 && !advice;
  return (
    <section className="room-selection card" aria-labelledby="room-selection-title" aria-live="polite">
      <h2 id="room-selection-title" className="room-selection__title">
        {picked.length === 0
          ? t('selectionTitle', { party: forParty })
          : t('roomsFor', { rooms: picked.length, party: forParty })}
      </h2>
      {picked.length > 0 && <p className="room-selection__sleeps">{t('sleepsUpTo', { rooms: picked.length, sleeps })}</p>}
      {picked.length > 0 && (
        <ul className="room-selection__rooms">
          {picked.map((room) => (
            <li key={room.roomId}>
              <span>{room.name}</span> <span className="room-selection__price">{formatRupees(room.stayTotal, locale)}</span>
            </li>
          ))}
        </ul>
      )}
      {picked.length > 0 && (
        <p className="room-selection__total">
          {t('total')} <strong>{formatRupees(pickedTotal(picked), locale)}</strong> <span>{t('gstIncluded')}</span>
        </p>
      )}
      {advice && (
        <p className="room-selection__advice" role="status">
          {advice}
        </p>
      )}
      <button type="button" className="btn btn--primary room-selection__continue" disabled={!ready} onClick={onContinue}>
        {t('continue')}
      </button>
    </section>
  );
}

/** Other dates to try when the stay is sold out for the party; choosing one changes the stay. */
export function NearestDates({
  stays,
  onChoose,
}: {
  stays: readonly { checkIn: string; checkOut: string }[];
  onChoose(stay: { checkIn: string; checkOut: string }): void;
}) {
  const { t, locale } = useRoomsWords().rooms;
  if (stays.length === 0) return null;
  return (
    <div className="nearest-dates">
      <p>{t('nearbyDates')}</p>
      <ul>
        {stays.map((stay) => (
          <li key={stay.checkIn}>
            <button type="button" className="btn btn--secondary" onClick={() => onChoose(stay)}>
              {t('dateRange', { from: formatDate(stay.checkIn, locale), to: formatDate(stay.checkOut, locale) })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
