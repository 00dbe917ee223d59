import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { usePaymentBooking } from '../api/use-payment-booking';
import { BookingDetailsView } from '../components/BookingDetailsView';
import { verifiedPaymentFromState } from '../lib/receipt-state';
import { TopBar } from '../../../components/ui/TopBar';
import { rememberBookingProof } from '../lib/booking-proof';
import { SelfService } from '../self-service/SelfService';
import '../payment.css';
import '../booking-doc.css';

function Loading() {
  return (
    <p className="payment-loading" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" /> Loading your booking…
    </p>
  );
}

function BookingDetails({ id }: { id: string }) {
  const { booking, loading, error, refetch } = usePaymentBooking(id);
  const location = useLocation();
  if (loading) return <Loading />;
  if (error) {
    return (
      <>
        <h1>Booking details</h1>
        <Alert tone="danger" title="Could not load your booking">
          <p>Please check your connection and try again.</p>
          <Button onClick={() => void refetch()}>Try Again</Button>
        </Alert>
      </>
    );
  }
  if (!booking) {
    return (
      <section className="card payment-empty">
        <h1>Booking not found</h1>
        <p>
          We could not find a booking with the ID <span className="pay-booking-id">{id}</span>. Please check the link in your
          confirmation, or call the hotel.
        </p>
        <div className="payment-empty__actions">
          <Link className="btn btn--primary" to="/pending-payment">
            Look up another booking
          </Link>
          <Link className="btn btn--secondary" to="/">
            Back to Home
          </Link>
        </div>
      </section>
    );
  }
  return (
    <BookingDetailsView booking={booking} verifiedPayment={verifiedPaymentFromState(location.state)}>
      <SelfService booking={booking} />
    </BookingDetailsView>
  );
}

/**
 * The mail's link (/booking/{id}?key=…) proves the booking for this tab; the key is then taken
 * out of the address bar, so it is not copied along with the page's address or kept in history.
 */
function useMailKey(id: string): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, state } = useLocation() as { pathname: string; state: unknown };
  const key = params.get('key');
  // Before the first render of the self-service, which reads the proof.
  useState(() => key && rememberBookingProof(id, { key }));
  useEffect(() => {
    if (key) void navigate({ pathname, search: '' }, { replace: true, state });
  }, [key, navigate, pathname, state]);
}

/** /booking/{id} */
export default function BookingDetailsPage() {
  const { id = '' } = useParams();
  useMailKey(id);
  return (
    <>
      <TopBar />
      <main className="page booking-doc-page">
        <WithApollo fallback={<Loading />}>
          <BookingDetails id={id} />
        </WithApollo>
      </main>
    </>
  );
}
