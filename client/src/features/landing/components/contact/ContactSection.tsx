import { useHotel } from '../../../../lib/hotel';
import { SECTIONS } from '../../content/sections';
import { ContactForm } from './ContactForm';
import './contact.css';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ContactSection() {
  const hotel = useHotel();
  return (
    <section id={SECTIONS.contact} className="landing-section" aria-labelledby="contact-title" tabIndex={-1}>
      <div className="landing-section__inner">
        <p className="landing-section__eyebrow">Contact Us</p>
        <h2 id="contact-title" className="landing-section__title">
          Plan your stay or your function with us
        </h2>
        <p className="landing-section__lead">
          Ask about rooms, rates, banquet bookings or directions — write to us or call the desk.
        </p>
        <div className="contact__grid">
          <ContactForm />
          <div className="contact__details">
            <h3 className="contact__details-title">{hotel.name}</h3>
            <address>
              <dl>
                <div>
                  <dt>Address</dt>
                  <dd>
                    {hotel.addressLine}
                    <br />
                    <a href={hotel.mapUrl} target="_blank" rel="noopener noreferrer">
                      Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>Reservations</dt>
                  <dd>
                    <a href={tel(hotel.reservationsPhone)}>{hotel.reservationsPhone}</a>
                    <br />
                    {hotel.reservationsHours}
                  </dd>
                </div>
                <div>
                  <dt>Front desk</dt>
                  <dd>
                    <a href={tel(hotel.frontDeskPhone)}>{hotel.frontDeskPhone}</a>
                    <br />
                    Open {hotel.frontDeskHours}
                  </dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${hotel.reservationsEmail}`}>{hotel.reservationsEmail}</a>
                    <br />
                    <a href={`mailto:${hotel.infoEmail}`}>{hotel.infoEmail}</a>
                  </dd>
                </div>
                <div>
                  <dt>Check-in / check-out</dt>
                  <dd>
                    From {hotel.checkInText} / by {hotel.checkOutText}
                  </dd>
                </div>
              </dl>
            </address>
          </div>
        </div>
      </div>
    </section>
  );
}
