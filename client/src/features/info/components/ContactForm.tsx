import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { ContactInquiryType } from '../../../graphql/generated';
import { INQUIRY_TYPE_LABELS, labelledOptions } from '../../../lib/labels';
import { CONTACT_SUCCESS_MESSAGE, ContactMessageValues, SendContactMessage } from '../contact-message';

const EMPTY: ContactMessageValues = { name: '', email: '', subject: '', message: '', inquiryType: ContactInquiryType.General };
const INQUIRY_OPTIONS = labelledOptions(INQUIRY_TYPE_LABELS);
const FIELDS = Object.keys(EMPTY) as (keyof ContactMessageValues)[];
// The same messages and limits as the server's (server/src/modules/contact/contact.service.ts).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SEND_FAILED = 'Your message could not be sent. Please check your connection and try again.';

const required = (message: string) => (value: string) => value.trim() !== '' || message;

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** The contact page's form: required fields checked here first, then by the server. */
export function ContactForm({ sendMessage }: { sendMessage: SendContactMessage }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageValues>({ defaultValues: EMPTY });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const userErrors = await sendMessage({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
      });
      if (userErrors.length === 0) {
        reset(EMPTY);
        setOutcome({ tone: 'success', text: CONTACT_SUCCESS_MESSAGE });
        return;
      }
      const general: string[] = [];
      for (const error of userErrors) {
        const field = FIELDS.find((name) => name === error.field);
        if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        else general.push(error.message);
      }
      if (general.length > 0) setOutcome({ tone: 'danger', text: general.join(' ') });
    } catch {
      setOutcome({ tone: 'danger', text: SEND_FAILED });
    }
  });

  return (
    <form className="info-contact-form" noValidate onSubmit={onSubmit} aria-labelledby="info-contact-form-title">
      <h2 id="info-contact-form-title">Send us a message</h2>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="info-contact-form__row">
        <Field label="Your name" error={errors.name?.message}>
          {(props) => (
            <input
              {...props}
              autoComplete="name"
              {...register('name', {
                validate: required('Name is required'),
                maxLength: { value: 120, message: 'Name cannot exceed 120 characters' },
              })}
            />
          )}
        </Field>
        <Field label="Email address" error={errors.email?.message}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...register('email', {
                validate: required('Email is required'),
                pattern: { value: EMAIL_PATTERN, message: 'Please enter a valid email address' },
              })}
            />
          )}
        </Field>
      </div>
      <div className="info-contact-form__row">
        <Field label="Subject" error={errors.subject?.message}>
          {(props) => (
            <input
              {...props}
              {...register('subject', {
                validate: required('Subject is required'),
                maxLength: { value: 200, message: 'Subject cannot exceed 200 characters' },
              })}
            />
          )}
        </Field>
        <Field label="Inquiry type" error={errors.inquiryType?.message}>
          {(props) => (
            <select {...props} {...register('inquiryType')}>
              {INQUIRY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Message" error={errors.message?.message}>
        {(props) => (
          <textarea
            {...props}
            rows={6}
            {...register('message', {
              validate: required('Message is required'),
              maxLength: { value: 5000, message: 'Message cannot exceed 5000 characters' },
            })}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
