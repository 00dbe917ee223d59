import { Link } from 'react-router-dom';
import { HOTEL } from '../../../../lib/hotel';
import { NewsletterForm } from './NewsletterForm';
import { FacebookIcon, InstagramIcon, XIcon } from './social-icons';
import './footer.css';

const FACILITIES = [
  'Banquet hall for 300 guests',
  'Air-conditioned rooms and suites',
  'Two lifts to every floor',
  'Restaurant and room service',
  'Free Wi-Fi',
  'Parking for guests',
  '24/7 front desk and fitness center',
];

const SOCIAL = [
  { name: 'Facebook', href: HOTEL.social.facebook, icon: <FacebookIcon /> },
  { name: 'Instagram', href: HOTEL.social.instagram, icon: <InstagramIcon /> },
  { name: 'X (Twitter)', href: HOTEL.social.twitter, icon: <XIcon /> },
];

const POLICIES = [
  { to: '/banquet', label: 'Banquet hall: free dates and enquiry' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/cancellation-and-refund', label: 'Cancellation and Refund' },
  { to: '/shipping-and-delivery', label: 'Shipping and Delivery' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/find-booking', label: 'Find my booking' },
  { to: '/pending-payment', label: 'Resume a payment' },
];

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__grid">
        <div className="footer__column">
          <h2 className="footer__title">{HOTEL.name}</h2>
          <address className="footer__address">
            {HOTEL.addressLine}
            <br />
            Phone: <a href={tel(HOTEL.phone)}>{HOTEL.phone}</a>
            <br />
            Reservations: <a href={tel(HOTEL.reservationsPhone)}>{HOTEL.reservationsPhone}</a>
            <br />
            <a href={`mailto:${HOTEL.email}`}>{HOTEL.email}</a>
            <br />
            <a href={`mailto:${HOTEL.infoEmail}`}>{HOTEL.infoEmail}</a>
          </address>
          <p className="footer__owner">Owner: {HOTEL.owner}</p>
        </div>

        <div className="footer__column">
          <h2 className="footer__title">Facilities</h2>
          <ul className="footer__list">
            {FACILITIES.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </div>

        <div className="footer__column">
          <h2 className="footer__title">Information</h2>
          <ul className="footer__list">
            {POLICIES.map((policy) => (
              <li key={policy.to}>
                <Link to={policy.to}>{policy.label}</Link>
              </li>
            ))}
          </ul>
        </div>

        <div className="footer__column">
          <h2 className="footer__title">Newsletter</h2>
          <p>Festival offers and wedding-season dates, a few times a year. No spam.</p>
          <NewsletterForm />
          <h2 className="footer__title footer__title--follow">Follow us</h2>
          <ul className="footer__social">
            {SOCIAL.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.name} (opens in a new tab)`}>
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="footer__credits">
        <p>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {HOTEL.name}. All rights reserved.
        </p>
        <p>
          Photographs and illustrations: {HOTEL.shortName}. Website made for {HOTEL.owner}.
        </p>
      </div>
    </footer>
  );
}
