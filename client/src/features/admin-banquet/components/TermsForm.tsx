import { FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { type Problems, useSetBanquetTerms } from '../api/use-banquet-setup';
import { gstRateLabel, Terms, termsInWords, termsOf, termsProblems, termsValuesOf, TermsValues } from '../terms-form-rules';
import { SaveResult, TextField } from './form-bits';

type Milestone = TermsValues['milestones'][number];
type Step = TermsValues['cancellationScale'][number];

/**
 * The terms every customer sees before paying. The rules are checked as the owner types (the
 * summary shows only terms the server would take); the server checks again on save.
 */
export function TermsForm({ terms, gstRatesBp }: { terms: Terms; gstRatesBp: readonly number[] }) {
  const save = useSetBanquetTerms();
  const [values, setValues] = useState(() => termsValuesOf(terms));
  const [serverProblems, setServerProblems] = useState<Problems>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const localProblems = termsProblems(values, gstRatesBp);
  const problems: Problems = { ...serverProblems, ...localProblems };
  const valid = Object.keys(localProblems).length === 0;

  const change = (next: Partial<TermsValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setSaved(null);
    setServerProblems({});
  };
  const setMilestone = (index: number, next: Partial<Milestone>) =>
    change({ milestones: values.milestones.map((m, i) => (i === index ? { ...m, ...next } : m)) });
  const setStep = (index: number, next: Partial<Step>) =>
    change({ cancellationScale: values.cancellationScale.map((s, i) => (i === index ? { ...s, ...next } : s)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    const outcome = await save({ input: termsOf(values) });
    setBusy(false);
    setServerProblems(outcome.ok ? {} : outcome.problems);
    if (outcome.ok) setSaved('Terms saved. New enquiries get them; events already sold keep the terms they were sold with.');
  };

  return (
    <form className="banquet-form banquet-terms" noValidate onSubmit={submit} aria-busy={busy}>
      <SaveResult saved={saved} problems={problems} />
      <div className="banquet-terms__layout">
        <div>
          <div className="banquet-form__grid">
            <TextField
              label="Advance to confirm (%)"
              inputMode="numeric"
              value={values.advancePercent}
              onChange={(advancePercent) => change({ advancePercent })}
              error={problems.advancePercent}
            />
            <TextField
              label="Hold length (hours)"
              inputMode="numeric"
              hint="How long a provisional hold keeps the date."
              value={values.holdHours}
              onChange={(holdHours) => change({ holdHours })}
              error={problems.holdHours}
            />
            <TextField
              label="Count freezes (days before)"
              inputMode="numeric"
              hint="The menu and guaranteed plates are fixed then."
              value={values.guaranteeCutoffDays}
              onChange={(guaranteeCutoffDays) => change({ guaranteeCutoffDays })}
              error={problems.guaranteeCutoffDays}
            />
            {(['hallGstBp', 'cateringGstBp'] as const).map((field) => (
              <Field key={field} label={field === 'hallGstBp' ? 'GST on hall rent' : 'GST on food'} error={problems[field]}>
                {(props) => (
                  <select {...props} value={values[field]} onChange={(event) => change({ [field]: event.target.value })}>
                    {gstRatesBp.map((bp) => (
                      <option key={bp} value={String(bp)}>
                        {gstRateLabel(bp)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ))}
          </div>
        </div>

        <section className="banquet-terms__preview" aria-labelledby="terms-preview-title">
          <h3 id="terms-preview-title" className="banquet-subtitle">
            What the customer reads before paying
          </h3>
          {valid ? (
            <ul>
              {termsInWords(termsOf(values)).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="admin-muted">Correct the fields marked above to see the terms as customers will read them.</p>
          )}
        </section>
      </div>
      <fieldset className="banquet-rows">
        <legend>Payments after the advance, earliest first</legend>
        {problems.milestones && <p className="field__error">{problems.milestones}</p>}
        {values.milestones.map((milestone, index) => (
          <div className="banquet-rows__row" key={index}>
            <TextField
              label="Name"
              value={milestone.label}
              maxLength={40}
              onChange={(label) => setMilestone(index, { label })}
              error={problems[`milestones.${index}.label`]}
            />
            <TextField
              label="Share (%)"
              inputMode="numeric"
              value={milestone.percent}
              onChange={(percent) => setMilestone(index, { percent })}
              error={problems[`milestones.${index}.percent`]}
            />
            <TextField
              label="Days before"
              inputMode="numeric"
              value={milestone.daysBefore}
              onChange={(daysBefore) => setMilestone(index, { daysBefore })}
              error={problems[`milestones.${index}.daysBefore`]}
            />
            <Button
              variant="ghost"
              className="btn--small"
              aria-label={`Remove payment ${index + 1}`}
              onClick={() => change({ milestones: values.milestones.filter((_, i) => i !== index) })}
            >
              Remove
            </Button>
          </div>
        ))}
        {values.milestones.length < 6 && (
          <Button
            variant="secondary"
            className="btn--small"
            onClick={() => change({ milestones: [...values.milestones, { label: '', percent: '', daysBefore: '' }] })}
          >
            Add a payment
          </Button>
        )}
      </fieldset>

      <fieldset className="banquet-rows">
        <legend>Cancellation scale, longest notice first; the last step at 0 days</legend>
        {problems.cancellationScale && <p className="field__error">{problems.cancellationScale}</p>}
        {values.cancellationScale.map((step, index) => (
          <div className="banquet-rows__row banquet-rows__row--short" key={index}>
            <TextField
              label="Days before, at least"
              inputMode="numeric"
              value={step.minDaysBefore}
              onChange={(minDaysBefore) => setStep(index, { minDaysBefore })}
              error={problems[`cancellationScale.${index}.minDaysBefore`]}
            />
            <TextField
              label="Paid back (%)"
              inputMode="numeric"
              value={step.refundPercent}
              onChange={(refundPercent) => setStep(index, { refundPercent })}
              error={problems[`cancellationScale.${index}.refundPercent`]}
            />
            <Button
              variant="ghost"
              className="btn--small"
              aria-label={`Remove step ${index + 1}`}
              onClick={() => change({ cancellationScale: values.cancellationScale.filter((_, i) => i !== index) })}
            >
              Remove
            </Button>
          </div>
        ))}
        {values.cancellationScale.length < 10 && (
          <Button
            variant="secondary"
            className="btn--small"
            onClick={() => change({ cancellationScale: [...values.cancellationScale, { minDaysBefore: '', refundPercent: '' }] })}
          >
            Add a step
          </Button>
        )}
      </fieldset>
      <button type="submit" className="btn btn--primary" aria-disabled={busy}>
        {busy ? 'Saving…' : 'Save terms'}
      </button>
    </form>
  );
}
