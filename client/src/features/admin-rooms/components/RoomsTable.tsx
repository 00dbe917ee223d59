import { Link } from 'react-router-dom';
import type { RoomType } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';
import { cutDescription } from '../room-form-rules';

export interface RoomRow {
  id: string;
  name: string;
  description: string;
  type: RoomType;
  maxCount: number;
  rentPerDay: number;
  isAvailable: boolean;
}

interface RoomsTableProps {
  rooms: readonly RoomRow[];
  onDelete(room: RoomRow): void;
}

/**
 * The admin's list of rooms. A table on wide screens; on a phone each row becomes a card, with
 * the column names written beside the values (see admin-rooms.css).
 */
export function RoomsTable({ rooms, onDelete }: RoomsTableProps) {
  if (rooms.length === 0) {
    return (
      <div className="rooms-empty card">
        <p className="rooms-empty__title">No rooms found</p>
        <p>
          <Link to="/admin/rooms/create">Create the first room</Link> to show it to guests.
        </p>
      </div>
    );
  }

  return (
    <table className="rooms-table" role="table">
      <caption className="visually-hidden">Rooms of the hotel</caption>
      <thead>
        <tr>
          <th scope="col">Room Name</th>
          <th scope="col">Type</th>
          <th scope="col">Max Occupancy</th>
          <th scope="col">Rent Per Day</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {rooms.map((room) => (
          // Explicit roles: some browsers drop table semantics once rows are laid out as cards.
          <tr key={room.id} role="row">
            <th scope="row" role="rowheader" className="rooms-table__name">
              <span className="rooms-table__room">{room.name}</span>
              <span className="rooms-table__description">{cutDescription(room.description)}</span>
            </th>
            <td role="cell" data-label="Type">
              {ROOM_TYPE_LABELS[room.type]}
            </td>
            <td role="cell" data-label="Max Occupancy">
              {room.maxCount} {room.maxCount === 1 ? 'guest' : 'guests'}
            </td>
            <td role="cell" data-label="Rent Per Day">
              {formatRupees(room.rentPerDay)}
            </td>
            <td role="cell" data-label="Status">
              <span className={`room-status room-status--${room.isAvailable ? 'available' : 'unavailable'}`}>
                {room.isAvailable ? 'Available' : 'Unavailable'}
              </span>
            </td>
            <td role="cell" className="rooms-table__actions">
              <Link to={`/admin/rooms/edit/${room.id}`} className="btn btn--secondary btn--small">
                Edit<span className="visually-hidden"> {room.name}</span>
              </Link>
              <button type="button" className="btn btn--danger btn--small" onClick={() => onDelete(room)}>
                Delete<span className="visually-hidden"> {room.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
