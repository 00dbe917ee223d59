import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { EventPaymentDocument } from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { EventPaymentView } from './EventPaymentView';

export function EventPaymentLoading() {
  return (
    <>
      <h1>Pay for your event</h1>
      <p className="event-pay-loading" aria-live="polite">
        <span className="spinner__circle" aria-hidden="true" /> Loading your event…
      </p>
    </>
  );
}

/** Reads the event by its reference; an unknown one is said plainly. */
export function EventPaymentLoader({ reference }: { reference: string }) {
  const { data, error, loading } = useQuery(EventPaymentDocument, { variables: { reference }, fetchPolicy: 'network-only' });
  if (loading && !data) return <EventPaymentLoading />;
  if (!data?.eventPayment) {
    return (
      <>
        <h1>Pay for your event</h1>
        <Alert tone="danger" title="Event not found">
          <p>
            {problemText(error, {
              refused: 'We could not find that event.',
              failed: 'We could not load your event. Check your connection and try again.',
            })}
          </p>
          <p>
            Check the reference in our mail, or <Link to="/contact-us">contact us</Link>.
          </p>
        </Alert>
      </>
    );
  }
  return <EventPaymentView key={data.eventPayment.reference} initial={data.eventPayment} />;
}
