import { FormEvent, useId, useState } from 'react';
import { scopeInput, scopeKey, WEEK, WeekdayFields, weekdayOfField, weekdayProblems, weekdayRentsInput } from './rate-form-rules';
import { RentField } from './RentField';
import type { RateOutcome, RatePlan } from './use-rates';

function fieldsOf(plan: RatePlan): WeekdayFields {
  return Object.fromEntries(plan.weekdayRents.map((rent) => [rent.weekday, String(rent.rent)]));
}

/**
 * A scope's rent per day of the week (weekend prices), Monday to Sunday; a blank day costs the
 * base rent. Saving replaces the scope's weekday rents with the days filled in.
 */
export function WeekdayRentsForm({
  plan,
  blankDay,
  blankWords,
  onSave,
}: {
  plan: RatePlan;
  /** What a blank day costs, as the field's placeholder. */
  blankDay(weekday: number): number | undefined;
  /** The same in a sentence: "A blank day costs the base rent (₹2,500)." */
  blankWords: string;
  onSave(input: {
    roomType?: RatePlan['roomType'];
    roomId?: string;
    rents: { weekday: number; rent: number }[];
  }): Promise<RateOutcome>;
}) {
  const id = useId();
  const [fields, setFields] = useState<WeekdayFields>(() => fieldsOf(plan));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [general, setGeneral] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems = weekdayProblems(fields);
    setErrors(problems);
    setGeneral(undefined);
    setSaved(undefined);
    if (Object.keys(problems).length > 0) return;
    const rents = weekdayRentsInput(fields);
    setBusy(true);
    const outcome = await onSave({ ...scopeInput(scopeKey(plan)), rents });
    setBusy(false);
    if (outcome.ok) {
      setSaved(
        rents.length === 0
          ? `Saved: every night of ${plan.scope} costs the base rent.`
          : `Saved: weekday rents of ${plan.scope}.`,
      );
      return;
    }
    const atDays: Record<number, string> = {};
    for (const problem of outcome.problems) {
      const weekday = weekdayOfField(problem.field, rents);
      if (weekday === undefined) setGeneral(problem.message);
      else atDays[weekday] ??= problem.message;
    }
    setErrors(atDays);
  }

  const edit = (weekday: number, value: string) => {
    setFields((current) => ({ ...current, [weekday]: value }));
    setErrors(({ [weekday]: _, ...rest }) => rest);
    setSaved(undefined);
  };
  const filled = WEEK.some(({ weekday }) => (fields[weekday] ?? '').trim() !== '');

  return (
    <form className="rates-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="rates-form__title" id={`${id}-title`}>
        Weekday rents
      </h3>
      <p className="rates-form__note">{blankWords}</p>
      <div className="rates-week">
        {WEEK.map(({ weekday, name }) => {
          const blank = blankDay(weekday);
          return (
            <RentField
              key={weekday}
              label={`${name} (₹)`}
              value={fields[weekday] ?? ''}
              onChange={(value) => edit(weekday, value)}
              error={errors[weekday]}
              placeholder={blank === undefined ? undefined : String(blank)}
            />
          );
        })}
      </div>
      {general && (
        <p className="field__error" role="alert">
          {general}
        </p>
      )}
      <div className="rates-form__actions">
        <button type="submit" className="btn btn--primary" aria-disabled={busy}>
          {busy ? 'Saving…' : 'Save weekday rents'}
        </button>
        {filled && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setFields({});
              setErrors({});
              setSaved(undefined);
            }}
          >
            Blank every day
          </button>
        )}
        <p className="rates-form__status" role="status">
          {saved}
        </p>
      </div>
    </form>
  );
}
