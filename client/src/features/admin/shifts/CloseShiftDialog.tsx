import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PaymentMethod } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { AMOUNT_MESSAGE, differenceWords, methodLabel, methodsToCount, paiseOfText, signedRupees, toPaise } from './shift-count';
import type { ShiftCount, ShiftOutcome, ShiftSummary } from './use-shifts';

const NOTE_MAX = 500;

/**
 * Closes a shift with what was counted: cash in the drawer, and the other methods the shift took
 * (checked against the UPI app, the card terminal's batch, the bank). Each line shows expected
 * against counted and the difference as it is typed; the confirm button says the difference, so
 * the desk confirms the count it sees. The server computes and keeps the real one.
 */
export function CloseShiftDialog({
  shift,
  onClose,
  onClosed,
}: {
  shift: ShiftSummary;
  onClose(shift: ShiftCount): Promise<ShiftOutcome>;
  onClosed(closed: ShiftSummary | null): void;
}) {
  const methods = methodsToCount(shift.tally);
  const expectedOf = (method: PaymentMethod) => toPaise(shift.tally.find((line) => line.method === method)?.expected ?? 0);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  const lines = methods.map((method) => {
    const text = texts[method] ?? '';
    const counted = paiseOfText(text);
    const expected = expectedOf(method);
    return { method, text, expected, counted, difference: counted === null ? null : counted - expected };
  });
  const complete = lines.every((line) => line.counted !== null);
  const total = lines.reduce((sum, line) => sum + (line.difference ?? 0), 0);

  async function confirm() {
    setChecked(true);
    if (!complete) return setProblem('Count every line before closing the shift.');
    if (note.length > NOTE_MAX) return setProblem(`Keep the note under ${NOTE_MAX} characters.`);
    setBusy(true);
    setProblem(null);
    const result = await onClose({
      shiftId: shift.shift.id,
      counted: lines.map((line) => ({ method: line.method, amount: (line.counted ?? 0) / 100 })),
      note,
    });
    setBusy(false);
    if (!result.ok) return setProblem(result.message);
    onClosed(result.shift);
  }

  return (
    <ConfirmDialog
      title="Close your shift"
      confirmLabel={complete ? `Close shift: ${differenceWords(total).toLowerCase()}` : 'Close shift'}
      busy={busy}
      busyLabel="Closing…"
      onConfirm={() => void confirm()}
      onCancel={() => onClosed(null)}
    >
      <p>Count the money and enter what you have. The shift keeps what was expected, what you counted and the difference.</p>
      <div className="shift-count" role="group" aria-label="Money counted">
        <table className="shift-count__table">
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col">Expected</th>
              <th scope="col">Counted (₹)</th>
              <th scope="col">Difference</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const invalid = (checked || line.text !== '') && line.counted === null;
              const id = `shift-count-${line.method}`;
              return (
                <tr key={line.method}>
                  <th scope="row">
                    <label htmlFor={id}>{methodLabel(line.method)}</label>
                  </th>
                  <td className="shift-count__number">{formatRupees(line.expected / 100)}</td>
                  <td>
                    <input
                      id={id}
                      inputMode="decimal"
                      autoComplete="off"
                      value={line.text}
                      aria-invalid={invalid}
                      aria-describedby={invalid ? `${id}-error` : undefined}
                      onChange={(event) => setTexts((earlier) => ({ ...earlier, [line.method]: event.target.value }))}
                    />
                    {invalid && (
                      <span className="field__error" id={`${id}-error`}>
                        {AMOUNT_MESSAGE}
                      </span>
                    )}
                  </td>
                  <td className="shift-count__number" data-testid={`difference-${line.method}`}>
                    {line.difference === null ? '—' : signedRupees(line.difference)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="shift-count__total" role="status">
          {complete ? `Difference: ${differenceWords(total)}` : 'Enter what you counted on each line.'}
        </p>
        {shift.float > 0 && <p className="admin-muted">Cash expected includes the float of {formatRupees(shift.float)}.</p>}
        <label className="field__label" htmlFor="shift-count-note">
          Note (why the count differs)
        </label>
        <textarea
          id="shift-count-note"
          rows={2}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {problem && <Alert tone="danger">{problem}</Alert>}
    </ConfirmDialog>
  );
}
