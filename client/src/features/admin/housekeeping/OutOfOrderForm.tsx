import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { RoomStatus } from '../../../graphql/generated';
import { todayInHotel } from '../../../lib/format';
import { addDays } from '@server-pure/calendar-dates';
import { useSetRoomStatus } from '../../../lib/use-room-statuses';
import { ROOM_BLOCK_MESSAGES, roomBlockReasonProblem } from '@server-pure/room-blocks';

/** Puts a room out of order from today: why, and the day it is back in service. */
export function OutOfOrderForm({ roomId, roomName, onDone }: { roomId: string; roomName: string; onDone(): void }) {
  const setStatus = useSetRoomStatus(['FrontDesk']);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState(addDays(todayInHotel(), 1));
  const [problem, setProblem] = useState<{ message: string; field?: string | null }>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const reasonProblem = roomBlockReasonProblem(reason.trim());
    if (reasonProblem) return setProblem({ message: ROOM_BLOCK_MESSAGES[reasonProblem], field: 'reason' });
    setBusy(true);
    const result = await setStatus(roomId, RoomStatus.OutOfOrder, { reason: reason.trim(), to: until });
    setBusy(false);
    if (result.ok) onDone();
    else setProblem(result);
  }

  return (
    <form className="hk-out-of-order" onSubmit={(event) => void submit(event)} aria-label={`${roomName} out of order`} noValidate>
      <Field label="What is wrong" error={problem?.field === 'reason' ? problem.message : undefined}>
        {(props) => <input {...props} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      <Field label="Back in service on" error={problem?.field === 'to' ? problem.message : undefined}>
        {(props) => (
          <input
            {...props}
            type="date"
            min={addDays(todayInHotel(), 1)}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        )}
      </Field>
      {problem && problem.field !== 'reason' && problem.field !== 'to' && <Alert tone="danger">{problem.message}</Alert>}
      <div className="hk-out-of-order__buttons">
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? 'Saving…' : 'Put out of order'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
