import type { BookableRoomFragment } from '../../../graphql/generated';
import { roomTypeName, useDetailsWords } from '../details-words';
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
  /** Undefined while a room loads (and in the server's frame): its line and counts wait, at their size. */
  rooms: readonly (BookableRoomFragment | undefined)[];
  guests: readonly RoomGuests[];
  onChange(index: number, guests: RoomGuests): void;
}) {
  const words = useDetailsWords();
  const { t } = words.details;
  return (
    <section className="room-guests card" aria-labelledby="room-guests-title">
      <h2 id="room-guests-title">{t('whoSleepsInRoom', { rooms: rooms.length })}</h2>
      {rooms.map((room, index) => {
        const party = guests[index] ?? { adults: 1, children: 0 };
        const problem = room && roomGuestsProblem(room, party, words);
        const id = `room-guests-${index}`;
        // Up to the room's size once it is known; only the counts chosen until then.
        const size = room?.maxCount ?? 0;
        return (
          <fieldset
            key={room?.id ?? index}
            className="room-guests__room"
            disabled={!room}
            aria-describedby={problem ? `${id}-problem` : undefined}
          >
            <legend>
              {rooms.length > 1 && t('roomNumber', { number: index + 1 })}
              {room ? (
                <>
                  {room.name}{' '}
                  <span className="room-guests__meta">
                    {t('roomTypeSleeps', { type: roomTypeName(words, room.type), sleeps: room.maxCount })}
                  </span>
                </>
              ) : (
                '\u00a0'
              )}
            </legend>
            <div className="room-guests__counts">
              <label htmlFor={`${id}-adults`}>
                {t('adults')}
                <select
                  id={`${id}-adults`}
                  value={party.adults}
                  aria-invalid={Boolean(problem)}
                  onChange={(event) => onChange(index, { ...party, adults: Number(event.target.value) })}
                >
                  {Array.from({ length: Math.max(size, party.adults) }, (_, n) => n + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label htmlFor={`${id}-children`}>
                {t('children')}
                <select
                  id={`${id}-children`}
                  value={party.children}
                  aria-invalid={Boolean(problem)}
                  onChange={(event) => onChange(index, { ...party, children: Number(event.target.value) })}
                >
                  {Array.from({ length: Math.max(size, party.children + 1) }, (_, n) => n).map((n) => (
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
