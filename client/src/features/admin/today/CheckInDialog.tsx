import { REGISTRATION_MAX_LENGTH } from '@server-pure/registration-limits';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { PrivacyNotice } from '../../../components/consent/PrivacyNotice';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Field } from '../../../components/ui/Field';
import { CheckInInput } from '../../../graphql/generated';
import { useHotel } from '../../../lib/hotel';
import { RoomReadiness } from './RoomReadiness';
import { emptyGuest, RegisterGuestFields, registerGuestInput, RegisterGuestValues } from './RegisterGuestFields';
import { StayOutcome } from './use-desk-stay';

interface FormValues {
  adults: string;
  children: string;
  note: string;
  guests: RegisterGuestValues[];
}

const WHOLE = /^\d{1,2}$/;
const MAX_PARTY = 20;

/** The form's name for a field the server named: a register row's (`registerGuests.0.name`) or the stay's. */
function formField(field: string | null): string | null {
  if (!field) return null;
  const row = /^registerGuests\.(\d+)\.(\w+)$/.exec(field);
  if (row) return `guests.${row[1]}.${row[2]}`;
  return ['adults', 'children', 'note'].includes(field) ? field : null;
}

/**
 * The check-in form: who is staying, and the guest register's row for each adult (who, from
 * where to where, why, the ID shown; a foreign guest's Form III particulars).
 */
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
  const hotel = useHotel();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    defaultValues: { adults: '1', children: '0', note: '', guests: [emptyGuest(guestName)] },
  });
  const guests = useFieldArray({ control, name: 'guests' });
  const typedAdults = watch('adults');

  // One register row per adult: the rows follow the number typed.
  useEffect(() => {
    if (!WHOLE.test(typedAdults.trim())) return;
    const adults = Math.min(Math.max(Number(typedAdults), 1), MAX_PARTY);
    if (guests.fields.length < adults)
      guests.append(
        Array.from({ length: adults - guests.fields.length }, () => emptyGuest()),
        { shouldFocus: false },
      );
    else if (guests.fields.length > adults)
      guests.remove(Array.from({ length: guests.fields.length - adults }, (_, i) => adults + i));
  }, [typedAdults, guests]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await onCheckIn({
      adults: Number(values.adults),
      children: Number(values.children),
      note: values.note.trim() || undefined,
      registerGuests: values.guests.map(registerGuestInput),
    });
    if (result.ok) {
      onClose(true);
      return;
    }
    let shown = false;
    for (const error of result.errors) {
      const field = formField(error.field);
      if (field) {
        setError(field as keyof FormValues, { message: error.message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setFailure(result.message);
  });

  const count = (label: string, min: number) => ({
    validate: (value: string) =>
      (WHOLE.test(value.trim()) && Number(value) >= min && Number(value) <= MAX_PARTY) ||
      `${label} must be a whole number from ${min} to ${MAX_PARTY}.`,
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
        <p className="check-in-form__notice-lead">Show or read this to the guest before you take their details:</p>
        <PrivacyNotice place="checkIn" hotel={hotel} />
        <div className="check-in-form__pair">
          <Field label="Adults" hint="One register row per adult." error={errors.adults?.message}>
            {(field) => <input {...field} inputMode="numeric" {...register('adults', count('Adults', 1))} />}
          </Field>
          <Field label="Children" error={errors.children?.message}>
            {(field) => <input {...field} inputMode="numeric" {...register('children', count('Children', 0))} />}
          </Field>
        </div>
        {guests.fields.map((guest, index) => (
          <RegisterGuestFields key={guest.id} index={index} register={register} watch={watch} errors={errors} />
        ))}
        <Field label="Note" hint="Optional: arrival time, requests." error={errors.note?.message}>
          {(field) => <textarea {...field} rows={2} maxLength={REGISTRATION_MAX_LENGTH.note} {...register('note')} />}
        </Field>
      </form>
    </ConfirmDialog>
  );
}
