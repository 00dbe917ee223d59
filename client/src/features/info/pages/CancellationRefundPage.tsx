import { Link } from 'react-router-dom';
import { useHotel } from '../../../lib/hotel';
import { InfoLayout } from '../components/InfoLayout';
import { mailHref, telHref } from '../contact-links';
import { POLICIES_UPDATED } from '../policy-links';

export default function CancellationRefundPage() {
  const hotel = useHotel();
  return (
    <InfoLayout
      title="Cancellation & Refund Policy"
      updated={POLICIES_UPDATED}
      lead="Plans change. Here is what happens when you cancel a booking."
    >
      <div className="info-prose">
        <section>
          <h2>Room bookings</h2>
          <table className="info-table">
            <caption className="visually-hidden">Refund by time of cancellation</caption>
            <thead>
              <tr>
                <th scope="col">When you cancel</th>
                <th scope="col">Refund</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Up to 24 hours before check-in</td>
                <td>Free cancellation — full refund</td>
              </tr>
              <tr>
                <td>Within 24 hours of check-in</td>
                <td>50% refund</td>
              </tr>
            </tbody>
          </table>
          <p>Check-in is at {hotel.checkInText} on the day of arrival; the 24 hours count back from then.</p>
        </section>
        <section>
          <h2>Group bookings</h2>
          <p>
            Group bookings of 5 or more rooms have 7-day free cancellation: cancel up to 7 days before check-in for a full refund.
            After that, 50% of the amount paid is refunded.
          </p>
        </section>
        <section>
          <h2>Pay at hotel</h2>
          <p>
            If you chose to pay at the hotel, nothing has been charged, so there is nothing to refund. Please still tell us when
            you cancel so we can offer the room to another guest.
          </p>
        </section>
        <section>
          <h2>Refunds</h2>
          <p>
            Refunds go back to the account, card or UPI ID you paid with and reach you in 5-10 business days, depending on your
            bank.
          </p>
        </section>
        <section>
          <h2>How to cancel</h2>
          <p>
            Call us on <a href={telHref(hotel.reservationsPhone)}>{hotel.reservationsPhone}</a> (reservations desk,{' '}
            {hotel.reservationsHours}) or write to <a href={mailHref(hotel.reservationsEmail)}>{hotel.reservationsEmail}</a> with
            your booking code. You can also send us a message from the <Link to="/contact-us">contact page</Link>, choosing
            &ldquo;Cancellation&rdquo; as the inquiry type.
          </p>
        </section>
      </div>
    </InfoLayout>
  );
}
