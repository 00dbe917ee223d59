import { DESK_REFERENCE_MAX_LENGTH, deskReferenceProblem, deskReferenceRule } from '@server-pure/desk-money';
import { EVENT_REASON_MAX_LENGTH } from '@server-pure/event-reasons';
import { FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { formatRupees } from '../../../lib/format';
import { failure, outcomeOf, useCancellationQuote, useEventMoneyActions } from './use-event-money';

const rupees = (paise: number) => formatRupees(paise / 100);
const METHODS = [
  ['cash', 'Cash'],
  ['upi', 'UPI'],
  ['card', 'Card'],
  ['bank_transfer', 'Bank transfer'],
] as const;

/** "Record payment": money taken at the desk, prefilled with what the next step asks. */
export function RecordPaymentForm({
  eventId,
  suggestedPaise,
  onDone,
}: {
  eventId: string;
  suggestedPaise: number;
  onDone: () => void;
}) {
  const { record } = useEventMoneyActions();
  const [amount, setAmount] = useState(suggestedPaise > 0 ? String(suggestedPaise / 100) : '');
  const [method, setMethod] = useState('cash');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // UPI, card and bank transfer need their reference (the server's rule and words): the field says which.
  const referenceRule = deskReferenceRule(method) ?? deskReferenceRule('cash')!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const referenceProblem = deskReferenceProblem(method, reference.trim());
    if (referenceProblem) return setProblem({ field: 'reference', message: referenceProblem });
    setBusy(true);
    setProblem(null);
    const result = await record({
      variables: { eventId, input: { amount: Number(amount), method, reference: reference.trim() || null } },
    })
      .then(({ data }) =>
        outcomeOf(data?.recordEventPayment, (p: NonNullable<typeof data>['recordEventPayment']) => ({
          receipt: p.payment?.receiptNumber ?? '',
          confirmed: Boolean(p.confirmed),
        })),
      )
      .catch(failure);
    setBusy(false);
    if (!result.ok) return setProblem(result);
    setDone(`Recorded, receipt ${result.value.receipt}.${result.value.confirmed ? ' The event is confirmed.' : ''}`);
    setReference('');
    onDone();
  }

  return (
    <form className="event-money__form" onSubmit={submit} noValidate>
      <h3>Record payment</h3>
      {done && <Alert tone="success">{done}</Alert>}
      {problem && !problem.field && <Alert tone="danger">{problem.message}</Alert>}
      <div className="event-money__row">
        <Field label="Amount (₹)" error={problem?.field === 'amount' ? problem.message : undefined}>
          {(props) => <input {...props} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </Field>
        <Field label="How" error={problem?.field === 'method' ? problem.message : undefined}>
          {(props) => (
            <select
              {...props}
              value={method}
              onChange={(e) => {
                setMethod(e.target.value);
                // Another method asks another reference (or none): the last complaint no longer applies.
                setProblem(null);
              }}
            >
              {METHODS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={referenceRule.label}
          hint={referenceRule.hint}
          error={problem?.field === 'reference' ? problem.message : undefined}
        >
          {(props) => (
            <input
              {...props}
              maxLength={DESK_REFERENCE_MAX_LENGTH}
              autoComplete="off"
              aria-required={referenceRule.missing !== null}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Recording…' : 'Record payment'}
      </Button>
    </form>
  );
}

/** "Cancel event": the scale's quote first, then a reason and a confirmation. */
export function CancelEvent({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const quote = useCancellationQuote(eventId, !open);
  const { cancel } = useEventMoneyActions();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const q = quote.data?.eventCancellationQuote;

  async function confirm() {
    setBusy(true);
    setProblem(null);
    const answer = await cancel({ variables: { eventId, reason } })
      .then(({ data }) => outcomeOf(data?.cancelEvent, () => true))
      .catch(failure);
    setBusy(false);
    if (!answer.ok) return setProblem(answer);
    setOpen(false);
    onDone();
  }

  if (!open) {
    return (
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel event…
      </Button>
    );
  }
  return (
    <section className="event-money__form event-money__cancel" aria-label="Cancel event">
      <h3>Cancel event</h3>
      {!q && <p>Working out the refund…</p>}
      {q && (
        <>
          <p>{q.summary}</p>
          <dl className="event-money__figures">
            <dt>Paid</dt>
            <dd>{rupees(q.paidPaise)}</dd>
            <dt>Refund</dt>
            <dd>{rupees(q.refundPaise)}</dd>
            <dt>Kept</dt>
            <dd>{rupees(q.keptPaise)}</dd>
          </dl>
        </>
      )}
      {problem && !problem.field && <Alert tone="danger">{problem.message}</Alert>}
      <Field label="Why is it cancelled?" error={problem?.field === 'reason' ? problem.message : undefined}>
        {(props) => (
          <input {...props} maxLength={EVENT_REASON_MAX_LENGTH} value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
      </Field>
      <div className="event-money__actions">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Keep the event
        </Button>
        <Button variant="danger" disabled={busy || !q} onClick={() => void confirm()}>
          {busy ? 'Cancelling…' : `Cancel and refund ${q ? rupees(q.refundPaise) : ''}`}
        </Button>
      </div>
    </section>
  );
}
