import { useHotel } from '../../../lib/hotel';
import { mailHref, telHref } from '../contact-links';

export function ContactDetails() {
  const hotel = useHotel();
  return (
    <section className="card info-contact-card" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Contact details</h2>
      <dl className="info-contact-list">
        <dt>Front desk</dt>
        <dd>
          <a href={telHref(hotel.frontDeskPhone)}>{hotel.frontDeskPhone}</a>
        </dd>
        <dt>Reservations</dt>
        <dd>
          <a href={telHref(hotel.reservationsPhone)}>{hotel.reservationsPhone}</a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={mailHref(hotel.reservationsEmail)}>{hotel.reservationsEmail}</a>
          <br />
          <a href={mailHref(hotel.infoEmail)}>{hotel.infoEmail}</a>
        </dd>
        <dt>Address</dt>
        <dd>
          <address>{hotel.addressLine}</address>
          <a href={hotel.mapUrl} target="_blank" rel="noopener noreferrer">
            Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </dd>
      </dl>
    </section>
  );
}
