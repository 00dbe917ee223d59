import { Link } from 'react-router-dom';
import { useHotel } from '../../lib/hotel';
import './site-footer.css';

/** Where a guest who is lost most likely wants to go. */
const SITE_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/find-booking', label: 'Find my booking' },
  { to: '/banquet', label: 'Banquet hall' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/cancellation-and-refund', label: 'Cancellation and Refund' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
] as const;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The footer of the standalone pages: the hotel's address and phone, and the site's main pages. */
export function SiteFooter() {
  const hotel = useHotel();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__name">{hotel.name}</p>
          <address>
            {hotel.addressLine}
            <br />
            <a href={telHref(hotel.frontDeskPhone)}>{hotel.frontDeskPhone}</a> ·{' '}
            <a href={`mailto:${hotel.reservationsEmail}`}>{hotel.reservationsEmail}</a>
          </address>
        </div>
        <nav aria-label="Site pages">
          <ul className="site-footer__links">
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
