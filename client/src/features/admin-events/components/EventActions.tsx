import { EVENT_REASON_MAX_LENGTH } from '@server-pure/event-reasons';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EventStatus } from '../../../graphql/generated';
import { formatDate } from '../../../lib/format';
import type { EventDetail, StepResult } from '../api/use-events';

type Step = 'hold' | 'confirm' | 'lose';
const CAN: Record<Step, EventStatus[]> = {
  hold: [EventStatus.New, EventStatus.Quoted],
  confirm: [EventStatus.New, EventStatus.Quoted, EventStatus.OnHold],
  lose: [EventStatus.New, EventStatus.Quoted, EventStatus.OnHold],
};

/** Hold, Confirm and Mark lost, each asked first; the server's refusal (the slot is taken) is shown as it says it. */
export function EventActions({
  event,
  onHold,
  onConfirm,
  onLose,
}: {
  event: EventDetail;
  onHold(): Promise<StepResult<EventDetail>>;
  onConfirm(): Promise<StepResult<EventDetail>>;
  onLose(reason: string): Promise<StepResult<EventDetail>>;
}) {
  const [asking, setAsking] = useState<Step>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const can = (step: Step) => CAN[step].includes(event.status);
  const when = `${formatDate(event.eventDate)}, ${event.session.name}`;

  const run = async (step: Step) => {
    if (step === 'lose' && reason.trim() === '') {
      setOutcome({ tone: 'danger', text: 'Say why the enquiry was lost.' });
      return;
    }
    setBusy(true);
    const answer = step === 'hold' ? await onHold() : step === 'confirm' ? await onConfirm() : await onLose(reason.trim());
    setBusy(false);
    setAsking(undefined);
    const done = {
      hold: 'The date is on hold and the customer has been sent the quote and the payment link.',
      confirm: 'The event is confirmed.',
      lose: 'The enquiry is marked as lost.',
    };
    setOutcome(answer.ok ? { tone: 'success', text: done[step] } : { tone: 'danger', text: answer.message });
  };

  if (!can('hold') && !can('confirm') && !can('lose')) return null;
  return (
    <div className="event-actions">
      <div className="event-actions__buttons">
        {can('hold') && <Button onClick={() => (setOutcome(undefined), setAsking('hold'))}>Place a hold</Button>}
        {can('confirm') && (
          <Button variant="secondary" onClick={() => (setOutcome(undefined), setAsking('confirm'))}>
            Confirm
          </Button>
        )}
        {can('lose') && (
          <Button variant="ghost" onClick={() => (setOutcome(undefined), setAsking('lose'))}>
            Mark lost
          </Button>
        )}
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {asking === 'hold' && (
        <ConfirmDialog
          title="Place a hold?"
          confirmLabel="Place the hold"
          busy={busy}
          onConfirm={() => void run('hold')}
          onCancel={() => setAsking(undefined)}
        >
          <p>
            The hall is kept for {event.hostName} on {when} for {event.terms.holdHours} hours. They get a mail with the quote, the
            terms and the link to pay the advance.
          </p>
        </ConfirmDialog>
      )}
      {asking === 'confirm' && (
        <ConfirmDialog
          title="Confirm the event?"
          confirmLabel="Confirm"
          busy={busy}
          onConfirm={() => void run('confirm')}
          onCancel={() => setAsking(undefined)}
        >
          <p>
            The hall is {event.hostName}’s on {when} for good. Confirm here when the advance was taken at the desk or you agreed
            to go ahead without it.
          </p>
        </ConfirmDialog>
      )}
      {asking === 'lose' && (
        <ConfirmDialog
          title="Mark the enquiry lost?"
          confirmLabel="Mark lost"
          danger
          busy={busy}
          onConfirm={() => void run('lose')}
          onCancel={() => setAsking(undefined)}
        >
          <p>The enquiry closes{event.status === EventStatus.OnHold ? ' and the date is freed' : ''}.</p>
          <label className="event-actions__reason">
            <span>Why (for your records)</span>
            <textarea rows={2} maxLength={EVENT_REASON_MAX_LENGTH} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        </ConfirmDialog>
      )}
    </div>
  );
}
