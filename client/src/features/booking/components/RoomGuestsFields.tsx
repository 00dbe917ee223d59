import type { BookableRoomFragment } from '../../../graphql/generated';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';
import { roomGuestsProblem } from '../guest-rules';
import type { RoomGuests } from './BookingSummary';

/**
 * One block per room: who sleeps in it (adults and children), checked against the room's size as
 * it is changed; the server checks again when it prices the stay.
 */
export function RoomGuestsFields({
  rooms,
  guests,
  onChange,
}: {
  rooms: readonly BookableRoomFragment[];
  guests: readonly RoomGuests[];
  onChange(index: number, guests: RoomGuests): void;
}) {
  return (
    <section className="room-guests card" aria-labelledby="room-guests-title">
      <h2 id="room-guests-title">{rooms.length === 1 ? 'Who sleeps in the room' : 'Who sleeps in each room'}</h2>
      {rooms.map((room, index) => {
        const party = guests[index] ?? { adults: 1, children: 0 };
        const problem = roomGuestsProblem(room, party);
        const id = `room-guests-${index}`;
        return (
          <fieldset key={room.id} className="room-guests__room" aria-describedby={problem ? `${id}-problem` : undefined}>
            <legend>
              {rooms.length > 1 && `Room ${index + 1}: `}
              {room.name}{' '}
              <span className="room-guests__meta">
                {ROOM_TYPE_LABELS[room.type]} · sleeps {room.maxCount}
              </span>
            </legend>
            <div className="room-guests__counts">
              <label htmlFor={`${id}-adults`}>
                Adults
                <select
                  id={`${id}-adults`}
                  value={party.adults}
                  aria-invalid={Boolean(problem)}
                  onChange={(event) => onChange(index, { ...party, adults: Number(event.target.value) })}
                >
                  {Array.from({ length: Math.max(room.maxCount, party.adults) }, (_, n) => n + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label htmlFor={`${id}-children`}>
                Children
                <select
                  id={`${id}-children`}
                  value={party.children}
                  aria-invalid={Boolean(problem)}
                  onChange={(event) => onChange(index, { ...party, children: Number(event.target.value) })}
                >
                  {Array.from({ length: Math.max(room.maxCount, party.children + 1) }, (_, n) => n).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {problem && (
              <p id={`${id}-problem`} className="field__error" role="alert">
                {problem}
              </p>
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
