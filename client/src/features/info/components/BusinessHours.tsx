import { useHotel } from '../../../lib/hotel';

export function BusinessHours() {
  const hotel = useHotel();
  return (
    <section className="card info-contact-card" aria-labelledby="business-hours-title">
      <h2 id="business-hours-title">Business hours</h2>
      <dl className="info-contact-list">
        <dt>Reservations desk</dt>
        <dd>{hotel.reservationsHours}</dd>
        <dt>Front desk</dt>
        <dd>{hotel.frontDeskHours}</dd>
        <dt>Messages</dt>
        <dd>We reply within 24 hours</dd>
      </dl>
    </section>
  );
}
