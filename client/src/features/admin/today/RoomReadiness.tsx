import { Alert } from '../../../components/ui/Alert';
import { ROOM_STATUS_LABELS } from '../../../lib/labels';
import { isReady, useRoomStatuses } from '../../../lib/use-room-statuses';

/** "Room 102" for a numbered room, the name itself otherwise. */
const roomWords = (name: string) => (/^\d/.test(name) ? `Room ${name}` : name);

/**
 * Before a check-in: a warning for each of the stay's rooms that is not clean ("Room 102 is
 * dirty — check in anyway?"). The desk may go on; housekeeping's status is advice, not a lock.
 */
export function RoomReadiness({ roomIds }: { roomIds: readonly string[] }) {
  const statuses = useRoomStatuses();
  if (statuses.status !== 'ready') return null;
  const notReady = statuses.data.filter((entry) => roomIds.includes(entry.roomId) && !isReady(entry));
  if (notReady.length === 0) return null;
  return (
    <Alert tone="warning">
      {notReady.map((entry) => (
        <span key={entry.roomId} className="room-readiness__line">
          {roomWords(entry.roomName)} is {ROOM_STATUS_LABELS[entry.status].toLowerCase()} — check in anyway?
        </span>
      ))}
    </Alert>
  );
}
