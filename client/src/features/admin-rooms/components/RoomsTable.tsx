import { Link } from 'react-router-dom';
import { type Column, DataTable } from '../../../components/admin/DataTable';
import { EmptyState } from '../../../components/admin/LoadState';
import { OccupancyBadge, RoomStatusBadge } from '../../../components/admin/RoomStatusBadge';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import type { RoomStatus } from '../../../graphql/generated';
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

/** What housekeeping says of a room today (roomStatuses). */
export interface RoomToday {
  occupied: boolean;
  status: RoomStatus;
}

interface RoomsTableProps {
  rooms: readonly RoomRow[];
  onDelete(room: RoomRow): void;
  /** Each room's occupancy and housekeeping status by id, once loaded. */
  today?: ReadonlyMap<string, RoomToday>;
}

/**
 * Open for booking or not (the spec's Available / Unavailable); once today's statuses are known an
 * open room reads Occupied or Vacant instead, never "Available" while a guest is in it, beside its
 * housekeeping status.
 */
function RoomStatusCell({ room, today }: { room: RoomRow; today?: RoomToday }) {
  if (!today) {
    return (
      <StatusBadge tone={room.isAvailable ? 'success' : 'neutral'}>{room.isAvailable ? 'Available' : 'Unavailable'}</StatusBadge>
    );
  }
  return (
    <span className="room-status-cell">
      {room.isAvailable ? <OccupancyBadge occupied={today.occupied} /> : <StatusBadge tone="neutral">Unavailable</StatusBadge>}
      <RoomStatusBadge status={today.status} />
    </span>
  );
}

/** The admin's list of rooms: a table on wide screens, a card per room on a phone (the admin kit's DataTable). */
export function RoomsTable({ rooms, onDelete, today }: RoomsTableProps) {
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
      cell: (room) => <RoomStatusCell room={room} today={today?.get(room.id)} />,
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
