import { CONTACT_MESSAGES, contactFieldProblem, type ContactMessageField } from '@server-pure/contact-message';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { PrivacyNotice } from '../../../components/consent/PrivacyNotice';
import { ContactInquiryType } from '../../../graphql/generated';
import { useHotel } from '../../../lib/hotel';
import { INQUIRY_TYPE_LABELS, labelledOptions } from '../../../lib/labels';
import { CONTACT_SUCCESS_MESSAGE, ContactMessageValues, SendContactMessage } from '../contact-message';

const EMPTY: ContactMessageValues = { name: '', email: '', subject: '', message: '', inquiryType: ContactInquiryType.General };
const INQUIRY_OPTIONS = labelledOptions(INQUIRY_TYPE_LABELS);
const FIELDS = Object.keys(EMPTY) as (keyof ContactMessageValues)[];
const SEND_FAILED = 'Your message could not be sent. Please check your connection and try again.';

/** A field checked by the server's own rule and words (the contact page requires a subject). */
const checked = (field: ContactMessageField) => (value: string) => {
  const trimmedValue = field === 'email' ? value.trim().toLowerCase() : value.trim();
  const problem = contactFieldProblem(field, trimmedValue, { subjectRequired: true });
  return problem ? CONTACT_MESSAGES[problem] : true;
};

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** The contact page's form: required fields checked here first, then by the server. */
export function ContactForm({ sendMessage }: { sendMessage: SendContactMessage }) {
  const hotel = useHotel();
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
          {(props) => <input {...props} autoComplete="name" {...register('name', { validate: checked('name') })} />}
        </Field>
        <Field label="Email address" error={errors.email?.message}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...register('email', { validate: checked('email') })}
            />
          )}
        </Field>
      </div>
      <div className="info-contact-form__row">
        <Field label="Subject" error={errors.subject?.message}>
          {(props) => <input {...props} {...register('subject', { validate: checked('subject') })} />}
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
        {(props) => <textarea {...props} rows={6} {...register('message', { validate: checked('message') })} />}
      </Field>
      <PrivacyNotice place="contact" hotel={hotel} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
