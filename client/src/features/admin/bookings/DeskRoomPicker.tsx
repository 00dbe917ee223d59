import { minimumStayText, nightsText } from '../../../components/price/price-words';
import { TotalWithGst } from '../../../components/price/TotalWithGst';
import { Field } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Spinner';
import type { DeskFreeRoomsQuery } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';
import type { ChosenRoom } from './use-desk-bookings';

type FreeRoom = DeskFreeRoomsQuery['availableRooms'][number];

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/** The rooms free for the stay, each with a tick and, once chosen, its adults and children. */
export function DeskRoomPicker({
  rooms,
  loading,
  chosen,
  onChange,
}: {
  rooms: FreeRoom[];
  loading: boolean;
  chosen: ChosenRoom[];
  onChange(next: ChosenRoom[]): void;
}) {
  if (loading && rooms.length === 0) return <Spinner label="Finding free rooms…" />;
  if (rooms.length === 0) return <p className="admin-muted">No room is free for these dates.</p>;
  const sorted = [...rooms].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const toggle = (room: FreeRoom, on: boolean) =>
    onChange(on ? [...chosen, { roomId: room.id, adults: 1, children: 0 }] : chosen.filter((c) => c.roomId !== room.id));
  const update = (roomId: string, change: Partial<ChosenRoom>) =>
    onChange(chosen.map((c) => (c.roomId === roomId ? { ...c, ...change } : c)));

  return (
    <ul className="desk-rooms">
      {sorted.map((room) => {
        const pick = chosen.find((c) => c.roomId === room.id);
        return (
          <li key={room.id} className={`desk-room${pick ? ' desk-room--chosen' : ''}`}>
            <label className="desk-room__pick">
              <input type="checkbox" checked={Boolean(pick)} onChange={(event) => toggle(room, event.target.checked)} />
              <span>
                Room {room.name}
                <span className="desk-room__meta">
                  {ROOM_TYPE_LABELS[room.type]} · up to {room.maxCount} · {formatRupees(room.rentPerDay)} a night
                </span>
                <span className="desk-room__meta">
                  {room.stayPrice.minimumStay ? (
                    <strong>{minimumStayText(room.stayPrice.minimumStay)}</strong>
                  ) : (
                    <>
                      {nightsText(room.stayPrice.nights)}: <TotalWithGst price={room.stayPrice} />
                    </>
                  )}
                </span>
              </span>
            </label>
            {pick && (
              <div className="desk-room__guests">
                <Field label="Adults">
                  {(props) => (
                    <select
                      {...props}
                      value={pick.adults}
                      onChange={(event) =>
                        update(room.id, {
                          adults: Number(event.target.value),
                          children: Math.min(pick.children, room.maxCount - Number(event.target.value)),
                        })
                      }
                    >
                      {range(1, room.maxCount).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label="Children">
                  {(props) => (
                    <select
                      {...props}
                      value={pick.children}
                      onChange={(event) => update(room.id, { children: Number(event.target.value) })}
                    >
                      {range(0, room.maxCount - pick.adults).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
