import { HOTEL } from '../../../lib/hotel';
import { mailHref, telHref } from '../contact-links';

export function ContactDetails() {
  return (
    <section className="card info-contact-card" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Contact details</h2>
      <dl className="info-contact-list">
        <dt>Front desk</dt>
        <dd>
          <a href={telHref(HOTEL.phone)}>{HOTEL.phone}</a>
        </dd>
        <dt>Reservations</dt>
        <dd>
          <a href={telHref(HOTEL.reservationsPhone)}>{HOTEL.reservationsPhone}</a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={mailHref(HOTEL.email)}>{HOTEL.email}</a>
          <br />
          <a href={mailHref(HOTEL.infoEmail)}>{HOTEL.infoEmail}</a>
        </dd>
        <dt>Address</dt>
        <dd>
          <address>{HOTEL.addressLine}</address>
          <a href={HOTEL.mapUrl} target="_blank" rel="noopener noreferrer">
            Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </dd>
      </dl>
    </section>
  );
}
