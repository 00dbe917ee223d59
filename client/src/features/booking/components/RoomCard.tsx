import { Link } from 'react-router-dom';
import type { BookableRoomFragment } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';
import { amenityPreview, shortDescription } from '../room-card-rules';

/** One available room: photo, facts, a short description, three amenities, See Details and Book. */
export function RoomCard({
  room,
  eager,
  onBook,
}: {
  room: BookableRoomFragment;
  eager: boolean;
  onBook(room: BookableRoomFragment): void;
}) {
  const headingId = `room-${room.id}-name`;
  const { shown, more } = amenityPreview(room.amenities);
  const photo = room.imageUrls[0];
  return (
    <article className="room-card-b" aria-labelledby={headingId}>
      <div className="room-card-b__photo">
        {photo ? (
          <img
            src={photo}
            alt={`Photo of ${room.name}`}
            width={600}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <span className="room-card-b__no-photo">No photo yet</span>
        )}
      </div>
      <div className="room-card-b__body">
        <h2 id={headingId} className="room-card-b__name">
          {room.name}
        </h2>
        <dl className="room-card-b__facts">
          <div>
            <dt>Type</dt>
            <dd>{ROOM_TYPE_LABELS[room.type]}</dd>
          </div>
          <div>
            <dt>Max guests</dt>
            <dd>{room.maxCount}</dd>
          </div>
          <div>
            <dt>Rent per night</dt>
            <dd className="room-card-b__rent">{formatRupees(room.rentPerDay)}</dd>
          </div>
        </dl>
        <p className="room-card-b__description">{shortDescription(room.description)}</p>
        {shown.length > 0 && (
          <ul className="amenity-list" aria-label="Amenities">
            {shown.map((amenity) => (
              <li key={amenity} className="amenity">
                {amenity}
              </li>
            ))}
            {more > 0 && <li className="amenity amenity--more">+{more} more</li>}
          </ul>
        )}
        <div className="room-card-b__actions">
          <Link className="btn btn--secondary" to={`/room/${room.id}`}>
            See Details<span className="visually-hidden"> of {room.name}</span>
          </Link>
          <button type="button" className="btn btn--primary" onClick={() => onBook(room)}>
            Book<span className="visually-hidden"> {room.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
