import { useMessages } from '../../../../i18n';
import { useHotel } from '../../../../lib/hotel';
import { SECTIONS } from '../../content/sections';
import { ContactForm } from './ContactForm';
import './contact.css';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ContactSection() {
  const hotel = useHotel();
  const { t } = useMessages('landing');
  return (
    <section id={SECTIONS.contact} className="landing-section" aria-labelledby="contact-title" tabIndex={-1}>
      <div className="landing-section__inner">
        <p className="landing-section__eyebrow">{t('navContact')}</p>
        <h2 id="contact-title" className="landing-section__title">
          {t('contactTitle')}
        </h2>
        <p className="landing-section__lead">{t('contactLead')}</p>
        <div className="contact__grid">
          <ContactForm />
          <div className="contact__details">
            <h3 className="contact__details-title">{hotel.name}</h3>
            <address>
              <dl>
                <div>
                  <dt>{t('address')}</dt>
                  <dd>
                    {hotel.addressLine}
                    <br />
                    <a href={hotel.mapUrl} target="_blank" rel="noopener noreferrer">
                      {t('openInMaps')}
                      <span className="visually-hidden">{t('opensInNewTab')}</span>
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{t('reservations')}</dt>
                  <dd>
                    <a href={tel(hotel.reservationsPhone)}>{hotel.reservationsPhone}</a>
                    <br />
                    {hotel.reservationsHours}
                  </dd>
                </div>
                <div>
                  <dt>{t('frontDesk')}</dt>
                  <dd>
                    <a href={tel(hotel.frontDeskPhone)}>{hotel.frontDeskPhone}</a>
                    <br />
                    {t('openHours', { hours: hotel.frontDeskHours })}
                  </dd>
                </div>
                <div>
                  <dt>{t('email')}</dt>
                  <dd>
                    <a href={`mailto:${hotel.reservationsEmail}`}>{hotel.reservationsEmail}</a>
                    <br />
                    <a href={`mailto:${hotel.infoEmail}`}>{hotel.infoEmail}</a>
                  </dd>
                </div>
                <div>
                  <dt>{t('checkInOut')}</dt>
                  <dd>{t('checkInOutTimes', { checkIn: hotel.checkInText, checkOut: hotel.checkOutText })}</dd>
                </div>
              </dl>
            </address>
          </div>
        </div>
      </div>
    </section>
  );
}
