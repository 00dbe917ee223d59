import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { formatRupees } from '../../../lib/format';
import { paiseOfText } from './shift-count';
import { ShiftSummary, useOpenShift } from './use-shifts';

const FLOAT_MESSAGE = 'Enter the cash in the drawer in rupees (0 or more, at most two decimals).';

/**
 * "Open shift": the float (the cash in the drawer now) and one button. On Today's shift card, and
 * in the payment form when the server refused cash without a shift.
 */
export function OpenShiftForm({ onOpened }: { onOpened?(shift: ShiftSummary): void }) {
  const openShift = useOpenShift();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function open() {
    const paise = paiseOfText(text);
    if (paise === null) return setProblem(FLOAT_MESSAGE);
    setBusy(true);
    setProblem(null);
    const result = await openShift(paise / 100);
    setBusy(false);
    if (!result.ok) return setProblem(result.message);
    setText('');
    onOpened?.(result.shift);
  }

  return (
    <div className="open-shift" role="group" aria-label="Open a shift">
      <label className="open-shift__label" htmlFor={id}>
        Float in the drawer (₹)
      </label>
      <span className="open-shift__row">
        <input
          id={id}
          className="open-shift__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={text}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void open();
            }
          }}
        />
        <Button onClick={() => void open()} disabled={busy} aria-busy={busy}>
          {busy ? 'Opening…' : 'Open shift'}
        </Button>
      </span>
      {problem && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}

/** "Your shift is open with a float of ₹2,000." */
export const openedWords = (shift: ShiftSummary) => `Your shift is open with a float of ${formatRupees(shift.float)}.`;
