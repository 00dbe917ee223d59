import { Link } from 'react-router-dom';
import { CANCELLATION_POLICY, useHotel } from '../../../lib/hotel';
import { telHref } from '../contact-links';

export function ContactFaq() {
  const hotel = useHotel();
  return (
    <section className="card info-contact-card" aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently asked questions</h2>
      <div className="info-faq">
        <details>
          <summary>What are the check-in and check-out times?</summary>
          <p>
            Check-in is from {hotel.checkInText} and check-out is by {hotel.checkOutText}. Guests must be 18 or older to check in.
          </p>
        </details>
        <details>
          <summary>What is your cancellation policy?</summary>
          <p>
            {CANCELLATION_POLICY} <Link to="/cancellation-and-refund">Read the full policy</Link>.
          </p>
        </details>
        <details>
          <summary>Is there parking at the hotel?</summary>
          <p>
            Yes. Guests park free of charge on the hotel premises. If you are coming with several cars for an event, tell us in
            advance.
          </p>
        </details>
        <details>
          <summary>How do I book the banquet hall?</summary>
          <p>
            Call our reservations desk on <a href={telHref(hotel.reservationsPhone)}>{hotel.reservationsPhone}</a> (
            {hotel.reservationsHours}) or send us a message with the inquiry type &ldquo;Booking&rdquo;, the date and the number
            of guests. We reply within 24 hours with availability, menus and rates.
          </p>
        </details>
        <details>
          <summary>Which payment methods do you accept?</summary>
          <p>
            Online: UPI, credit and debit cards, netbanking and wallets, through Razorpay. You can also choose Pay at Hotel and
            pay when you arrive.
          </p>
        </details>
      </div>
    </section>
  );
}
