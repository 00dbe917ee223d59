import { formatDate, formatRupees } from '../../../lib/format';
import { offerKey, partyWords, pickedTotal, type Party, type PickedRoom, type RoomOffer } from '../room-choice';

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
  return (
    <div className="offer-quantity">
      <label htmlFor={id}>
        Rooms<span className="visually-hidden"> like {roomName}</span>
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: offer.left + 1 }, (_, count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
      <span className="offer-quantity__left">{offer.left} left</span>
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
  onContinue,
}: {
  picked: readonly PickedRoom[];
  party: Party;
  advice?: string;
  onContinue(): void;
}) {
  const sleeps = picked.reduce((sum, room) => sum + room.sleeps, 0);
  const ready = picked.length > 0 && !advice;
  return (
    <section className="room-selection card" aria-labelledby="room-selection-title" aria-live="polite">
      <h2 id="room-selection-title" className="room-selection__title">
        {picked.length === 0
          ? `Choose rooms for ${partyWords(party)}`
          : `${picked.length} ${picked.length === 1 ? 'room' : 'rooms'} for ${partyWords(party)}`}
      </h2>
      {picked.length > 0 && <p className="room-selection__sleeps">{`Sleep${picked.length === 1 ? 's' : ''} up to ${sleeps}`}</p>}
      {picked.length > 0 && (
        <ul className="room-selection__rooms">
          {picked.map((room) => (
            <li key={room.roomId}>
              <span>{room.name}</span> <span className="room-selection__price">{formatRupees(room.stayTotal)}</span>
            </li>
          ))}
        </ul>
      )}
      {picked.length > 0 && (
        <p className="room-selection__total">
          Total <strong>{formatRupees(pickedTotal(picked))}</strong> <span>(GST included)</span>
        </p>
      )}
      {advice && (
        <p className="room-selection__advice" role="status">
          {advice}
        </p>
      )}
      <button type="button" className="btn btn--primary room-selection__continue" disabled={!ready} onClick={onContinue}>
        Continue
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
  if (stays.length === 0) return null;
  return (
    <div className="nearest-dates">
      <p>Free on these dates nearby:</p>
      <ul>
        {stays.map((stay) => (
          <li key={stay.checkIn}>
            <button type="button" className="btn btn--secondary" onClick={() => onChoose(stay)}>
              {formatDate(stay.checkIn)} – {formatDate(stay.checkOut)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
