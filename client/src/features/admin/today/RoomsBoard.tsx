import { Link } from 'react-router-dom';
import { Panel } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { OccupancyBadge, RoomStatusBadge } from '../../../components/admin/RoomStatusBadge';
import { useRoomStatuses, type RoomStatusEntry } from '../../../lib/use-room-statuses';

function comingAndGoing(entry: RoomStatusEntry): string | null {
  const words = [entry.arrivingToday && 'arrival', entry.departingToday && 'departure'].filter(Boolean);
  return words.length ? words.join(', ') : null;
}

/** Today's rooms at a glance: occupied or vacant, clean, dirty, inspected or out of order. */
export function RoomsBoard() {
  const statuses = useRoomStatuses();
  return (
    <Panel
      title="Rooms"
      className="desk-section"
      actions={
        <Link to="/admin/housekeeping" className="btn btn--secondary btn--small">
          Housekeeping
        </Link>
      }
    >
      <LoadState state={statuses} loading="Loading rooms…" failure="Failed to load the rooms’ status">
        {(entries) => (
          <ul className="rooms-board" aria-label="Rooms today">
            {entries.map((entry) => {
              const today = comingAndGoing(entry);
              return (
                <li key={entry.roomId} className="rooms-board__room">
                  <span className="rooms-board__name">{entry.roomName}</span>
                  <span className="rooms-board__badges">
                    <OccupancyBadge occupied={entry.occupied} />
                    <RoomStatusBadge status={entry.status} />
                  </span>
                  {today && <span className="rooms-board__today">Today: {today}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
    </Panel>
  );
}
