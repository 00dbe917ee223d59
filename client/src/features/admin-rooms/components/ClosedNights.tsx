import { ROOM_BLOCK_MESSAGES, ROOM_BLOCK_REASON_MAX_LENGTH, roomBlockReasonProblem } from '@server-pure/room-blocks';
import { FormEvent, useState } from 'react';
import { Panel } from '../../../components/admin/AdminPage';
import { EmptyState } from '../../../components/admin/LoadState';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Field } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDate, todayInHotel } from '../../../lib/format';
import { type RoomBlock, useRoomBlocks } from '../api/use-room-blocks';
import { addDays } from '@server-pure/calendar-dates';

type Problem = { field?: string | null; message: string };

function BlockForm({ onBlock }: { onBlock: ReturnType<typeof useRoomBlocks>['block'] }) {
  const today = todayInHotel();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 1));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const [done, setDone] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setDone(undefined);
    if (!from) return setProblem({ field: 'from', message: 'Choose the first night to close' });
    if (!to) return setProblem({ field: 'to', message: 'Choose the day the room opens again' });
    if (to <= from) return setProblem({ field: 'to', message: 'The room must open again after the first closed night' });
    const reasonProblem = roomBlockReasonProblem(reason.trim());
    if (reasonProblem) return setProblem({ field: 'reason', message: ROOM_BLOCK_MESSAGES[reasonProblem] });
    setBusy(true);
    setProblem(undefined);
    const outcome = await onBlock({ from, to, reason: reason.trim() });
    setBusy(false);
    if (!outcome.ok) return setProblem({ field: outcome.field, message: outcome.message });
    setDone(`Closed from ${formatDate(from)} until ${formatDate(to)}.`);
    setReason('');
  }

  const at = (field: string) => (problem?.field === field ? problem.message : undefined);
  const general = problem && !['from', 'to', 'reason'].includes(problem.field ?? '') ? problem.message : undefined;
  return (
    <form className="closed-nights__form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <Field label="First night closed" error={at('from')}>
        {(props) => <input {...props} type="date" min={today} value={from} onChange={(event) => setFrom(event.target.value)} />}
      </Field>
      <Field label="Opens again on" error={at('to')}>
        {(props) => (
          <input
            {...props}
            type="date"
            min={addDays(from || today, 1)}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        )}
      </Field>
      <div className="closed-nights__reason">
        <Field label="Reason" hint="Repairs, painting…" error={at('reason')}>
          {(props) => (
            <input
              {...props}
              maxLength={ROOM_BLOCK_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="closed-nights__submit">
        <Button type="submit" variant="secondary">
          {busy ? 'Closing…' : 'Close these nights'}
        </Button>
      </div>
      {general && (
        <div className="closed-nights__outcome">
          <Alert tone="danger">{general}</Alert>
        </div>
      )}
      {done && (
        <div className="closed-nights__outcome" role="status">
          <Alert tone="success">{done}</Alert>
        </div>
      )}
    </form>
  );
}

/**
 * The room's closed nights (repairs) from today on, each with Unblock, and a form to close more.
 * Closing takes the nights as a booking would; the server refuses nights guests have, naming them.
 */
export function ClosedNights({ roomId, roomName }: { roomId: string; roomName: string }) {
  const blocks = useRoomBlocks(roomId);
  const [lifting, setLifting] = useState<RoomBlock>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function lift(block: RoomBlock) {
    setBusy(true);
    const outcome = await blocks.unblock(block.id);
    setBusy(false);
    setLifting(undefined);
    setProblem(outcome.ok ? undefined : outcome.message);
  }

  return (
    <Panel title="Closed nights" className="closed-nights">
      <p className="admin-muted">Close {roomName} for repairs without taking it off the site: guests cannot book these nights.</p>
      {blocks.loading && <Spinner label="Loading closed nights…" />}
      {blocks.loadError && <Alert tone="danger">{blocks.loadError}</Alert>}
      {problem && <Alert tone="danger">{problem}</Alert>}
      {blocks.blocks && blocks.blocks.length === 0 && <EmptyState>No nights closed from today on.</EmptyState>}
      {blocks.blocks && blocks.blocks.length > 0 && (
        <ul className="closed-nights__list">
          {blocks.blocks.map((block) => (
            <li key={block.id} className="closed-nights__item">
              <div>
                <strong>
                  {formatDate(block.startsOn)} – {formatDate(block.endsOn)}
                </strong>
                <span className="closed-nights__why">{block.reason}</span>
              </div>
              <Button variant="secondary" className="btn--small" onClick={() => setLifting(block)}>
                Unblock<span className="visually-hidden"> {formatDate(block.startsOn)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <BlockForm onBlock={blocks.block} />
      {lifting && (
        <ConfirmDialog
          title="Open these nights again?"
          confirmLabel="Unblock"
          busy={busy}
          busyLabel="Opening…"
          onConfirm={() => void lift(lifting)}
          onCancel={() => setLifting(undefined)}
        >
          <p>
            {formatDate(lifting.startsOn)} until {formatDate(lifting.endsOn)}: {lifting.reason}.
          </p>
          <p>Guests can book these nights again. The block stays in the room’s history.</p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}
