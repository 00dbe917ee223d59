import { FormEvent, useId, useState } from 'react';
import { formatRupees } from '../../../lib/format';
import { rentProblem, scopeInput, scopeKey } from './rate-form-rules';
import { RentField } from './RentField';
import type { RateOutcome, RatePlan } from './use-rates';

/** What a type's base rent sets, and how its rooms' rents stand now. */
function typeHint(plan: RatePlan, roomRents: number[]): string {
  const rooms = plan.roomCount === 1 ? 'its one room' : `each of its ${plan.roomCount} rooms`;
  const low = Math.min(...roomRents);
  const high = Math.max(...roomRents);
  const differ =
    roomRents.length > 1 && low !== high ? ` Their rents differ now: ${formatRupees(low)} to ${formatRupees(high)}.` : '';
  return `Sets the rent per night of ${rooms}.${differ}`;
}

/**
 * The base rent of a room type (every room of it) or of one room: what a night costs when no
 * weekday rent or season prices it.
 */
export function BaseRentForm({
  plan,
  roomRents,
  onSave,
}: {
  plan: RatePlan;
  /** The base rents of the type's rooms (for a type's plan). */
  roomRents: number[];
  onSave(input: { roomType?: RatePlan['roomType']; roomId?: string; rent: number }): Promise<RateOutcome>;
}) {
  const id = useId();
  const [rent, setRent] = useState(plan.baseRent ? String(plan.baseRent.rent) : '');
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [saved, setSaved] = useState<{ text: string; warning?: string | null }>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = rentProblem(rent);
    setError(problem);
    setGeneral(undefined);
    setSaved(undefined);
    if (problem) return;
    setBusy(true);
    const outcome = await onSave({ ...scopeInput(scopeKey(plan)), rent: Number(rent.trim()) });
    setBusy(false);
    if (outcome.ok) {
      setSaved({ text: `Saved: ${plan.scope} cost ${formatRupees(Number(rent.trim()))} a night.`, warning: outcome.gstWarning });
      return;
    }
    setError(outcome.problems.find((p) => p.field === 'rent')?.message);
    setGeneral(outcome.problems.find((p) => p.field !== 'rent')?.message);
  }

  return (
    <form className="rates-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="rates-form__title" id={`${id}-title`}>
        Base rent
      </h3>
      <RentField
        label={`Rent per night for ${plan.scope} (₹)`}
        value={rent}
        onChange={(value) => {
          setRent(value);
          setError(undefined);
          setSaved(undefined);
        }}
        error={error}
        hint={plan.roomId ? 'Charged on nights no weekday rent or season prices.' : typeHint(plan, roomRents)}
        savedWarning={saved?.warning}
      />
      {general && (
        <p className="field__error" role="alert">
          {general}
        </p>
      )}
      <div className="rates-form__actions">
        <button type="submit" className="btn btn--primary" aria-disabled={busy}>
          {busy ? 'Saving…' : 'Save base rent'}
        </button>
        <p className="rates-form__status" role="status">
          {saved?.text}
        </p>
      </div>
    </form>
  );
}
