import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHotel } from '../../../lib/hotel';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { FindBookingForm } from '../self-service/FindBookingForm';
import { FindByPhone } from '../self-service/FindByPhone';
import '../payment.css';
import '../self-service/self-service.css';

/**
 * /find-booking: a guest opens their booking with its code and their email or phone; or, without
 * the code (/find-booking?by=phone), with a one-time code sent by SMS to their mobile.
 */
export default function FindBookingPage() {
  const hotel = useHotel();
  usePageTitle('Find my booking');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const byPhone = search.get('by') === 'phone';
  return (
    <>
      <TopBar />
      <main className="page pending-page find-booking-page">
        <h1>Find my booking</h1>
        {byPhone ? (
          <p className="find-booking-page__lead">
            Forgot your booking code? Enter your mobile number. We send you a code by SMS, and then show your current and upcoming
            bookings.
          </p>
        ) : (
          <p className="find-booking-page__lead">
            Enter the booking code from your confirmation mail and the email or phone number you booked with. You can then see
            your booking, pay for it, change your arrival time, download your receipt or cancel.
          </p>
        )}
        <section className="card" aria-label={byPhone ? 'Find my bookings by phone number' : 'Find my booking'}>
          <WithApollo>
            {byPhone ? (
              <FindByPhone />
            ) : (
              <FindBookingForm submitLabel="Find my booking" onFound={(id) => void navigate(`/booking/${id}`)} />
            )}
          </WithApollo>
        </section>
        <p className="find-booking-page__switch">
          {byPhone ? (
            <Link to="/find-booking">I have my booking code</Link>
          ) : (
            <Link to="/find-booking?by=phone">Forgot your booking code? Find by phone number</Link>
          )}
        </p>
        <p className="find-booking-page__help">
          Need help? Call us on <a href={`tel:${hotel.reservationsPhone.replace(/\s/g, '')}`}>{hotel.reservationsPhone}</a> or{' '}
          <Link to="/contact-us">write to us</Link>.
        </p>
      </main>
    </>
  );
}
