import { Link } from 'react-router-dom';
import { useHotel } from '../../../lib/hotel';
import { InfoLayout } from '../components/InfoLayout';
import { POLICIES_UPDATED } from '../policy-links';

export default function TermsPage() {
  const hotel = useHotel();
  return (
    <InfoLayout
      title="Terms & Conditions"
      updated={POLICIES_UPDATED}
      lead={`The terms that apply when you book a room or the banquet hall at ${hotel.name}.`}
    >
      <div className="info-prose">
        <section>
          <h2>Bookings</h2>
          <ul>
            <li>
              Rates are per room per night and shown in Indian rupees (₹). The total shown before you pay is the amount of your
              booking.
            </li>
            <li>
              A booking is confirmed when you pay online or choose to pay at the hotel; you receive a booking code and a
              confirmation by email.
            </li>
            <li>
              While you pay online, the room is held for you for a few minutes. If the payment is not completed in that time, the
              room is released.
            </li>
          </ul>
        </section>
        <section>
          <h2>Check-in and check-out</h2>
          <ul>
            <li>
              Check-in is from {hotel.checkInText}; check-out is by {hotel.checkOutText}.
            </li>
            <li>Guests must be 18 or older to check in.</li>
            <li>Every adult guest shows a valid government-issued photo ID at check-in.</li>
          </ul>
        </section>
        <section>
          <h2>Payment</h2>
          <p>
            You can pay online (UPI, card, netbanking or wallet, through Razorpay) or at the hotel. Payments made online are in
            Indian rupees.
          </p>
        </section>
        <section>
          <h2>Cancellations and refunds</h2>
          <p>
            Cancellations and refunds follow our <Link to="/cancellation-and-refund">Cancellation &amp; Refund Policy</Link>.
          </p>
        </section>
        <section>
          <h2>During your stay</h2>
          <ul>
            <li>
              Please respect other guests and the hotel&apos;s property; damage caused during a stay may be charged to the guest.
            </li>
            <li>Only registered guests may stay overnight in the rooms.</li>
          </ul>
        </section>
        <section>
          <h2>Banquet hall</h2>
          <p>
            Banquet and party bookings are agreed with our reservations desk; the menu, decoration, timings and advance payment
            for each event are set out in its own written confirmation.
          </p>
        </section>
        <section>
          <h2>Governing law</h2>
          <p>
            These terms are governed by the laws of India; the courts of {hotel.city}, {hotel.state}, have jurisdiction.
          </p>
        </section>
      </div>
    </InfoLayout>
  );
}
