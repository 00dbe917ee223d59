import { Link } from 'react-router-dom';
import { AmenityList } from '../../../../components/ui/AmenityList';
import { ResponsivePhoto } from '../../../../components/ui/ResponsivePhoto';
import { formatRupees } from '../../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../../lib/labels';
import type { LandingRoom } from '../../landing-types';

const CARD_IMAGE = { width: 480, height: 320 } as const;
/** A 112 px square beside the text on phones; a column of the grid (at most about 400 px) from 600 px on. */
const CARD_SIZES = '(min-width: 600px) 400px, 112px';

/** A card per room: its cover photo, name, a few facts, three amenities (+N more) and a See Details link. */
export function RoomCards({ rooms }: { rooms: readonly LandingRoom[] }) {
  if (rooms.length === 0) return <p className="room-cards__empty">Our rooms will be listed here soon. Please call us to book.</p>;
  return (
    <ul className="room-cards">
      {rooms.map((room) => {
        const titleId = `room-card-${room.id}`;
        return (
          <li key={room.id} className="room-card">
            {room.photos[0] ? (
              <ResponsivePhoto
                className="room-card__image"
                photo={room.photos[0]}
                alt={room.name}
                sizes={CARD_SIZES}
                fallbackSize={CARD_IMAGE}
              />
            ) : (
              <div className="room-card__image room-card__image--none" aria-hidden="true" />
            )}
            <div className="room-card__body">
              <h3 id={titleId} className="room-card__name">
                {room.name}
              </h3>
              <p className="room-card__facts">
                {ROOM_TYPE_LABELS[room.type]} · up to {room.maxCount} {room.maxCount === 1 ? 'guest' : 'guests'}
              </p>
              <p className="room-card__price">
                <strong>{formatRupees(room.rentPerDay)}</strong> per night
              </p>
              <AmenityList amenities={room.amenities} />
              <Link className="btn btn--secondary room-card__link" to={`/room/${room.id}`} aria-describedby={titleId}>
                See Details
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
