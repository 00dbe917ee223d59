import { FormEvent, useState } from 'react';
import { useMessages } from '../../../../i18n';
import { emailProblem } from '../../content/email';
import { subscribeToNewsletter } from './newsletter-api';

/** An address, the same in every language. */
const EMAIL_EXAMPLE = 'you@example.com';

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/**
 * The footer's newsletter box: one email field, sent to the hotel as a contact message. Plain
 * React state (no form library): it is part of the landing page's budgeted first download.
 */
export function NewsletterForm({ subscribe = subscribeToNewsletter }: { subscribe?: (email: string) => Promise<void> }) {
  const { t } = useMessages('landing');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem && t(problem));
    if (problem) return;
    setOutcome(null);
    setSending(true);
    try {
      await subscribe(email.trim().toLowerCase());
      setEmail('');
      setOutcome({ tone: 'success', text: t('newsletterThanks') });
    } catch (failure) {
      setOutcome({ tone: 'danger', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="newsletter" noValidate onSubmit={send}>
      <label htmlFor="newsletter-email" className="newsletter__label">
        {t('yourEmail')}
      </label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={EMAIL_EXAMPLE}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (!error) return;
            const problem = emailProblem(event.target.value);
            setError(problem && t(problem));
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'newsletter-error' : undefined}
        />
        <button type="submit" className="btn newsletter__button" disabled={sending}>
          {t(sending ? 'subscribing' : 'subscribe')}
        </button>
      </div>
      {error && (
        <p id="newsletter-error" className="newsletter__error">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {outcome && <p className={`newsletter__outcome newsletter__outcome--${outcome.tone}`}>{outcome.text}</p>}
      </div>
    </form>
  );
}
