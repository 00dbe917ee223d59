import { FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { SettleEventInput } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { SettlementSummary } from './SettlementSummary';
import { failure, outcomeOf, SettlementSummary as Summary, useEventMoneyActions, useSettlementPreview } from './use-event-money';

const rupees = (paise: number) => formatRupees(paise / 100);

interface ExtraRow {
  description: string;
  quantity: string;
  unit: string;
  taxClass: 'hall' | 'catering';
}

type Problem = { field: string | null; message: string };

/** The form's values as the server reads them; an empty plate count is no count. */
function inputOf(plates: string, extras: ExtraRow[]): SettleEventInput {
  return {
    finalPlates: plates.trim() === '' ? null : Number(plates.trim()),
    extras: extras.map((row) => ({ ...row, quantity: Number(row.quantity), unit: Number(row.unit) })),
  };
}

/**
 * "Settle after the event", in two steps: the plates served (for an event with a menu) and any
 * extras, then the final bill as the server computes it (eventSettlementPreview), and only then
 * "Issue final invoice", which settles on exactly what was shown. Changing anything after the bill
 * was shown takes it away, so the invoice never differs from the bill the desk read.
 */
export function SettleForm({
  eventId,
  hasCatering,
  onDone,
}: {
  eventId: string;
  hasCatering: boolean;
  /** Told what was issued; the panel keeps the words once the event, settled, no longer offers this form. */
  onDone: (issued: string) => void;
}) {
  const { settle } = useEventMoneyActions();
  const preview = useSettlementPreview();
  const [plates, setPlates] = useState('');
  const [extras, setExtras] = useState<ExtraRow[]>([]);
  const [shown, setShown] = useState<{ input: SettleEventInput; summary: Summary } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const edited = () => {
    setShown(null);
    setProblem(null);
  };
  const change = (index: number, patch: Partial<ExtraRow>) => {
    edited();
    setExtras((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  };
  const fieldError = (field: string) => (problem?.field === field ? problem.message : undefined);
  // A refusal of a field on the form shows there; any other (the date, too many extras) above the form.
  const atAField = (field: string | null) => (field === 'finalPlates' && hasCatering) || /^extras\.\d+\./.test(field ?? '');

  async function showBill(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const input = inputOf(hasCatering ? plates : '', extras);
    const answer = await preview(eventId, input);
    setBusy(false);
    if (!answer.ok) return setProblem(answer);
    setShown({ input, summary: answer.value });
  }

  async function issue() {
    if (!shown) return;
    setBusy(true);
    setProblem(null);
    const answer = await settle({ variables: { eventId, input: shown.input } })
      .then(({ data }) => outcomeOf(data?.settleEvent, (p: NonNullable<typeof data>['settleEvent']) => p.settlement!))
      .catch(failure);
    setBusy(false);
    if (!answer.ok) {
      setShown(null);
      return setProblem(answer);
    }
    const s = answer.value;
    onDone(
      `Invoice ${s.invoiceNumber ?? '—'} issued: ${s.billedPlates} plates billed, total ${rupees(s.totalPaise)}. ` +
        (s.excessPaise > 0
          ? `${rupees(s.excessPaise)} was paid over and is to be refunded.`
          : `Balance due ${rupees(s.balancePaise)}.`),
    );
  }

  return (
    <form className="event-money__form" onSubmit={showBill} noValidate aria-label="Settle after the event">
      <h3>Settle after the event</h3>
      <p className="event-money__hint">
        {hasCatering
          ? 'Enter the plates served from the kitchen’s count: the bill takes the guaranteed plates, or the plates served if more. Check the bill, then issue the final invoice.'
          : 'A hall-only event: no plates are billed. Add any extras, check the bill, then issue the final invoice.'}
      </p>
      {problem && !atAField(problem.field) && <Alert tone="danger">{problem.message}</Alert>}
      {hasCatering && (
        <Field label="Plates served" error={fieldError('finalPlates')}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              aria-required="true"
              value={plates}
              onChange={(e) => {
                edited();
                setPlates(e.target.value);
              }}
            />
          )}
        </Field>
      )}
      {extras.map((row, index) => (
        <fieldset key={index} className="event-money__extra">
          <legend>Extra {index + 1}</legend>
          <Field label="What" error={fieldError(`extras.${index}.description`)}>
            {(props) => (
              <input {...props} value={row.description} onChange={(e) => change(index, { description: e.target.value })} />
            )}
          </Field>
          <Field label="Quantity" error={fieldError(`extras.${index}.quantity`)}>
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                value={row.quantity}
                onChange={(e) => change(index, { quantity: e.target.value })}
              />
            )}
          </Field>
          <Field label="Price each (₹, before GST)" error={fieldError(`extras.${index}.unit`)}>
            {(props) => (
              <input {...props} inputMode="decimal" value={row.unit} onChange={(e) => change(index, { unit: e.target.value })} />
            )}
          </Field>
          <Field label="Billed with">
            {(props) => (
              <select
                {...props}
                value={row.taxClass}
                onChange={(e) => change(index, { taxClass: e.target.value as ExtraRow['taxClass'] })}
              >
                <option value="hall">The hall (SAC 997212)</option>
                <option value="catering">The catering (SAC 996334)</option>
              </select>
            )}
          </Field>
          <Button
            variant="ghost"
            onClick={() => {
              edited();
              setExtras((rows) => rows.filter((_, at) => at !== index));
            }}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      {shown && <SettlementSummary summary={shown.summary} />}
      <div className="event-money__actions">
        <Button
          variant="secondary"
          onClick={() => {
            edited();
            setExtras((rows) => [...rows, { description: '', quantity: '1', unit: '', taxClass: 'hall' }]);
          }}
        >
          Add an extra
        </Button>
        {shown ? (
          <Button disabled={busy} onClick={() => void issue()}>
            {busy ? 'Issuing…' : 'Issue final invoice'}
          </Button>
        ) : (
          <Button type="submit" disabled={busy}>
            {busy ? 'Working out the bill…' : 'Show the final bill'}
          </Button>
        )}
      </div>
    </form>
  );
}
