import { Panel } from '../../../components/admin/AdminPage';
import { FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import type { EventDetailsInput } from '../../../graphql/generated';
import { formatDate, formatRupees } from '../../../lib/format';
import { type EventDetail, type StepResult, useEnquiryOptions } from '../api/use-events';

const NOTES = [
  ['dietaryNotes', 'Dietary notes', 'Jain, no onion or garlic, allergies…'],
  ['setupNotes', 'Setup', 'Seating, stage, buffet counters…'],
  ['decorationNotes', 'Decoration', undefined],
  ['soundNotes', 'Sound', 'DJ, band, microphones (amplified sound ends at 10 PM).'],
] as const;

const text = (value: string | null | undefined) => value ?? '';
const count = (value: string) => (value.trim() === '' ? null : Number(value));

/** Host, count, menu and notes; after the cut-off the count only goes up and the menu stays (the server says so). */
export function EventDetailsForm({
  event,
  onSave,
  onDone,
}: {
  event: EventDetail;
  onSave(input: EventDetailsInput): Promise<StepResult<EventDetail>>;
  onDone(): void;
}) {
  const { options } = useEnquiryOptions();
  const [values, setValues] = useState({
    occasion: event.occasion,
    expectedGuests: String(event.expectedGuests),
    guaranteedPlates: event.guaranteedPlates === null ? '' : String(event.guaranteedPlates),
    menuPackageId: text(event.menuPackageId),
    hostName: event.hostName,
    hostPhone: event.hostPhone,
    hostEmail: event.hostEmail,
    dietaryNotes: text(event.dietaryNotes),
    setupNotes: text(event.setupNotes),
    decorationNotes: text(event.decorationNotes),
    soundNotes: text(event.soundNotes),
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: e.target.value }));

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setBusy(true);
    const answer = await onSave({
      ...values,
      expectedGuests: Number(values.expectedGuests),
      guaranteedPlates: count(values.guaranteedPlates),
      menuPackageId: values.menuPackageId || null,
    });
    setBusy(false);
    if (answer.ok) onDone();
    else {
      setFields(answer.fields);
      setProblem(answer.message);
    }
  };

  return (
    <Panel title="Edit details">
      <form className="event-form" onSubmit={submit} noValidate aria-label="Edit details">
        <p className="admin-muted">
          From {formatDate(event.cutOffDate)} ({event.terms.guaranteeCutoffDays} days before the event) the guaranteed plates can
          only go up and the menu cannot change.
        </p>
        {problem && <Alert tone="danger">{problem}</Alert>}
        <div className="event-form__grid">
          <Field label="Occasion" error={fields.occasion}>
            {(props) => <input {...props} maxLength={60} value={values.occasion} onChange={set('occasion')} />}
          </Field>
          <Field label="Expected guests" error={fields.expectedGuests}>
            {(props) => <input {...props} inputMode="numeric" value={values.expectedGuests} onChange={set('expectedGuests')} />}
          </Field>
          <Field label="Guaranteed plates" error={fields.guaranteedPlates} hint="Billed even if fewer come.">
            {(props) => (
              <input {...props} inputMode="numeric" value={values.guaranteedPlates} onChange={set('guaranteedPlates')} />
            )}
          </Field>
          <Field label="Menu" error={fields.menuPackageId} hint="Changing it does not change the quote: adjust the lines too.">
            {(props) => (
              <select {...props} value={values.menuPackageId} onChange={set('menuPackageId')}>
                <option value="">Not chosen yet</option>
                {(options?.menuPackages ?? []).map((menu) => (
                  <option key={menu.id} value={menu.id}>
                    {menu.name}, {formatRupees(menu.pricePerPlate)} a plate
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Host’s name" error={fields.hostName}>
            {(props) => <input {...props} maxLength={120} value={values.hostName} onChange={set('hostName')} />}
          </Field>
          <Field label="Phone" error={fields.hostPhone}>
            {(props) => <input {...props} type="tel" value={values.hostPhone} onChange={set('hostPhone')} />}
          </Field>
          <Field label="Email" error={fields.hostEmail}>
            {(props) => <input {...props} type="email" value={values.hostEmail} onChange={set('hostEmail')} />}
          </Field>
        </div>
        {NOTES.map(([name, label, hint]) => (
          <Field key={name} label={label} hint={hint} error={fields[name]}>
            {(props) => <textarea {...props} rows={2} maxLength={2000} value={values[name]} onChange={set(name)} />}
          </Field>
        ))}
        <div className="event-form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save the details'}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Panel>
  );
}
