import { FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { PAYMENT_MESSAGES } from '../flow/messages';
import { readPendingBookingId } from '../lib/pending-payment';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { FindBookingForm } from '../self-service/FindBookingForm';
import '../payment.css';
import '../self-service/self-service.css';

/**
 * /pending-payment: resume an interrupted payment, from this device's record, a typed booking ID,
 * or the booking code with the email or phone it was made with.
 */
export default function PendingPaymentPage() {
  usePageTitle('Resume your payment');
  const navigate = useNavigate();
  const [storedId] = useState(readPendingBookingId);
  const [typedId, setTypedId] = useState('');
  const [error, setError] = useState<string>();

  const resume = (bookingId: string) => navigate('/payment', { state: { bookingId } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bookingId = typedId.trim();
    if (!bookingId) {
      // The spec's alert pop-up, and the same words beside the field for screen readers.
      window.alert(PAYMENT_MESSAGES.resumeNeedsId);
      setError(PAYMENT_MESSAGES.resumeNeedsId);
      return;
    }
    void resume(bookingId);
  };

  return (
    <>
      <TopBar />
      <main className="page pending-page">
        <h1>Resume your payment</h1>
        {storedId ? (
          <section className="card pending-page__found" aria-labelledby="pending-found-title">
            <h2 id="pending-found-title">A booking is waiting for payment</h2>
            <p>
              This device has an unfinished payment for booking ID <span className="pay-booking-id">{storedId}</span>. Your room
              stays held for a short while; pay now to confirm it.
            </p>
            <Button onClick={() => resume(storedId)}>Resume Payment</Button>
          </section>
        ) : (
          <p className="pending-page__none">
            There is no unfinished payment on this device. If you have a booking ID, enter it below.
          </p>
        )}
        <section className="card" aria-labelledby="pending-form-title">
          <h2 id="pending-form-title">{storedId ? 'Pay for another booking' : 'Pay for a booking'}</h2>
          <form onSubmit={submit} noValidate>
            <Field label="Booking ID" hint="You find it in your booking confirmation." error={error}>
              {(field) => (
                <input
                  {...field}
                  name="bookingId"
                  value={typedId}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  onChange={(event) => {
                    setTypedId(event.target.value);
                    setError(undefined);
                  }}
                />
              )}
            </Field>
            {error && (
              <p className="visually-hidden" role="alert">
                {error}
              </p>
            )}
            <Button type="submit" variant="secondary">
              Continue to payment
            </Button>
          </form>
        </section>
        <section className="card" aria-labelledby="pending-code-title">
          <h2 id="pending-code-title">Have a booking code?</h2>
          <p className="find-booking-page__lead">Enter it with the email or phone number you booked with.</p>
          <WithApollo>
            <FindBookingForm submitLabel="Find and pay" onFound={(bookingId) => void resume(bookingId)} />
          </WithApollo>
        </section>
      </main>
    </>
  );
}
