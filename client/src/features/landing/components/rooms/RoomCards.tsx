import { Link } from 'react-router-dom';
import { formatRupees } from '../../../../lib/format';
import type { LandingRoom } from '../../landing-types';
import { roomTypeLabel } from '../booking/wizard-model';

const CARD_IMAGE = { width: 480, height: 320 } as const;

/** A card per room: its cover photo, name, a few facts and a See Details link. */
export function RoomCards({ rooms }: { rooms: readonly LandingRoom[] }) {
  if (rooms.length === 0) return <p className="room-cards__empty">Our rooms will be listed here soon. Please call us to book.</p>;
  return (
    <ul className="room-cards">
      {rooms.map((room) => {
        const titleId = `room-card-${room.id}`;
        return (
          <li key={room.id} className="room-card">
            {room.imageUrls[0] ? (
              <img
                className="room-card__image"
                src={room.imageUrls[0]}
                alt={room.name}
                width={CARD_IMAGE.width}
                height={CARD_IMAGE.height}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <div className="room-card__image room-card__image--none" aria-hidden="true" />
            )}
            <div className="room-card__body">
              <h3 id={titleId} className="room-card__name">
                {room.name}
              </h3>
              <p className="room-card__facts">
                {roomTypeLabel(room.type)} · up to {room.maxCount} {room.maxCount === 1 ? 'guest' : 'guests'}
              </p>
              <p className="room-card__price">
                <strong>{formatRupees(room.rentPerDay)}</strong> per night
              </p>
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

/** What the Rooms section shows while the rooms are on their way. */
export function RoomCardsSkeleton() {
  return (
    <ul className="room-cards" aria-busy="true" aria-label="Loading rooms">
      {[0, 1, 2].map((i) => (
        <li key={i} className="room-card room-card--skeleton" aria-hidden="true">
          <div className="room-card__image" />
          <div className="room-card__body">
            <span className="skeleton-line skeleton-line--title" />
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
