import { Alert } from '../../../../components/ui/Alert';
import { Spinner } from '../../../../components/ui/Spinner';
import { formatRupees } from '../../../../lib/format';
import { AVAILABILITY_MESSAGES } from '../../content/messages';
import type { AvailableRoom } from '../../landing-types';

interface AvailableRoomsListProps {
  rooms: readonly AvailableRoom[];
  loading: boolean;
  error?: string;
  selectedRoomId: string;
  onSelect(roomId: string): void;
}

/** The free rooms as radio cards: choosing one is choosing the room to book. */
export function AvailableRoomsList({ rooms, loading, error, selectedRoomId, onSelect }: AvailableRoomsListProps) {
  if (loading) return <Spinner label="Checking which rooms are free…" />;
  if (error) return <Alert tone="danger">{error}</Alert>;
  if (rooms.length === 0) {
    return (
      <Alert tone="info" title={AVAILABILITY_MESSAGES.emptyTitle}>
        {AVAILABILITY_MESSAGES.emptyText} Go back to try other dates or another room type.
      </Alert>
    );
  }
  return (
    <fieldset className="room-choice">
      <legend className="room-choice__legend">Choose your room</legend>
      {rooms.map((room) => (
        <label
          key={room.id}
          className={`room-choice__option${room.id === selectedRoomId ? ' room-choice__option--selected' : ''}`}
        >
          <input
            type="radio"
            name="wizard-room"
            value={room.id}
            checked={room.id === selectedRoomId}
            onChange={() => onSelect(room.id)}
          />
          {room.imageUrls[0] && <img src={room.imageUrls[0]} alt="" width={96} height={64} loading="lazy" decoding="async" />}
          <span className="room-choice__text">
            <span className="room-choice__name">{room.name}</span>
            <span className="room-choice__facts">
              {formatRupees(room.rentPerDay)} a night · up to {room.maxCount} {room.maxCount === 1 ? 'guest' : 'guests'}
            </span>
            {room.amenities.length > 0 && (
              <span className="room-choice__amenities">{room.amenities.slice(0, 3).join(' · ')}</span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
