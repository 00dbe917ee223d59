import { Link } from 'react-router-dom';
import { NightPrices } from '../../../components/price/NightPrices';
import { nightPrices, nightsText } from '../../../components/price/price-words';
import { TotalWithGst } from '../../../components/price/TotalWithGst';
import { Spinner } from '../../../components/ui/Spinner';
import type { BookableRoomFragment, StayTaxFieldsFragment } from '../../../graphql/generated';
import { formatDate } from '../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';

export type ChosenRoomState =
  { status: 'loading' } | { status: 'ready'; room: BookableRoomFragment } | { status: 'missing' } | { status: 'error' };
export type PriceState =
  | { status: 'loading' }
  | { status: 'ready'; nights: number; total: number; tax: StayTaxFieldsFragment }
  | { status: 'error'; detail?: string };

function RoomPart({ state }: { state: ChosenRoomState }) {
  if (state.status === 'loading') return <Spinner label="Loading your room…" />;
  if (state.status !== 'ready') {
    return (
      <div className="alert alert--danger" role="alert">
        <p className="alert__title">
          {state.status === 'missing'
            ? 'The room you chose is no longer available.'
            : 'Something went wrong while loading the room.'}
        </p>
        <Link to="/check-rooms-and-rates">Choose a room again</Link>
      </div>
    );
  }
  const { room } = state;
  return (
    <div className="summary-room">
      {room.imageUrls[0] && <img src={room.imageUrls[0]} alt="" width={120} height={80} />}
      <div>
        <p className="summary-room__name">{room.name}</p>
        <p className="summary-room__meta">
          {/* The room's own rent is not what these nights cost (weekends, seasons): the total below is. */}
          {ROOM_TYPE_LABELS[room.type]}
        </p>
      </div>
    </div>
  );
}

function PricePart({ price }: { price: PriceState }) {
  if (price.status === 'ready') {
    return (
      <>
        <div>
          <dt>Nights</dt>
          <dd>{nightsText(price.nights)}</dd>
        </div>
        <div className="summary-total">
          <dt>Total</dt>
          <dd>
            <TotalWithGst price={price.tax} />
          </dd>
        </div>
      </>
    );
  }
  return (
    <div className="summary-total">
      <dt>Total</dt>
      <dd>{price.status === 'loading' ? 'Calculating…' : 'Shown on the payment page'}</dd>
    </div>
  );
}

/**
 * The stay the guest is about to book: room, dates, nights and the server's total. Whether the
 * room takes the guests is the server's rule: its refusal shows here in its own words.
 */
export function BookingSummary({
  room,
  price,
  stay,
  adults,
}: {
  room: ChosenRoomState;
  price: PriceState;
  stay: { checkIn: string; checkOut: string };
  adults: number;
}) {
  return (
    <section className="booking-summary card" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">Your booking</h2>
      <RoomPart state={room} />
      <dl className="summary-lines">
        <div>
          <dt>Check-in</dt>
          <dd>{formatDate(stay.checkIn)}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{stay.checkOut ? formatDate(stay.checkOut) : '—'}</dd>
        </div>
        <div>
          <dt>Adults</dt>
          <dd>{adults}</dd>
        </div>
        <PricePart price={price} />
      </dl>
      {price.status === 'ready' && price.tax.lines.some((line) => line.nightsDiffer) && (
        <NightPrices nights={nightPrices(price.tax.lines.flatMap((line) => line.nights))} />
      )}
      {price.status === 'error' && price.detail && (
        <div className="alert alert--warning" role="alert">
          <p className="alert__title">{price.detail}</p>
          <Link to="/check-rooms-and-rates">Choose another room or dates</Link>
        </div>
      )}
      <Link className="booking-summary__change" to="/check-rooms-and-rates">
        Change room
      </Link>
    </section>
  );
}
