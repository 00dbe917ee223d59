import { ROOM_BLOCK_MESSAGES, ROOM_BLOCK_REASON_MAX_LENGTH, roomBlockReasonProblem } from '@server-pure/room-blocks';
import { FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Field } from '../../../components/ui/Field';
import type { CalendarBlock } from '../api/use-calendar';
import { roomLabel } from '../lib/display';
import { shortDate } from './calendar-grid';
import type { BlockOutcome } from './use-calendar-blocks';
import { addDays } from '@server-pure/calendar-dates';

/** The longest reason the server takes. */

export interface CalendarRoom {
  id: string;
  name: string;
}

/** "Close Room 101 from 24 Nov": the day it opens again and why, then blockRoom. */
export function BlockRoomDialog({
  room,
  from,
  onBlock,
  onDone,
  onCancel,
}: {
  room: CalendarRoom;
  from: string;
  onBlock(input: { roomId: string; from: string; to: string; reason: string }): Promise<BlockOutcome>;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const [to, setTo] = useState(addDays(from, 1));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field?: string | null; message: string }>();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const reasonProblem = roomBlockReasonProblem(reason.trim());
    if (reasonProblem) return setProblem({ field: 'reason', message: ROOM_BLOCK_MESSAGES[reasonProblem] });
    if (to <= from) return setProblem({ field: 'to', message: 'The room must open again after the first closed night' });
    setBusy(true);
    setProblem(undefined);
    const outcome = await onBlock({ roomId: room.id, from, to, reason: reason.trim() });
    setBusy(false);
    if (outcome.ok) onDone(`${roomLabel(room.name)} is closed from ${shortDate(from)} until ${shortDate(to)}.`);
    else setProblem({ field: outcome.field, message: outcome.message });
  }

  const general = problem && problem.field !== 'to' && problem.field !== 'reason' ? problem.message : undefined;
  return (
    <ConfirmDialog
      title={`Close ${roomLabel(room.name)} from ${shortDate(from)}`}
      confirmLabel="Close the room"
      busy={busy}
      busyLabel="Closing…"
      onConfirm={() => void submit()}
      onCancel={onCancel}
    >
      <form className="block-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>Guests cannot book these nights. If a booking already has one of them, you are told which.</p>
        <Field label="Opens again on" error={problem?.field === 'to' ? problem.message : undefined}>
          {(props) => (
            <input {...props} type="date" min={addDays(from, 1)} value={to} onChange={(event) => setTo(event.target.value)} />
          )}
        </Field>
        <Field label="Reason" hint="Repairs, painting…" error={problem?.field === 'reason' ? problem.message : undefined}>
          {(props) => (
            <input
              {...props}
              maxLength={ROOM_BLOCK_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        {general && (
          <p className="field__error" role="alert">
            {general}
          </p>
        )}
      </form>
    </ConfirmDialog>
  );
}

/** A block clicked on the calendar: open the room again (after a confirm). */
export function UnblockRoomDialog({
  room,
  block,
  onUnblock,
  onDone,
  onCancel,
}: {
  room: CalendarRoom;
  block: CalendarBlock;
  onUnblock(id: string): Promise<BlockOutcome>;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function confirm() {
    setBusy(true);
    const outcome = await onUnblock(block.id);
    setBusy(false);
    if (outcome.ok)
      onDone(`${roomLabel(room.name)} is open again from ${shortDate(block.startsOn)} to ${shortDate(block.endsOn)}.`);
    else setProblem(outcome.message);
  }

  return (
    <ConfirmDialog
      title={`Open ${roomLabel(room.name)} again?`}
      confirmLabel="Open the room"
      busy={busy}
      busyLabel="Opening…"
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        Closed from {shortDate(block.startsOn)} until {shortDate(block.endsOn)}: {block.reason}.
      </p>
      <p>Guests can book these nights again. The block stays in the room’s history.</p>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}
