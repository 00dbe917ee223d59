import { ReactNode, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import { Notice } from '../../../components/admin/Notice';
import { HindiTextsSection } from './HindiTextsSection';
import { ProfileLists, useProfileListRows } from './ProfileLists';
import type { HotelProfileValues, ProfileSaveOutcome } from './use-hotel-profile';

type TextName = Exclude<keyof HotelProfileValues, 'highlights' | 'features' | 'gallery' | 'hindi'>;

interface TextFieldSpec {
  name: TextName;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'time';
  max: number;
  rows?: number;
  wide?: boolean;
}

/** The profile's fields, section by section, as the owner reads them. */
const SECTIONS: { title: string; fields: TextFieldSpec[] }[] = [
  {
    title: 'Names and address',
    fields: [
      { name: 'name', label: 'Full name', hint: 'On every page, mail and receipt.', max: 120 },
      { name: 'shortName', label: 'Short name', hint: 'For headers and tab titles.', max: 60 },
      { name: 'ownerLine', label: 'Who runs it', hint: 'As the policy pages name the business.', max: 160, wide: true },
      { name: 'street', label: 'Building and street', max: 160 },
      { name: 'locality', label: 'Area', hint: 'e.g. Civil Lines', max: 80 },
      { name: 'city', label: 'City', max: 80 },
      { name: 'state', label: 'State', max: 80 },
      { name: 'pincode', label: 'PIN code', max: 6 },
      { name: 'country', label: 'Country', max: 60 },
      { name: 'mapUrl', label: 'Map link', hint: 'A https:// link to the hotel on a map.', type: 'url', max: 500, wide: true },
    ],
  },
  {
    title: 'Phones and hours',
    fields: [
      { name: 'frontDeskPhone', label: 'Front desk phone', type: 'tel', max: 20 },
      { name: 'frontDeskHours', label: 'Front desk hours', hint: 'e.g. 24/7', max: 40 },
      { name: 'reservationsPhone', label: 'Reservations phone', type: 'tel', max: 20 },
      { name: 'reservationsHours', label: 'Reservations hours', hint: 'e.g. 8:00 AM to 10:00 PM', max: 40 },
      { name: 'checkInTime', label: 'Check-in from', type: 'time', max: 5 },
      { name: 'checkOutTime', label: 'Check-out by', type: 'time', max: 5 },
      {
        name: 'alertsPhone',
        label: 'WhatsApp number for alerts',
        hint: 'You get new bookings, enquiries, cancellations and payment problems there on WhatsApp, beside the alerts email. Never shown to guests. Leave empty for mail only.',
        type: 'tel',
        max: 20,
      },
    ],
  },
  {
    title: 'Emails',
    fields: [
      {
        name: 'reservationsEmail',
        label: 'Reservations',
        hint: 'Guests write here; mails are sent from it.',
        type: 'email',
        max: 120,
      },
      { name: 'banquetEmail', label: 'Banquet hall', type: 'email', max: 120 },
      { name: 'infoEmail', label: 'General questions', type: 'email', max: 120 },
      {
        name: 'alertsEmail',
        label: 'New bookings and enquiries go to',
        hint: 'Never shown to guests.',
        type: 'email',
        max: 120,
      },
    ],
  },
  {
    title: 'Social links',
    fields: [
      { name: 'facebookUrl', label: 'Facebook', hint: 'Leave empty for none.', type: 'url', max: 300 },
      { name: 'instagramUrl', label: 'Instagram', type: 'url', max: 300 },
      { name: 'xUrl', label: 'X (Twitter)', type: 'url', max: 300 },
    ],
  },
  {
    title: 'Home page words',
    fields: [
      { name: 'heroText', label: 'First words under the name', max: 400, rows: 3, wide: true },
      { name: 'aboutTitle', label: 'About Us heading', max: 120, wide: true },
      { name: 'aboutText', label: 'About Us', hint: 'A blank line starts a new paragraph.', max: 3000, rows: 8, wide: true },
    ],
  },
];

function TextInput({
  spec,
  register,
  error,
}: {
  spec: TextFieldSpec;
  register: UseFormRegister<HotelProfileValues>;
  error?: string;
}) {
  const field = (
    <Field label={spec.label} hint={spec.hint} error={error}>
      {(props) =>
        spec.rows ? (
          <textarea {...props} {...register(spec.name)} rows={spec.rows} maxLength={spec.max} />
        ) : (
          <input {...props} {...register(spec.name)} type={spec.type ?? 'text'} maxLength={spec.max} />
        )
      }
    </Field>
  );
  return spec.wide ? <div className="settings-form__wide">{field}</div> : field;
}

/**
 * The hotel as guests see it: every page, mail, receipt and the landing page read it. Checked by
 * the server, whose messages appear at their fields.
 */
export function HotelProfileForm({
  initialValues,
  onSave,
}: {
  initialValues: HotelProfileValues;
  onSave(values: HotelProfileValues): Promise<ProfileSaveOutcome>;
}) {
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; message: ReactNode } | null>(null);
  const form = useForm<HotelProfileValues>({ defaultValues: initialValues });
  const { register, handleSubmit, setError, reset, formState } = form;
  const rows = useProfileListRows(form.control);
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await onSave(values);
    if (result.ok) {
      reset(result.values);
      setOutcome({ tone: 'success', message: 'Profile saved. Every page and mail shows it from now on.' });
      return;
    }
    result.problems
      .filter((problem) => problem.field)
      .forEach((problem, index) =>
        setError(problem.field!, { type: 'server', message: problem.message }, { shouldFocus: index === 0 }),
      );
    const general = result.problems.find((problem) => !problem.field);
    setOutcome({ tone: 'danger', message: general?.message ?? 'Please correct the fields marked below.' });
  });

  return (
    <form className="settings-form" noValidate onSubmit={submit} aria-busy={isSubmitting} aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="admin-panel__title">
        The hotel as guests see it
      </h2>
      {outcome && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="settings-form__section">
          <legend>{section.title}</legend>
          <div className="settings-form__fields">
            {section.fields.map((spec) => (
              <TextInput key={spec.name} spec={spec} register={register} error={errors[spec.name]?.message} />
            ))}
          </div>
        </fieldset>
      ))}
      <ProfileLists form={form} rows={rows} />
      <HindiTextsSection form={form} rows={rows} />
      <button type="submit" className="btn btn--primary" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}
