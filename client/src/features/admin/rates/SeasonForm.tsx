import { FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Field } from '../../../components/ui/Field';
import type { SaveSeasonInput } from '../../../graphql/generated';
import {
  EMPTY_SEASON,
  MAX_SEASON_NAME,
  scopeInput,
  scopeKey,
  SeasonErrors,
  seasonFieldOf,
  SeasonFields,
  seasonProblems,
} from './rate-form-rules';
import { RentField } from './RentField';
import { ScopeOptions } from './ScopeRates';
import type { RateOutcome, RatePlan, RateSeason } from './use-rates';

export function seasonFields(season: RateSeason): SeasonFields {
  return {
    scope: scopeKey(season),
    name: season.name,
    startsOn: season.startsOn,
    endsOn: season.endsOn,
    rent: String(season.rent),
    minStay: String(season.minStay),
  };
}

/**
 * Adds a season or changes one: its name, the rooms it prices (a room type or one room), its first
 * and last nights, its rent and the shortest stay it takes. The server's refusals (an overlapping
 * season, named) show at their fields.
 */
export function SeasonForm({
  plans,
  season,
  onSave,
  onSaved,
  onCancel,
}: {
  plans: RatePlan[];
  /** The season to change; a new one when left out. */
  season?: RateSeason;
  onSave(input: SaveSeasonInput): Promise<RateOutcome>;
  onSaved(message: string, gstWarning?: string | null): void;
  onCancel(): void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [fields, setFields] = useState<SeasonFields>(() => (season ? seasonFields(season) : EMPTY_SEASON));
  const [errors, setErrors] = useState<SeasonErrors>({});
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const set = (field: keyof SeasonFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems = seasonProblems(fields);
    setErrors(problems);
    setGeneral(undefined);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const outcome = await onSave({
      id: season?.id,
      ...scopeInput(fields.scope),
      name: fields.name.trim(),
      startsOn: fields.startsOn,
      endsOn: fields.endsOn,
      rent: Number(fields.rent.trim()),
      minStay: Number(fields.minStay.trim()),
    });
    setBusy(false);
    if (outcome.ok) return onSaved(`Saved: ${fields.name.trim()}.`, outcome.gstWarning);
    const atFields: SeasonErrors = {};
    for (const problem of outcome.problems) {
      const field = seasonFieldOf(problem.field);
      if (field) atFields[field] ??= problem.message;
      else setGeneral(problem.message);
    }
    setErrors(atFields);
  }

  const title = season ? `Change ${season.name}` : 'Add a season';
  return (
    <form className="rates-form season-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="rates-form__title" id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <div className="season-form__fields">
        <Field label="Season name" hint="e.g. Wedding season, Diwali" error={errors.name}>
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="off"
              maxLength={MAX_SEASON_NAME}
              value={fields.name}
              onChange={(event) => set('name')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Applies to" error={errors.scope}>
          {(props) => (
            <select {...props} value={fields.scope} onChange={(event) => set('scope')(event.target.value)}>
              <option value="">Select a room type or a room</option>
              <ScopeOptions plans={plans} />
            </select>
          )}
        </Field>
        <Field label="First night" error={errors.startsOn}>
          {(props) => (
            <input {...props} type="date" value={fields.startsOn} onChange={(event) => set('startsOn')(event.target.value)} />
          )}
        </Field>
        <Field label="Last night" hint="Included: the season's rent applies to it." error={errors.endsOn}>
          {(props) => (
            <input
              {...props}
              type="date"
              min={fields.startsOn || undefined}
              value={fields.endsOn}
              onChange={(event) => set('endsOn')(event.target.value)}
            />
          )}
        </Field>
        <RentField
          label="Rent per night (₹)"
          value={fields.rent}
          onChange={set('rent')}
          error={errors.rent}
          from={fields.startsOn}
          to={fields.endsOn}
          hint="Replaces the base and weekday rents on these nights."
        />
        <Field
          label="Minimum stay (nights)"
          hint="A stay with any of these nights must be at least this long."
          error={errors.minStay}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={30}
              step={1}
              value={fields.minStay}
              onChange={(event) => set('minStay')(event.target.value)}
            />
          )}
        </Field>
      </div>
      {general && (
        <p className="field__error" role="alert">
          {general}
        </p>
      )}
      <div className="rates-form__actions">
        <button type="submit" className="btn btn--primary" aria-disabled={busy}>
          {busy ? 'Saving…' : 'Save season'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
