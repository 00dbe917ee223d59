import { useMessages } from '../../../../i18n';

/**
 * What the Rooms section shows while the rooms are on their way. A file of its own: the landing
 * page paints it before the data layer, the room types' labels and the cards load.
 */
export function RoomCardsSkeleton() {
  const { t } = useMessages('landing');
  return (
    <ul className="room-cards" aria-busy="true" aria-label={t('loadingRooms')}>
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
