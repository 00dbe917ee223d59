import { Link } from 'react-router-dom';
import { PAYMENT_MESSAGES } from '../flow/messages';

/** The payment page without anything to pay for (spec: Payment Error / No Booking Found). */
export function NoBookingFound({ detail }: { detail?: string }) {
  return (
    <section className="payment-empty card" aria-labelledby="no-booking-title">
      <h1>{PAYMENT_MESSAGES.errorTitle}</h1>
      <h2 id="no-booking-title">No Booking Found</h2>
      <p>{PAYMENT_MESSAGES.noBooking}</p>
      {detail && <p className="pay-muted">{detail}</p>}
      <div className="payment-empty__actions">
        <Link className="btn btn--primary" to="/">
          Back to Home
        </Link>
        <Link className="btn btn--secondary" to="/pending-payment">
          Resume an interrupted payment
        </Link>
      </div>
    </section>
  );
}
