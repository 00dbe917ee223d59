import { Link } from 'react-router-dom';
import { AmenityList } from '../../../../components/ui/AmenityList';
import { ResponsivePhoto } from '../../../../components/ui/ResponsivePhoto';
import { useLocalePath, useMessages } from '../../../../i18n';
import { formatRupees } from '../../../../lib/format';
import type { LandingRoom } from '../../landing-types';

const CARD_IMAGE = { width: 480, height: 320 } as const;
/** A 112 px square beside the text on phones; a column of the grid (at most about 400 px) from 600 px on. */
const CARD_SIZES = '(min-width: 600px) 400px, 112px';

/** A card per room: its cover photo, name, a few facts, three amenities (+N more) and a See Details link. */
export function RoomCards({ rooms }: { rooms: readonly LandingRoom[] }) {
  const { t, rich } = useMessages('landing');
  const common = useMessages('common');
  const localePath = useLocalePath();
  if (rooms.length === 0) return <p className="room-cards__empty">{t('roomsSoon')}</p>;
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
                {t('roomFacts', { type: common.t('roomType', { type: room.type }), count: room.maxCount })}
              </p>
              <p className="room-card__price">{rich('perNight', { price: <strong>{formatRupees(room.rentPerDay)}</strong> })}</p>
              <AmenityList amenities={room.amenities} />
              <Link className="btn btn--secondary room-card__link" to={localePath(`/room/${room.id}`)} aria-describedby={titleId}>
                {t('seeDetails')}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
