import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Spinner } from '../../../components/ui/Spinner';
import type { BookableRoomFragment } from '../../../graphql/generated';
import type { RequestProblem } from '../../../lib/graphql-errors';
import { useRoomsWords } from '../rooms-words';
import { RoomCard, type PricedRoom } from './RoomCard';

export type RoomsState =
  { status: 'loading' } | { status: 'ready'; rooms: PricedRoom[] } | { status: 'error'; problem: RequestProblem };

/**
 * The list of rooms free for the stay, or why there is none. `action` replaces a card's Book
 * button (the rooms page: a quantity of rooms of its kind); `freeRooms` counts rooms when a card
 * stands for several.
 */
export function AvailableRoomsView({
  state,
  onBook,
  action,
  freeRooms,
  empty,
}: {
  state: RoomsState;
  onBook(room: BookableRoomFragment): void;
  action?(room: PricedRoom): ReactNode;
  freeRooms?: number;
  /** Shown under the empty-list message: e.g. other dates to try. */
  empty?: ReactNode;
}) {
  const { t } = useRoomsWords().rooms;
  if (state.status === 'loading') {
    return (
      <div className="rooms-loading">
        <Spinner label={t('loadingRooms')} />
      </div>
    );
  }
  if (state.status === 'error') {
    return state.problem.kind === 'refused' ? (
      <Alert tone="danger" title={t('roomsRefused')}>
        {state.problem.message}
      </Alert>
    ) : (
      <Alert tone="danger">{t('roomsFailed')}</Alert>
    );
  }
  if (state.rooms.length === 0) {
    return (
      <section className="rooms-empty card" aria-labelledby="rooms-empty-title">
        <h2 id="rooms-empty-title">{t('noRoomsTitle')}</h2>
        <p>{t('noRoomsText')}</p>
        {empty}
      </section>
    );
  }
  const free = freeRooms ?? state.rooms.length;
  return (
    <>
      <p className="rooms-count" aria-live="polite">
        {t('roomsFree', { free })}
      </p>
      <ul className="room-grid">
        {state.rooms.map((room, index) => (
          <li key={room.id}>
            <RoomCard room={room} eager={index === 0} onBook={onBook} action={action?.(room)} />
          </li>
        ))}
      </ul>
    </>
  );
}
