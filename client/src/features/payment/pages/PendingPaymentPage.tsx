import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAYMENT_MESSAGES } from '../flow/messages';
import { readPendingBookingId } from '../lib/pending-payment';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { PendingHold } from '../components/PendingHold';
import { FindBookingForm } from '../self-service/FindBookingForm';
import '../payment.css';
import '../self-service/self-service.css';

/** The spec's Booking ID box, which also takes the booking code the guest was shown. */
const BOOKING_ID_FIELD = {
  label: 'Booking ID',
  hint: 'Your booking code (e.g. HB7K3QM), from your mail or the booking page.',
  required: PAYMENT_MESSAGES.resumeNeedsId,
};

/**
 * /pending-payment: resume an interrupted payment, from this device's record (shown as the guest
 * knows the booking: code, room, dates, total, time left), or by the booking code (or ID) with the
 * email or phone it was made with.
 */
export default function PendingPaymentPage() {
  usePageTitle('Resume your payment');
  const navigate = useNavigate();
  const [storedId] = useState(readPendingBookingId);
  const resume = (bookingId: string) => navigate('/payment', { state: { bookingId } });

  return (
    <>
      <TopBar />
      <main className="page pending-page">
        <h1>Resume your payment</h1>
        <WithApollo>
          {storedId ? (
            <PendingHold bookingId={storedId} onResume={(bookingId) => void resume(bookingId)} />
          ) : (
            <p className="pending-page__none">
              There is no unfinished payment on this device. Enter your booking code and the email or phone number you booked
              with.
            </p>
          )}
          <section className="card" aria-labelledby="pending-form-title">
            <h2 id="pending-form-title">{storedId ? 'Pay for another booking' : 'Pay for a booking'}</h2>
            <FindBookingForm
              submitLabel="Continue to payment"
              codeField={BOOKING_ID_FIELD}
              // The spec's alert pop-up; the same words show under the field for screen readers.
              onMissingCode={() => window.alert(PAYMENT_MESSAGES.resumeNeedsId)}
              onFound={(bookingId) => void resume(bookingId)}
            />
          </section>
        </WithApollo>
      </main>
    </>
  );
}
