import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Spinner } from '../../../components/ui/Spinner';
import type { RoomDetailQuery } from '../../../graphql/generated';
import { BOOKING_FORM_LINK, BOOKING_FORM_STATE } from '../../../lib/booking-form-link';
import { formatDate, formatRupees } from '../../../lib/format';
import { useLocalePath, useMessages } from '../../../i18n';
import { useRoomWords } from '../room-words';
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

function BookingBox({ room, offer }: { room: RoomDetail; offer: StayOffer }) {
  const { t, locale } = useRoomWords();
  const localePath = useLocalePath();
  // Each date whole on its line; the range may break between them.
  const dates = (
    <>
      <span className="nowrap">{formatDate(offer.checkIn, locale)}</span> –{' '}
      <span className="nowrap">{offer.checkOut ? formatDate(offer.checkOut, locale) : '?'}</span>
    </>
  );
  return (
    <div className="room-book card">
      <p className="room-book__stay">
        <span className="room-book__label">{t('yourStay')}</span> {dates}
        <br />
        {t('adults', { count: offer.adults })}
      </p>
      {!room.isAvailable || offer.availability === 'taken' || offer.availability === 'unknown' ? (
        <p className="room-book__taken">
          {t('cannotBookForStay')} <Link to={localePath('/check-rooms-and-rates')}>{t('seeFreeRooms')}</Link>
        </p>
      ) : (
        <button
          type="button"
          className="btn btn--primary"
          disabled={offer.availability === 'checking'}
          onClick={() => offer.onBook(room)}
        >
          {offer.availability === 'checking' ? t('checkingDates') : t('bookThisRoom')}
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
  const { t, rich, locale } = useRoomWords();
  const common = useMessages('common');
  const localePath = useLocalePath();
  if (state.status !== 'ready') {
    return (
      <div className="room-detail">
        <BackLink />
        {state.status === 'loading' && (
          <>
            <h1 className="visually-hidden">{t('roomDetails')}</h1>
            <Spinner label={t('loadingRoom')} />
          </>
        )}
        {state.status === 'error' && (
          <>
            <h1>{t('roomDetails')}</h1>
            <Alert tone="danger">{t('error')}</Alert>
          </>
        )}
        {state.status === 'not-found' && (
          <>
            <h1>{t('notFoundTitle')}</h1>
            <p>{t('notFoundText')}</p>
            <Link className="btn btn--primary" to={localePath('/')}>
              {t('seeOurRooms')}
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
            {rich('perNight', { price: <strong>{formatRupees(room.rentPerDay, locale)}</strong> })}
          </p>
          <dl className="room-detail__facts">
            <div>
              <dt>{t('type')}</dt>
              <dd>{common.t('roomType', { type: room.type })}</dd>
            </div>
            <div>
              <dt>{t('maxGuests')}</dt>
              <dd>{room.maxCount}</dd>
            </div>
          </dl>
          {offer && <BookingBox room={room} offer={offer} />}
          <h2>{t('aboutThisRoom')}</h2>
          <p className="room-detail__description">{room.description}</p>
          {room.amenities.length > 0 && (
            <>
              <h2>{common.t('amenities')}</h2>
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
              to={{ ...BOOKING_FORM_LINK, pathname: localePath(BOOKING_FORM_LINK.pathname) }}
              state={BOOKING_FORM_STATE}
              onClick={() => onCheckAvailability?.(room)}
            >
              {t('checkAvailability')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
