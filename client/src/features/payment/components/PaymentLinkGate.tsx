import { useQuery } from '@apollo/client/react';
import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { PaymentLinkDocument } from '../../../graphql/generated';
import { LoadProblem } from './LoadProblem';
import { PaymentLoading } from './PaymentLoader';

/**
 * The payment page opened from a hold mail's link (/payment?booking=…&key=…): the server says
 * whether the link still works (it dies with the hold); while it does, the page goes on as usual.
 */
export function PaymentLinkGate({ bookingId, linkKey, children }: { bookingId: string; linkKey: string; children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(PaymentLinkDocument, {
    variables: { bookingId, key: linkKey },
    fetchPolicy: 'network-only',
  });
  if (loading) return <PaymentLoading />;
  if (error) return <LoadProblem onRetry={() => void refetch()} />;
  if (data?.paymentLink.booking) return children;
  return (
    <>
      <h1>Payment</h1>
      <Alert tone="warning" title="This payment link no longer works">
        <p>{data?.paymentLink.errors[0]?.message ?? 'This payment link has expired or is not valid.'}</p>
        <p>If the room is still free you can still pay: look the booking up with its code and your email or phone.</p>
        <div className="payment-empty__actions">
          <Link className="btn btn--primary" to="/pending-payment">
            Resume your payment
          </Link>
          <Link className="btn btn--secondary" to="/">
            Check rooms and rates
          </Link>
        </div>
      </Alert>
    </>
  );
}
