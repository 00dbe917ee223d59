import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Spinner } from '../../../components/ui/Spinner';
import type { RoomDetailQuery } from '../../../graphql/generated';
import { BOOKING_FORM_LINK, BOOKING_FORM_STATE } from '../../../lib/booking-form-link';
import { formatDate, formatRupees } from '../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';
import { BackLink } from './BackLink';
import { RoomGallery } from './RoomGallery';

export type RoomDetail = NonNullable<RoomDetailQuery['room']>;
export type RoomDetailState =
  { status: 'loading' } | { status: 'ready'; room: RoomDetail } | { status: 'not-found' } | { status: 'error' };
export type StayAvailability = 'checking' | 'free' | 'taken' | 'unknown';

export interface StayOffer {
  checkIn: string;
  checkOut: string;
  adults: number;
  availability: StayAvailability;
  onBook(room: RoomDetail): void;
}

export const ROOM_MESSAGES = {
  error: 'Something went wrong please refresh the page',
  notFoundTitle: 'Room not found',
  notFoundText: 'This room does not exist or is no longer listed.',
} as const;

function BookingBox({ room, offer }: { room: RoomDetail; offer: StayOffer }) {
  // Each date whole on its line; the range may break between them.
  const dates = (
    <>
      <span className="nowrap">{formatDate(offer.checkIn)}</span> –{' '}
      <span className="nowrap">{offer.checkOut ? formatDate(offer.checkOut) : '?'}</span>
    </>
  );
  const adults = `${offer.adults} ${offer.adults === 1 ? 'adult' : 'adults'}`;
  return (
    <div className="room-book card">
      <p className="room-book__stay">
        <span className="room-book__label">Your stay</span> {dates}
        <br />
        {adults}
      </p>
      {!room.isAvailable || offer.availability === 'taken' || offer.availability === 'unknown' ? (
        <p className="room-book__taken">
          This room cannot be booked for your stay. <Link to="/check-rooms-and-rates">See the rooms that are free</Link>
        </p>
      ) : (
        <button
          type="button"
          className="btn btn--primary"
          disabled={offer.availability === 'checking'}
          onClick={() => offer.onBook(room)}
        >
          {offer.availability === 'checking' ? 'Checking your dates…' : 'Book this room'}
        </button>
      )}
    </div>
  );
}

/**
 * The public page of one room: photos, facts, amenities, and booking when dates are chosen.
 * Without dates, "Check availability" takes the room to the booking form (`onCheckAvailability`
 * keeps it in the booking draft first).
 */
export function RoomDetailView({
  state,
  offer,
  onCheckAvailability,
}: {
  state: RoomDetailState;
  offer?: StayOffer;
  onCheckAvailability?(room: RoomDetail): void;
}) {
  if (state.status !== 'ready') {
    return (
      <div className="room-detail">
        <BackLink />
        {state.status === 'loading' && (
          <>
            <h1 className="visually-hidden">Room details</h1>
            <Spinner label="Loading room…" />
          </>
        )}
        {state.status === 'error' && (
          <>
            <h1>Room details</h1>
            <Alert tone="danger">{ROOM_MESSAGES.error}</Alert>
          </>
        )}
        {state.status === 'not-found' && (
          <>
            <h1>{ROOM_MESSAGES.notFoundTitle}</h1>
            <p>{ROOM_MESSAGES.notFoundText}</p>
            <Link className="btn btn--primary" to="/">
              See our rooms
            </Link>
          </>
        )}
      </div>
    );
  }
  const { room } = state;
  return (
    <article className="room-detail">
      <BackLink />
      <div className="room-detail__layout">
        <RoomGallery photos={room.photos} name={room.name} />
        <div className="room-detail__info">
          <h1>{room.name}</h1>
          <p className="room-detail__rent">
            <strong>{formatRupees(room.rentPerDay)}</strong> per night
          </p>
          <dl className="room-detail__facts">
            <div>
              <dt>Type</dt>
              <dd>{ROOM_TYPE_LABELS[room.type]}</dd>
            </div>
            <div>
              <dt>Max guests</dt>
              <dd>{room.maxCount}</dd>
            </div>
          </dl>
          {offer && <BookingBox room={room} offer={offer} />}
          <h2>About this room</h2>
          <p className="room-detail__description">{room.description}</p>
          {room.amenities.length > 0 && (
            <>
              <h2>Amenities</h2>
              <ul className="room-detail__amenities">
                {room.amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
            </>
          )}
          {!offer && (
            <Link
              className="btn btn--primary"
              to={BOOKING_FORM_LINK}
              state={BOOKING_FORM_STATE}
              onClick={() => onCheckAvailability?.(room)}
            >
              Check availability
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
