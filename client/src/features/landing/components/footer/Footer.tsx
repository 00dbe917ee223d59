import { Link } from 'react-router-dom';
import { useLocalePath, useMessages } from '../../../../i18n';
import { useHotel } from '../../../../lib/hotel';
import { useProfileWords } from '../../hooks/use-profile-words';
import { NewsletterForm } from './NewsletterForm';
import { FacebookIcon, InstagramIcon, XIcon } from './social-icons';
import './footer.css';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function Footer() {
  const hotel = useHotel();
  const { t, rich } = useMessages('landing');
  const common = useMessages('common').t;
  const localePath = useLocalePath();
  const facilities = useProfileWords().features.map((feature) => feature.title);
  const policies = [
    { to: '/banquet', label: t('banquetLink') },
    { to: '/privacy-policy', label: common('privacyPolicy') },
    { to: '/terms-and-conditions', label: t('termsAndConditions') },
    { to: '/cancellation-and-refund', label: common('cancellationAndRefund') },
    { to: '/shipping-and-delivery', label: t('shippingAndDelivery') },
    { to: '/contact-us', label: common('contactUs') },
    { to: '/find-booking', label: common('findMyBooking') },
    { to: '/pending-payment', label: t('resumePayment') },
  ];
  const social = [
    { name: 'Facebook', href: hotel.facebookUrl, icon: <FacebookIcon /> },
    { name: 'Instagram', href: hotel.instagramUrl, icon: <InstagramIcon /> },
    { name: 'X (Twitter)', href: hotel.xUrl, icon: <XIcon /> },
  ].flatMap((link) => (link.href ? [{ ...link, href: link.href }] : []));
  return (
    <footer className="footer">
      <div className="footer__grid">
        <div className="footer__column">
          <h2 className="footer__title">{hotel.name}</h2>
          <address className="footer__address">
            {hotel.addressLine}
            <br />
            {rich('phoneLine', { phone: <a href={tel(hotel.frontDeskPhone)}>{hotel.frontDeskPhone}</a> })}
            <br />
            {rich('reservationsLine', { phone: <a href={tel(hotel.reservationsPhone)}>{hotel.reservationsPhone}</a> })}
            <br />
            <a href={`mailto:${hotel.reservationsEmail}`}>{hotel.reservationsEmail}</a>
            <br />
            <a href={`mailto:${hotel.infoEmail}`}>{hotel.infoEmail}</a>
          </address>
          <p className="footer__owner">{t('ownerLine', { owner: hotel.ownerLine })}</p>
        </div>

        <div className="footer__column">
          <h2 className="footer__title">{t('facilities')}</h2>
          <ul className="footer__list">
            {facilities.map((facility, index) => (
              <li key={index} lang={facility.lang}>
                {facility.text}
              </li>
            ))}
          </ul>
        </div>

        <div className="footer__column">
          <h2 className="footer__title">{t('information')}</h2>
          <ul className="footer__list">
            {policies.map((policy) => (
              <li key={policy.to}>
                <Link to={localePath(policy.to)}>{policy.label}</Link>
              </li>
            ))}
          </ul>
        </div>

        <div className="footer__column">
          <h2 className="footer__title">{t('newsletter')}</h2>
          <p>{t('newsletterLead')}</p>
          <NewsletterForm />
          <h2 className="footer__title footer__title--follow">{t('followUs')}</h2>
          <ul className="footer__social">
            {social.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={t('socialLink', { name: link.name })}>
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="footer__credits">
        <p>{rich('copyright', { year: <span suppressHydrationWarning>{new Date().getFullYear()}</span>, name: hotel.name })}</p>
        <p>{t('credits', { shortName: hotel.shortName, owner: hotel.ownerLine })}</p>
      </div>
    </footer>
  );
}
