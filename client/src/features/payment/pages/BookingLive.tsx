import { Link, useLocation } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import ApolloBoundary from '../../../lib/apollo/ApolloBoundary';
import { usePaymentBooking } from '../api/use-payment-booking';
import { BookingDetailsView } from '../components/BookingDetailsView';
import { verifiedPaymentFromState } from '../lib/receipt-state';
import { SelfService } from '../self-service/SelfService';
import { BookingLoading } from './BookingLoading';

function BookingDetails({ id }: { id: string }) {
  const { booking, loading, error, refetch } = usePaymentBooking(id);
  const location = useLocation();
  if (loading) return <BookingLoading />;
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

/** The booking page's live part: the booking from the API and the guest's self-service (a lazy chunk with Apollo). */
export default function BookingLive({ id }: { id: string }) {
  return (
    <ApolloBoundary>
      <BookingDetails id={id} />
    </ApolloBoundary>
  );
}
