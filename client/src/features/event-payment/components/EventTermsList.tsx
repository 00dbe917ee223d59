import type { EventPage } from '../api/use-event-checkout';
import { cancellationWords, termsWords } from '../lib/terms-words';

/** Every term the event was sold under, in plain words, before the customer pays. */
export function EventTermsList({ terms, eventDate }: { terms: EventPage['terms']; eventDate: string }) {
  return (
    <section className="event-pay-card event-terms" aria-labelledby="event-terms-title">
      <h2 id="event-terms-title">The terms</h2>
      <ul>
        {termsWords(terms, eventDate).map((words) => (
          <li key={words}>{words}</li>
        ))}
      </ul>
      <h3>If you cancel</h3>
      <ul>
        {cancellationWords(terms.cancellationScale).map((words) => (
          <li key={words}>{words}</li>
        ))}
      </ul>
      <p className="event-terms__note">Refunds go back to the account you paid from, through the same payment provider.</p>
    </section>
  );
}
