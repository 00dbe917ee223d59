import { Link } from 'react-router-dom';
import { useLocalePath, useMessages } from '../../i18n';
import { useHotel } from '../../lib/hotel';
import './site-footer.css';

/** Where a guest who is lost most likely wants to go (the words: the common catalogue). */
const SITE_LINKS = [
  { to: '/', label: 'home' },
  { to: '/find-booking', label: 'findMyBooking' },
  { to: '/banquet', label: 'banquetHall' },
  { to: '/contact-us', label: 'contactUs' },
  { to: '/cancellation-and-refund', label: 'cancellationAndRefund' },
  { to: '/privacy-policy', label: 'privacyPolicy' },
] as const;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The footer of the standalone pages: the hotel's address and phone, and the site's main pages, in the page's language. */
export function SiteFooter() {
  const hotel = useHotel();
  const { t } = useMessages('common');
  const to = useLocalePath();
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
        <nav aria-label={t('footerNav')}>
          <ul className="site-footer__links">
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
