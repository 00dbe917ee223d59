import { RoomStatus } from '../../graphql/generated';
import { ROOM_STATUS_LABELS } from '../../lib/labels';
import { StatusBadge, type Tone } from './StatusBadge';

const TONES: Record<RoomStatus, Tone> = {
  [RoomStatus.Clean]: 'success',
  [RoomStatus.Inspected]: 'info',
  [RoomStatus.Dirty]: 'warning',
  [RoomStatus.OutOfOrder]: 'danger',
};

/** A room's housekeeping status on a pill: Clean, Inspected, Dirty, Out of order. */
export function RoomStatusBadge({ status }: { status: RoomStatus }) {
  return <StatusBadge tone={TONES[status]}>{ROOM_STATUS_LABELS[status]}</StatusBadge>;
}

/** Whether a guest is in the room: Occupied or Vacant (the rooms list never calls an occupied room available). */
export function OccupancyBadge({ occupied }: { occupied: boolean }) {
  return <StatusBadge tone={occupied ? 'info' : 'neutral'}>{occupied ? 'Occupied' : 'Vacant'}</StatusBadge>;
}
