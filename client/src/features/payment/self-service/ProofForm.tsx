import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { FIND_MESSAGES } from './FindBookingForm';
import { CONTACT_INPUT } from './contact-input';

/** The email or phone the booking was made with, asked once per tab before any self-service action. */
export function ProofForm({ refusal, onSubmit }: { refusal?: string; onSubmit(contact: string): Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ contact: string }>({ defaultValues: { contact: '' } });
  const submit = handleSubmit(({ contact }) => onSubmit(contact.trim()));
  return (
    <form className="self-service__proof" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <p>
        To change or cancel this booking, or to have the confirmation mailed again, enter the email or phone number you booked
        with. The link in your confirmation mail skips this step.
      </p>
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Field label="Email or phone number" error={errors.contact?.message}>
        {(field) => (
          <input
            {...field}
            {...register('contact', { validate: (value) => (value.trim() === '' ? FIND_MESSAGES.contactRequired : true) })}
            {...CONTACT_INPUT}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : 'Continue'}
      </Button>
    </form>
  );
}
