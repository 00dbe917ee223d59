import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import {
  FilePrivacyRequestDocument,
  type FilePrivacyRequestMutation,
  PrivacyRequestKind,
  RequestPrivacyCodeDocument,
} from '../../../graphql/generated';
import { formatDate, todayInHotel } from '../../../lib/format';

const KINDS: Array<{ kind: PrivacyRequestKind; label: string; hint: string }> = [
  { kind: PrivacyRequestKind.Access, label: 'A copy of my data', hint: 'Given at once, as a PDF and a JSON file.' },
  { kind: PrivacyRequestKind.Correction, label: 'Correct my data', hint: 'Tell us what is wrong and what it should say.' },
  {
    kind: PrivacyRequestKind.Erasure,
    label: 'Erase my data',
    hint: 'We erase what the law lets us; we tell you what we must keep, and why.',
  },
  { kind: PrivacyRequestKind.Grievance, label: 'Make a complaint', hint: 'About how we handled your data.' },
];

export const PRIVACY_MESSAGES = {
  failed: 'That did not work. Please check your connection and try again.',
  codeRequired: 'Enter the booking code from your confirmation mail',
  contactRequired: 'Enter the email or phone number you booked with',
  phoneRequired: 'Enter your mobile number',
  smsCodeRequired: 'Enter the 6-digit code from the SMS',
  messageRequired: 'Tell us what you are asking for',
} as const;

type Filed = NonNullable<FilePrivacyRequestMutation['privacyRequest']>;

interface RequestFields {
  kind: PrivacyRequestKind;
  proof: 'booking' | 'phone';
  bookCode: string;
  contact: string;
  phone: string;
  code: string;
  message: string;
}

/**
 * The request: what the guest asks for, their proof (a booking code and its contact, or a code by
 * SMS to their phone), and a message. A copy comes back at once; anything else gets a reference
 * and the date by which the hotel answers.
 */
export function PrivacyRequestForm() {
  const client = useApolloClient();
  const [refusal, setRefusal] = useState<string>();
  const [codeNotice, setCodeNotice] = useState<string>();
  const [filed, setFiled] = useState<Filed>();
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RequestFields>({
    defaultValues: {
      kind: PrivacyRequestKind.Access,
      proof: 'booking',
      bookCode: '',
      contact: '',
      phone: '',
      code: '',
      message: '',
    },
  });
  const proof = watch('proof');
  const kind = watch('kind');
  const needsMessage = kind === PrivacyRequestKind.Correction || kind === PrivacyRequestKind.Grievance;

  if (filed?.request) return <RequestAnswer filed={filed} />;

  const sendCode = async () => {
    setRefusal(undefined);
    const phone = getValues('phone').trim();
    if (phone === '') return setError('phone', { message: PRIVACY_MESSAGES.phoneRequired });
    try {
      const { data } = await client.mutate({ mutation: RequestPrivacyCodeDocument, variables: { phone } });
      const answer = data?.requestBookingCode;
      if (answer?.message) setCodeNotice(answer.message);
      else setRefusal(answer?.errors[0]?.message ?? PRIVACY_MESSAGES.failed);
    } catch {
      setRefusal(PRIVACY_MESSAGES.failed);
    }
  };

  const submit = handleSubmit(async (values) => {
    setRefusal(undefined);
    const input =
      values.proof === 'booking'
        ? { kind: values.kind, bookCode: values.bookCode.trim(), contact: values.contact.trim() }
        : { kind: values.kind, phone: values.phone.trim(), code: values.code.trim() };
    try {
      const { data } = await client.mutate({
        mutation: FilePrivacyRequestDocument,
        variables: { input: { ...input, message: values.message.trim() || null } },
      });
      const answer = data?.privacyRequest;
      if (answer?.request) return setFiled(answer);
      setRefusal(answer?.errors[0]?.message ?? PRIVACY_MESSAGES.failed);
    } catch {
      setRefusal(PRIVACY_MESSAGES.failed);
    }
  });

  const required = (message: string) => (value: string) => (value.trim() === '' ? message : true);
  return (
    <form className="privacy-request" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <fieldset className="privacy-request__choices">
        <legend>What would you like?</legend>
        {KINDS.map((choice) => (
          <label key={choice.kind} className="privacy-request__choice">
            <input type="radio" value={choice.kind} {...register('kind')} />
            <span>
              <strong>{choice.label}</strong>
              <small>{choice.hint}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="privacy-request__choices">
        <legend>Show us it is you</legend>
        <label className="privacy-request__choice">
          <input type="radio" value="booking" {...register('proof')} />
          <span>With my booking code</span>
        </label>
        <label className="privacy-request__choice">
          <input type="radio" value="phone" {...register('proof')} />
          <span>With a code sent to my phone by SMS</span>
        </label>
      </fieldset>
      {proof === 'booking' ? (
        <>
          <Field label="Booking code" error={errors.bookCode?.message}>
            {(field) => (
              <input
                {...field}
                {...register('bookCode', { validate: required(PRIVACY_MESSAGES.codeRequired) })}
                autoComplete="off"
                maxLength={40}
              />
            )}
          </Field>
          <Field label="Email or phone number" hint="The one you booked with." error={errors.contact?.message}>
            {(field) => (
              <input
                {...field}
                {...register('contact', { validate: required(PRIVACY_MESSAGES.contactRequired) })}
                autoComplete="email"
                maxLength={254}
              />
            )}
          </Field>
        </>
      ) : (
        <>
          <Field label="Mobile number" hint="The one you booked with. We send a code to it by SMS." error={errors.phone?.message}>
            {(field) => (
              <input
                {...field}
                {...register('phone', { validate: required(PRIVACY_MESSAGES.phoneRequired) })}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={20}
              />
            )}
          </Field>
          <Button variant="secondary" onClick={() => void sendCode()}>
            Send me a code
          </Button>
          {codeNotice && <Alert tone="info">{codeNotice}</Alert>}
          <Field label="Code from the SMS" error={errors.code?.message}>
            {(field) => (
              <input
                {...field}
                {...register('code', { validate: required(PRIVACY_MESSAGES.smsCodeRequired) })}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            )}
          </Field>
        </>
      )}
      <Field
        label={needsMessage ? 'Your message' : 'Your message (optional)'}
        hint="At most 2000 characters."
        error={errors.message?.message}
      >
        {(field) => (
          <textarea
            {...field}
            {...register('message', { validate: needsMessage ? required(PRIVACY_MESSAGES.messageRequired) : undefined })}
            rows={4}
            maxLength={2000}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send my request'}
      </Button>
    </form>
  );
}

/** After filing: the copy to download, or the reference and the date the hotel answers by. */
function RequestAnswer({ filed }: { filed: Filed }) {
  const request = filed.request!;
  if (request.kind === PrivacyRequestKind.Access && filed.pdfUrl && filed.jsonUrl) {
    return (
      <div className="privacy-request__answer" role="status">
        <h2>Your data</h2>
        <p>Here is what we keep about you (request {request.reference}). The links work for 30 minutes.</p>
        <p className="privacy-request__downloads">
          <a className="btn btn--primary" href={filed.pdfUrl} download>
            Download as PDF
          </a>
          <a className="btn btn--secondary" href={filed.jsonUrl} download>
            Download as JSON
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="privacy-request__answer" role="status">
      <h2>We have your request</h2>
      <p>
        Your reference is <strong>{request.reference}</strong>. We will answer by {answerBy(request.dueAt)} and tell you what we
        did.
      </p>
    </div>
  );
}

/** The answer's deadline as a day in the hotel's calendar. */
function answerBy(dueAt: unknown): string {
  return formatDate(todayInHotel(new Date(String(dueAt))));
}
