import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { useMyBookingWords } from '../my-booking-words';
import { CONTACT_INPUT } from './contact-input';

/** The email or phone the booking was made with, asked once per tab before any self-service action. */
export function ProofForm({ refusal, onSubmit }: { refusal?: string; onSubmit(contact: string): Promise<void> }) {
  const { t } = useMyBookingWords().mybooking;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ contact: string }>({ defaultValues: { contact: '' } });
  const submit = handleSubmit(({ contact }) => onSubmit(contact.trim()));
  return (
    <form className="self-service__proof" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <p>{t('proofLead')}</p>
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Field label={t('emailOrPhone')} error={errors.contact?.message}>
        {(field) => (
          <input
            {...field}
            {...register('contact', { validate: (value) => (value.trim() === '' ? t('contactRequired') : true) })}
            {...CONTACT_INPUT}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('checking') : t('continue')}
      </Button>
    </form>
  );
}
