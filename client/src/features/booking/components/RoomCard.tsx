import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MinimumStayNote } from '../../../components/price/MinimumStayNote';
import { NightPrices } from '../../../components/price/NightPrices';
import { rentPerNight } from '../../../components/price/price-words';
import { useLocalePath } from '../../../i18n';
import { StayPriceTag } from '../../../components/price/StayPriceTag';
import { AmenityList } from '../../../components/ui/AmenityList';
import { ResponsivePhoto } from '../../../components/ui/ResponsivePhoto';
import type { BookableRoomFragment, StayPriceFieldsFragment } from '../../../graphql/generated';
import { bookSearch, USER_DETAILS_PATH } from '../../../lib/booking-draft';
import { shortDescription } from '../room-card-rules';
import { roomTypeName, useRoomsWords } from '../rooms-words';
import { HiddenSearch } from './HiddenSearch';

/** A free room with the server's price for the chosen dates. */
export type PricedRoom = BookableRoomFragment & { stayPrice: StayPriceFieldsFragment };

/**
 * One available room: photo, facts, its total for the stay (GST included, each night's price when
 * they differ), a short description, three amenities, See Details and Book. A room whose season
 * asks for more nights says so and cannot be booked for these dates.
 */
export function RoomCard({
  room,
  eager,
  onBook,
  action,
}: {
  room: PricedRoom;
  eager: boolean;
  onBook(room: BookableRoomFragment): void;
  /** In place of the Book button: e.g. how many rooms of this kind to book. */
  action?: ReactNode;
}) {
  const headingId = `room-${room.id}-name`;
  const photo = room.photos[0];
  const price = room.stayPrice;
  const minimumId = `room-${room.id}-minimum`;
  const { search } = useLocation();
  const localePath = useLocalePath();
  const words = useRoomsWords();
  const { t, locale } = words.rooms;
  return (
    <article className="room-card-b" aria-labelledby={headingId}>
      <div className="room-card-b__photo">
        {photo ? (
          <ResponsivePhoto
            photo={photo}
            alt={t('photoOf', { room: room.name })}
            sizes="(min-width: 1100px) 33vw, (min-width: 700px) 50vw, 100vw"
            fallbackSize={{ width: 600, height: 400 }}
            priority={eager}
          />
        ) : (
          <span className="room-card-b__no-photo">{t('noPhoto')}</span>
        )}
      </div>
      <div className="room-card-b__body">
        <h2 id={headingId} className="room-card-b__name">
          {room.name}
        </h2>
        <dl className="room-card-b__facts">
          <div>
            <dt>{t('type')}</dt>
            <dd>{roomTypeName(words, room.type)}</dd>
          </div>
          <div>
            <dt>{t('maxGuests')}</dt>
            <dd>{room.maxCount}</dd>
          </div>
          <div>
            <dt>{t('rentPerNight')}</dt>
            <dd className="room-card-b__rent">{rentPerNight(price.perNight, price.ratesIncludeGst, locale)}</dd>
          </div>
        </dl>
        <div className="room-card-b__price">
          {price.minimumStay ? <MinimumStayNote minimum={price.minimumStay} id={minimumId} /> : <StayPriceTag price={price} />}
          {price.nightsDiffer && <NightPrices nights={price.perNight} />}
        </div>
        <p className="room-card-b__description">{shortDescription(room.description)}</p>
        <AmenityList amenities={room.amenities} />
        <div className="room-card-b__actions">
          <Link className="btn btn--secondary" to={localePath(`/room/${room.id}`)}>
            {t('seeDetails')}
            <span className="visually-hidden">{t('ofRoom', { room: room.name })}</span>
          </Link>
          {action ?? (
            // Before the scripts arrive, Book sends the room and the stay to /user-details, whose
            // address makes them the draft (lib/booking-draft.ts choiceFromSearch).
            <form className="room-card-b__book" method="get" action={localePath(USER_DETAILS_PATH)}>
              <HiddenSearch search={bookSearch(search, room)} />
              <button
                type="submit"
                className="btn btn--primary"
                onClick={(event) => {
                  event.preventDefault();
                  onBook(room);
                }}
                disabled={Boolean(price.minimumStay)}
                aria-describedby={price.minimumStay ? minimumId : undefined}
              >
                {t('book')}
                <span className="visually-hidden">{t('roomName', { room: room.name })}</span>
              </button>
            </form>
          )}
        </div>
      </div>
    </article>
  );
}
