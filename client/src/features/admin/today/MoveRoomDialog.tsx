import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Field } from '../../../components/ui/Field';
import { RoomStatus } from '../../../graphql/generated';
import { ROOM_STATUS_LABELS, ROOM_TYPE_LABELS } from '../../../lib/labels';
import { isReady, useRoomStatuses, type RoomStatusEntry } from '../../../lib/use-room-statuses';
import type { DeskStay, StayOutcome } from './use-desk-stay';

/** The rooms a guest could move into: vacant and not closed tonight, ready ones first. */
function candidates(entries: readonly RoomStatusEntry[], stayRoomIds: readonly string[]): RoomStatusEntry[] {
  const open = entries.filter(
    (entry) => !entry.occupied && entry.status !== RoomStatus.OutOfOrder && !stayRoomIds.includes(entry.roomId),
  );
  return [...open.filter(isReady), ...open.filter((entry) => !isReady(entry))];
}

/**
 * Moves a guest in the house to another room from tonight, with a reason. The price stays as
 * booked; the room left becomes dirty and is for sale again. The server refuses a room taken on
 * one of the remaining nights, naming who has it.
 */
export function MoveRoomDialog({
  stay,
  onMove,
  onClose,
}: {
  stay: DeskStay;
  onMove(input: { lineId?: string; toRoomId: string; reason: string }): Promise<StayOutcome>;
  onClose(done: string | null): void;
}) {
  const statuses = useRoomStatuses();
  // The rooms the guest is in now (after an earlier move, not the first one).
  const current = stay.lines.filter((line) => line.checkOut === stay.checkOut);
  const [lineId, setLineId] = useState(current[0]?.id ?? '');
  const [toRoomId, setToRoomId] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const rooms =
    statuses.status === 'ready'
      ? candidates(
          statuses.data,
          current.map((line) => line.roomId),
        )
      : [];

  async function move() {
    if (!toRoomId) return setProblem({ field: 'toRoomId', message: 'Choose the room to move to' });
    if (!reason.trim()) return setProblem({ field: 'reason', message: 'Say why the guest moves' });
    setBusy(true);
    setProblem(null);
    const result = await onMove({ lineId: current.length > 1 ? lineId : undefined, toRoomId, reason: reason.trim() });
    setBusy(false);
    if (result.ok) {
      const to = rooms.find((room) => room.roomId === toRoomId)?.roomName ?? 'the new room';
      onClose(`${stay.userName} is moved to ${to} from tonight.`);
      return;
    }
    setProblem({ field: result.errors[0]?.field ?? null, message: result.message });
  }

  const at = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <ConfirmDialog
      title={`Move ${stay.userName} (${stay.bookCode}) to another room`}
      confirmLabel="Move room"
      busy={busy}
      busyLabel="Moving…"
      onConfirm={() => void move()}
      onCancel={() => onClose(null)}
    >
      <p>
        From tonight the remaining nights move to the new room at the price booked. The room left is for sale again and becomes
        dirty.
      </p>
      {current.length > 1 && (
        <Field label="Room that moves">
          {(props) => (
            <select {...props} value={lineId} onChange={(event) => setLineId(event.target.value)}>
              {current.map((line) => (
                <option key={line.id} value={line.id}>
                  {line.roomName}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label="New room" error={at('toRoomId')}>
        {(props) => (
          <select {...props} value={toRoomId} onChange={(event) => setToRoomId(event.target.value)}>
            <option value="">{statuses.status === 'loading' ? 'Loading rooms…' : 'Choose a room'}</option>
            {rooms.map((room) => (
              <option key={room.roomId} value={room.roomId}>
                {room.roomName} · {ROOM_TYPE_LABELS[room.roomType]} · {ROOM_STATUS_LABELS[room.status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Reason" error={at('reason')}>
        {(props) => <input {...props} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      {problem && problem.field !== 'toRoomId' && problem.field !== 'reason' && <Alert tone="danger">{problem.message}</Alert>}
    </ConfirmDialog>
  );
}
