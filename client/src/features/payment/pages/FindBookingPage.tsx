import { Link, useNavigate } from 'react-router-dom';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHotel } from '../../../lib/hotel';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { FindBookingForm } from '../self-service/FindBookingForm';
import '../payment.css';
import '../self-service/self-service.css';

/** /find-booking: a guest opens their booking with its code and their email or phone. */
export default function FindBookingPage() {
  const hotel = useHotel();
  usePageTitle('Find my booking');
  const navigate = useNavigate();
  return (
    <>
      <TopBar />
      <main className="page pending-page find-booking-page">
        <h1>Find my booking</h1>
        <p className="find-booking-page__lead">
          Enter the booking code from your confirmation mail and the email or phone number you booked with. You can then see your
          booking, pay for it, change your arrival time, download your receipt or cancel.
        </p>
        <section className="card" aria-label="Find my booking">
          <WithApollo>
            <FindBookingForm submitLabel="Find my booking" onFound={(id) => void navigate(`/booking/${id}`)} />
          </WithApollo>
        </section>
        <p className="find-booking-page__help">
          No code at hand? Call us on <a href={`tel:${hotel.reservationsPhone.replace(/\s/g, '')}`}>{hotel.reservationsPhone}</a>{' '}
          or <Link to="/contact-us">write to us</Link>.
        </p>
      </main>
    </>
  );
}
