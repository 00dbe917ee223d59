import { Panel } from '../../../components/admin/AdminPage';
import { TableRegion } from '../../../components/admin/DataTable';
import { FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { EventLineKind, EventTaxClass } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import type { EventDetail, StepResult } from '../api/use-events';
import { LINE_KIND_LABELS, signedRupees, TAX_CLASS_LABELS } from '../event-words';
import {
  blankRow,
  FIXED_CLASS,
  LINE_RATES_BP,
  MAX_LINES,
  quoteInput,
  QuoteRow,
  rowAmount,
  rowErrors,
  rowsFromLines,
  withKind,
} from '../quote-lines';

const percent = (bp: number) => `${bp / 100}%`;

/** The lines of the quote, editable; the priced total (GST per SAC) is the server's, after saving. */
export function QuoteEditor({
  event,
  editable,
  onSave,
}: {
  event: EventDetail;
  editable: boolean;
  onSave(lines: NonNullable<ReturnType<typeof quoteInput>>): Promise<StepResult<EventDetail>>;
}) {
  const [rows, setRows] = useState<QuoteRow[]>(() => rowsFromLines(event.price.lines));
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const defaultRate = (taxClass: EventTaxClass) =>
    taxClass === EventTaxClass.Hall ? event.terms.hallGstBp : event.terms.cateringGstBp;
  const change = (key: string, update: (row: QuoteRow) => QuoteRow) => {
    setSaved(false);
    setRows((list) => list.map((row) => (row.key === key ? update(row) : row)));
  };

  const save = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const lines = quoteInput(rows);
    setShowErrors(true);
    setSaved(false);
    if (!lines) {
      setProblem(rows.length === 0 ? 'A quote needs at least one line.' : 'Some lines need attention.');
      return;
    }
    setBusy(true);
    const answer = await onSave(lines);
    setBusy(false);
    if (answer.ok) {
      setRows(rowsFromLines(answer.value.price.lines));
      setProblem(undefined);
      setShowErrors(false);
      setSaved(true);
    } else setProblem(answer.message);
  };

  return (
    <Panel title="Quote">
      <form onSubmit={save} noValidate>
        <TableRegion label="Quote lines">
          <table className="admin-table quote-lines">
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Kind</th>
                <th scope="col">
                  <abbr title="Hall: SAC 997212. Catering: SAC 996334.">Tax side</abbr>
                </th>
                <th scope="col" className="admin-table__number">
                  Quantity
                </th>
                <th scope="col" className="admin-table__number">
                  Unit (₹)
                </th>
                <th scope="col">GST</th>
                <th scope="col" className="admin-table__number">
                  Amount
                </th>
                {editable && <th scope="col">Remove</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const errors = showErrors ? rowErrors(row) : {};
                const amount = rowAmount(row);
                const name = `Line ${index + 1}`;
                return (
                  <tr key={row.key}>
                    <th scope="row">
                      <input
                        aria-label={`${name} description`}
                        value={row.description}
                        disabled={!editable}
                        maxLength={120}
                        aria-invalid={Boolean(errors.description)}
                        onChange={(e) => change(row.key, (r) => ({ ...r, description: e.target.value }))}
                      />
                      {errors.description && <span className="quote-lines__error">{errors.description}</span>}
                    </th>
                    <td data-label="Kind">
                      <select
                        aria-label={`${name} kind`}
                        value={row.kind}
                        disabled={!editable}
                        onChange={(e) => change(row.key, (r) => withKind(r, e.target.value as EventLineKind))}
                      >
                        {Object.entries(LINE_KIND_LABELS).map(([value, label]) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-label="Tax side">
                      <select
                        aria-label={`${name} tax side`}
                        value={row.taxClass}
                        disabled={!editable || Boolean(FIXED_CLASS[row.kind])}
                        onChange={(e) => change(row.key, (r) => ({ ...r, taxClass: e.target.value as EventTaxClass }))}
                      >
                        {Object.entries(TAX_CLASS_LABELS).map(([value, label]) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-label="Quantity" className="admin-table__number">
                      <input
                        aria-label={`${name} quantity`}
                        className="quote-lines__number"
                        inputMode="numeric"
                        value={row.quantity}
                        disabled={!editable}
                        aria-invalid={Boolean(errors.quantity)}
                        onChange={(e) => change(row.key, (r) => ({ ...r, quantity: e.target.value }))}
                      />
                      {errors.quantity && <span className="quote-lines__error">{errors.quantity}</span>}
                    </td>
                    <td data-label="Unit (₹)" className="admin-table__number">
                      <input
                        aria-label={`${name} unit price in rupees`}
                        className="quote-lines__number"
                        inputMode="decimal"
                        value={row.unit}
                        disabled={!editable}
                        aria-invalid={Boolean(errors.unit)}
                        onChange={(e) => change(row.key, (r) => ({ ...r, unit: e.target.value }))}
                      />
                      {errors.unit && <span className="quote-lines__error">{errors.unit}</span>}
                    </td>
                    <td data-label="GST">
                      <select
                        aria-label={`${name} GST rate`}
                        value={row.rateBp}
                        disabled={!editable}
                        onChange={(e) => change(row.key, (r) => ({ ...r, rateBp: e.target.value }))}
                      >
                        <option value="">{percent(defaultRate(row.taxClass))} (terms)</option>
                        {LINE_RATES_BP.map((bp) => (
                          <option key={bp} value={String(bp)}>
                            {percent(bp)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-label="Amount" className="admin-table__number quote-lines__amount">
                      {amount === null ? '—' : signedRupees(amount, formatRupees)}
                    </td>
                    {editable && (
                      <td>
                        <Button
                          variant="ghost"
                          className="btn--small"
                          aria-label={`Remove line ${index + 1}`}
                          onClick={() => (setSaved(false), setRows((list) => list.filter((r) => r.key !== row.key)))}
                        >
                          Remove
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableRegion>
        {editable && (
          <div className="quote-lines__actions">
            <Button
              variant="secondary"
              disabled={rows.length >= MAX_LINES}
              onClick={() => (setSaved(false), setRows((list) => [...list, blankRow()]))}
            >
              Add a line
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save the quote'}
            </Button>
          </div>
        )}
        {problem && <Alert tone="danger">{problem}</Alert>}
        {saved && <Alert tone="success">Quote saved. The total below is the new one.</Alert>}
      </form>
      <dl className="quote-total" aria-label="Priced by the hotel">
        <div>
          <dt>Before GST</dt>
          <dd>{formatRupees(event.price.taxable / 100)}</dd>
        </div>
        {event.price.taxes.map((tax) => (
          <div key={`${tax.sac}-${tax.rateBp}`}>
            <dt>
              GST {percent(tax.rateBp)} on {formatRupees(tax.taxablePaise / 100)} (SAC {tax.sac}): CGST{' '}
              {formatRupees(tax.cgstPaise / 100)} + SGST {formatRupees(tax.sgstPaise / 100)}
            </dt>
            <dd>{formatRupees((tax.cgstPaise + tax.sgstPaise) / 100)}</dd>
          </div>
        ))}
        <div className="quote-total__grand">
          <dt>Total</dt>
          <dd>{formatRupees(event.price.total)}</dd>
        </div>
      </dl>
    </Panel>
  );
}
