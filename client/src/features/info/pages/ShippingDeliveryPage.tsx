import { Link } from 'react-router-dom';
import { useHotel } from '../../../lib/hotel';
import { InfoLayout } from '../components/InfoLayout';
import { mailHref } from '../contact-links';
import { POLICIES_UPDATED } from '../policy-links';

/** The delivery charges of the hotel's policy (spec section 9), in US dollars as the owner gave them. */
const DELIVERY_CHARGES = [
  { service: 'Standard delivery (5-7 business days)', charge: '$15' },
  { service: 'Express delivery (2-3 business days)', charge: '$25' },
  { service: 'Priority delivery (next business day)', charge: '$40' },
  { service: 'Orders over $500', charge: 'Free' },
];

export default function ShippingDeliveryPage() {
  const hotel = useHotel();
  return (
    <InfoLayout
      title="Shipping & Delivery Policy"
      updated={POLICIES_UPDATED}
      lead="How your booking and anything we send you reach you."
    >
      <div className="info-prose">
        <section>
          <h2>Room and banquet bookings</h2>
          <p>
            A booking is a service, so nothing is shipped. Your confirmation is delivered by email as soon as the booking is
            confirmed, and the booking page shows its details at any time. If the email has not arrived within a few minutes,
            check your spam folder or write to <a href={mailHref(hotel.reservationsEmail)}>{hotel.reservationsEmail}</a>.
          </p>
        </section>
        <section>
          <h2>Physical items</h2>
          <p>
            Items we send by courier — such as gift vouchers, or belongings you left behind and asked us to send — go to the
            address you give us. Delivery charges are:
          </p>
          <table className="info-table">
            <caption className="visually-hidden">Delivery charges</caption>
            <thead>
              <tr>
                <th scope="col">Delivery</th>
                <th scope="col">Charge</th>
              </tr>
            </thead>
            <tbody>
              {DELIVERY_CHARGES.map((row) => (
                <tr key={row.service}>
                  <td>{row.service}</td>
                  <td>{row.charge}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>Delivery times start when the item is handed to the courier; we send you its tracking number by email.</p>
        </section>
        <section>
          <h2>Questions</h2>
          <p>
            For anything about a delivery, <Link to="/contact-us">contact us</Link>; we reply within 24 hours.
          </p>
        </section>
      </div>
    </InfoLayout>
  );
}
