import { Link } from 'react-router-dom';
import { type Column, DataTable } from '../../../components/admin/DataTable';
import { EmptyState } from '../../../components/admin/LoadState';
import { StatusBadge } from '../../../components/admin/StatusBadge';
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

/** The admin's list of rooms: a table on wide screens, a card per room on a phone (the admin kit's DataTable). */
export function RoomsTable({ rooms, onDelete }: RoomsTableProps) {
  if (rooms.length === 0) {
    return (
      <EmptyState>
        <p className="admin-empty__title">No rooms found</p>
        <p>
          <Link to="/admin/rooms/create">Create the first room</Link> to show it to guests.
        </p>
      </EmptyState>
    );
  }

  const columns: Column<RoomRow>[] = [
    {
      header: 'Room Name',
      rowHeader: true,
      cell: (room) => (
        <>
          {room.name}
          <span className="admin-table__sub">{cutDescription(room.description)}</span>
        </>
      ),
    },
    { header: 'Type', cell: (room) => ROOM_TYPE_LABELS[room.type] },
    { header: 'Max Occupancy', cell: (room) => `${room.maxCount} ${room.maxCount === 1 ? 'guest' : 'guests'}` },
    { header: 'Rent Per Day', numeric: true, cell: (room) => formatRupees(room.rentPerDay) },
    {
      header: 'Status',
      cell: (room) => (
        <StatusBadge tone={room.isAvailable ? 'success' : 'neutral'}>
          {room.isAvailable ? 'Available' : 'Unavailable'}
        </StatusBadge>
      ),
    },
    {
      header: 'Actions',
      label: false,
      nowrap: true,
      cell: (room) => (
        <div className="admin-table__actions">
          <Link to={`/admin/rooms/edit/${room.id}`} className="btn btn--secondary btn--small">
            Edit<span className="visually-hidden"> {room.name}</span>
          </Link>
          <button type="button" className="btn btn--danger btn--small" onClick={() => onDelete(room)}>
            Delete<span className="visually-hidden"> {room.name}</span>
          </button>
        </div>
      ),
    },
  ];
  return <DataTable label="Rooms" caption="Rooms of the hotel" columns={columns} rows={rooms} rowKey={(room) => room.id} />;
}
