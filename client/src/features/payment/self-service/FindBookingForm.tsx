import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { FindBookingDocument } from '../../../graphql/generated';
import { rememberBookingProof } from '../lib/booking-proof';
import { useMyBookingWords } from '../my-booking-words';
import { CONTACT_INPUT } from './contact-input';

const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FindValues {
  code: string;
  contact: string;
}

/** The first box's words: the booking code, or (on /pending-payment) the spec's Booking ID, which takes a code too. */
export interface CodeFieldWords {
  label: string;
  hint: string;
  required: string;
}

/**
 * The booking code (or the long booking ID) with the email or phone it was made with. The server
 * checks both and says only that they do not match; once they do, this tab keeps the contact as
 * the booking's proof and `onFound` opens it. A booking ID alone opens the booking as before.
 */
export function FindBookingForm({
  submitLabel,
  onFound,
  codeField,
  onMissingCode,
}: {
  submitLabel: string;
  onFound(bookingId: string): void;
  codeField?: CodeFieldWords;
  /** Sent without a code (the pending-payment page adds the spec's alert). */
  onMissingCode?(): void;
}) {
  const { t } = useMyBookingWords().mybooking;
  const code = codeField ?? { label: t('codeLabel'), hint: t('codeHint'), required: t('codeRequired') };
  const client = useApolloClient();
  const [refusal, setRefusal] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FindValues>({ defaultValues: { code: '', contact: '' } });

  const submit = handleSubmit(
    async ({ code, contact }) => {
      setRefusal(undefined);
      const given = { code: code.trim(), contact: contact.trim() };
      if (BOOKING_ID.test(given.code) && given.contact === '') return onFound(given.code.toLowerCase());
      try {
        const { data } = await client.query({ query: FindBookingDocument, variables: given, fetchPolicy: 'network-only' });
        const found = data?.findBooking.booking;
        if (found) {
          rememberBookingProof(found.id, { contact: given.contact });
          return onFound(found.id);
        }
        setRefusal(data?.findBooking.errors[0]?.message ?? t('findFailed'));
      } catch {
        setRefusal(t('findFailed'));
      }
    },
    (invalid) => {
      if (invalid.code) onMissingCode?.();
    },
  );

  return (
    <form className="find-booking" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Field label={code.label} hint={code.hint} error={errors.code?.message}>
        {(field) => (
          <input
            {...field}
            {...register('code', { validate: (value) => (value.trim() === '' ? code.required : true) })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
          />
        )}
      </Field>
      <Field label={t('emailOrPhone')} hint={t('contactHint')} error={errors.contact?.message}>
        {(field) => (
          <input
            {...field}
            {...register('contact', {
              // Asked for once there is a code: a missing code is the one thing to say first.
              validate: (value, values) =>
                value.trim() === '' && values.code.trim() !== '' && !BOOKING_ID.test(values.code.trim())
                  ? t('contactRequired')
                  : true,
            })}
            {...CONTACT_INPUT}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('lookingUp') : submitLabel}
      </Button>
    </form>
  );
}
