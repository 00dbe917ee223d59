import { Link } from 'react-router-dom';
import { useHotel } from '../../../../lib/hotel';
import { NewsletterForm } from './NewsletterForm';
import { FacebookIcon, InstagramIcon, XIcon } from './social-icons';
import './footer.css';

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
  const hotel = useHotel();
  const facilities = hotel.features.map((feature) => feature.title);
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
            Phone: <a href={tel(hotel.frontDeskPhone)}>{hotel.frontDeskPhone}</a>
            <br />
            Reservations: <a href={tel(hotel.reservationsPhone)}>{hotel.reservationsPhone}</a>
            <br />
            <a href={`mailto:${hotel.reservationsEmail}`}>{hotel.reservationsEmail}</a>
            <br />
            <a href={`mailto:${hotel.infoEmail}`}>{hotel.infoEmail}</a>
          </address>
          <p className="footer__owner">Owner: {hotel.ownerLine}</p>
        </div>

        <div className="footer__column">
          <h2 className="footer__title">Facilities</h2>
          <ul className="footer__list">
            {facilities.map((facility) => (
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
            {social.map((link) => (
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
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {hotel.name}. All rights reserved.
        </p>
        <p>
          Photographs and illustrations: {hotel.shortName}. Website made for {hotel.ownerLine}.
        </p>
      </div>
    </footer>
  );
}
