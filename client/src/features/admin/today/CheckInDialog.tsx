import { aadhaarLastFour, maskedAadhaar } from '@server-pure/aadhaar';
import { REGISTRATION_MAX_LENGTH } from '@server-pure/registration-limits';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Field } from '../../../components/ui/Field';
import { CheckInInput, GuestIdType } from '../../../graphql/generated';
import { GUEST_ID_TYPE_LABELS, labelledOptions } from '../../../lib/labels';
import { RoomReadiness } from './RoomReadiness';
import { StayOutcome } from './use-desk-stay';

interface FormValues {
  nationality: string;
  idType: GuestIdType | '';
  idNumber: string;
  adults: string;
  children: string;
  passportNumber: string;
  visaNumber: string;
  visaValidUntil: string;
  note: string;
}

const FIELDS = [
  'nationality',
  'idType',
  'idNumber',
  'adults',
  'children',
  'passportNumber',
  'visaNumber',
  'visaValidUntil',
  'note',
] as const;
const isField = (field: string | null): field is (typeof FIELDS)[number] => FIELDS.includes(field as never);
const isIndian = (nationality: string) => ['', 'indian', 'india'].includes(nationality.trim().toLowerCase());
const WHOLE = /^\d{1,2}$/;

/** What the Aadhaar field says: a masked number is fine, and what will be kept of the one typed. */
function aadhaarHint(kept: string | null): string {
  const words = 'A masked Aadhaar is fine. Only the last 4 digits are kept';
  return kept ? `${words}: ${maskedAadhaar(kept)}.` : `${words}.`;
}

/** The check-in form: ID proof, who is staying, and for a foreign guest the Form C facts. */
export function CheckInDialog({
  bookCode,
  guestName,
  roomIds = [],
  onCheckIn,
  onClose,
}: {
  bookCode: string;
  guestName: string;
  /** The stay's rooms: a warning when one is not clean. */
  roomIds?: readonly string[];
  onCheckIn(registration: CheckInInput): Promise<StayOutcome>;
  onClose(done: boolean): void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    defaultValues: {
      nationality: 'Indian',
      idType: GuestIdType.Aadhaar,
      idNumber: '',
      adults: '1',
      children: '0',
      passportNumber: '',
      visaNumber: '',
      visaValidUntil: '',
      note: '',
    },
  });
  const foreign = !isIndian(watch('nationality'));
  const aadhaar = watch('idType') === GuestIdType.Aadhaar;
  const kept = aadhaar ? aadhaarLastFour(watch('idNumber')) : null;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const text = (value: string) => value.trim() || undefined;
    const result = await onCheckIn({
      nationality: text(values.nationality),
      // A foreign guest's passport is the ID proof unless the desk names another with its number.
      idType: (foreign && !values.idNumber.trim()) || !values.idType ? undefined : values.idType,
      idNumber: text(values.idNumber),
      adults: Number(values.adults),
      children: Number(values.children),
      passportNumber: foreign ? text(values.passportNumber) : undefined,
      visaNumber: foreign ? text(values.visaNumber) : undefined,
      visaValidUntil: foreign ? text(values.visaValidUntil) : undefined,
      note: text(values.note),
    });
    if (result.ok) {
      onClose(true);
      return;
    }
    let shown = false;
    for (const error of result.errors) {
      if (isField(error.field)) {
        setError(error.field, { message: error.message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setFailure(result.message);
  });

  const count = (label: string, min: number) => ({
    validate: (value: string) =>
      (WHOLE.test(value.trim()) && Number(value) >= min && Number(value) <= 20) ||
      `${label} must be a whole number from ${min} to 20.`,
  });

  return (
    <ConfirmDialog
      title={`Check in ${guestName} (${bookCode})`}
      confirmLabel="Check in"
      busy={isSubmitting}
      busyLabel="Checking in…"
      onConfirm={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <form
        className="check-in-form"
        noValidate
        aria-label="Guest registration"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {roomIds.length > 0 && <RoomReadiness roomIds={roomIds} />}
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Field label="Nationality" error={errors.nationality?.message}>
          {(field) => (
            <input {...field} autoComplete="off" maxLength={REGISTRATION_MAX_LENGTH.nationality} {...register('nationality')} />
          )}
        </Field>
        <div className="check-in-form__pair">
          <Field label="ID proof" error={errors.idType?.message}>
            {(field) => (
              <select {...field} {...register('idType')}>
                {foreign && <option value="">Passport (above)</option>}
                {labelledOptions(GUEST_ID_TYPE_LABELS).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="ID number" hint={aadhaar ? aadhaarHint(kept) : undefined} error={errors.idNumber?.message}>
            {(field) => (
              <input {...field} autoComplete="off" maxLength={REGISTRATION_MAX_LENGTH.idNumber} {...register('idNumber')} />
            )}
          </Field>
        </div>
        <div className="check-in-form__pair">
          <Field label="Adults" error={errors.adults?.message}>
            {(field) => <input {...field} inputMode="numeric" {...register('adults', count('Adults', 1))} />}
          </Field>
          <Field label="Children" error={errors.children?.message}>
            {(field) => <input {...field} inputMode="numeric" {...register('children', count('Children', 0))} />}
          </Field>
        </div>
        {foreign && (
          <fieldset className="check-in-form__form-c">
            <legend>Form C (foreign guest)</legend>
            <Field label="Passport number" error={errors.passportNumber?.message}>
              {(field) => (
                <input
                  {...field}
                  autoComplete="off"
                  maxLength={REGISTRATION_MAX_LENGTH.passportNumber}
                  {...register('passportNumber')}
                />
              )}
            </Field>
            <div className="check-in-form__pair">
              <Field label="Visa number" error={errors.visaNumber?.message}>
                {(field) => (
                  <input
                    {...field}
                    autoComplete="off"
                    maxLength={REGISTRATION_MAX_LENGTH.visaNumber}
                    {...register('visaNumber')}
                  />
                )}
              </Field>
              <Field label="Visa valid until" error={errors.visaValidUntil?.message}>
                {(field) => <input {...field} type="date" {...register('visaValidUntil')} />}
              </Field>
            </div>
          </fieldset>
        )}
        <Field label="Note" hint="Optional: arrival time, requests." error={errors.note?.message}>
          {(field) => <textarea {...field} rows={2} maxLength={REGISTRATION_MAX_LENGTH.note} {...register('note')} />}
        </Field>
      </form>
    </ConfirmDialog>
  );
}
