import { FormEvent, useEffect, useState } from 'react';
import { Field } from '../../../../components/ui/Field';
import { useMessages } from '../../../../i18n';
import {
  ContactErrors,
  ContactField,
  contactErrors,
  contactFieldProblem,
  contactFormOptions,
  contactProblemText,
  CONTACT_FIELDS,
  PRERENDER_CONFIG,
} from './contact-rules';

/** A form field's text; a file input (none here) would read as empty. */
const formText = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

const valuesOf = (form: HTMLFormElement) =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, formText(new FormData(form).get(field))])) as Record<
    ContactField,
    string
  >;

/**
 * A normal HTML form post: the browser sends it and follows the answer to the thank-you page.
 * Our checks only stop it while something is missing. No form library here: this form is part
 * of the landing page's first download, which has a size budget.
 */
export function ContactForm() {
  const { t } = useMessages('landing');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  // Rendered first as prerendered (so hydration matches), then with this site's configuration.
  const [{ action, hidden }, setOptions] = useState(() => contactFormOptions(PRERENDER_CONFIG));
  useEffect(() => setOptions(contactFormOptions()), []);
  // Coming back with the browser's Back button may restore this page as it was: ready to send again.
  useEffect(() => {
    const ready = () => setSending(false);
    window.addEventListener('pageshow', ready);
    return () => window.removeEventListener('pageshow', ready);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = contactErrors(valuesOf(event.currentTarget));
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      event.preventDefault();
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setSending(true);
  };

  // A field's error clears (or changes) as soon as it is edited.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as ContactField;
    if (!errors[field]) return;
    setErrors((current) => ({ ...current, [field]: contactFieldProblem(field, (event.target as HTMLInputElement).value) }));
  };

  return (
    <form
      className="contact-form"
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      aria-labelledby="contact-form-title"
    >
      <h3 id="contact-form-title" className="contact-form__title">
        {t('sendUsAMessage')}
      </h3>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field label={t('name')} error={contactProblemText(t, errors.firstName)}>
        {(props) => <input {...props} name="firstName" type="text" autoComplete="given-name" />}
      </Field>
      <Field label={t('email')} error={contactProblemText(t, errors.email)}>
        {(props) => <input {...props} name="email" type="email" inputMode="email" autoComplete="email" />}
      </Field>
      <Field label={t('message')} error={contactProblemText(t, errors.message)}>
        {(props) => <textarea {...props} name="message" rows={5} />}
      </Field>
      <button type="submit" className="btn btn--primary contact-form__submit" disabled={sending}>
        {t(sending ? 'sending' : 'sendMessage')}
      </button>
      <p className="contact-form__note">{t('replyNote')}</p>
    </form>
  );
}
