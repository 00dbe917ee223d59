import { Link } from 'react-router-dom';
import { SiteFooter } from '../components/ui/SiteFooter';
import { SiteHeader } from '../components/ui/SiteHeader';
import { useLocalePath, useMessages } from '../i18n';
import { useHotel } from '../lib/hotel';
import { usePageTitle } from '../lib/use-page-title';
import './not-found.css';

/**
 * Any address that is no page of the site (the server sends it with status 404): where to go
 * instead, with the way to a booking first, since that is what a guest with an old link wants.
 * In Hindi under /hi/ (the address decides), with links to the Hindi pages that exist.
 */
export default function NotFoundPage() {
  const hotel = useHotel();
  const { t, rich } = useMessages('common');
  const to = useLocalePath();
  usePageTitle(t('notFoundTitle'));
  return (
    <div className="not-found">
      <SiteHeader />
      <main className="page not-found__main" id="main" tabIndex={-1}>
        <h1>{t('notFoundTitle')}</h1>
        <p>{t('notFoundLead')}</p>
        <ul className="not-found__actions">
          <li>
            <Link className="btn btn--primary" to={to('/')}>
              {t('backToHome')}
            </Link>
          </li>
          <li>
            <Link className="btn btn--secondary" to={to('/find-booking')}>
              {t('findMyBooking')}
            </Link>
          </li>
        </ul>
        <p>
          {rich('notFoundCallUs', {
            phone: <a href={`tel:${hotel.reservationsPhone.replace(/\s/g, '')}`}>{hotel.reservationsPhone}</a>,
            writeToUs: <Link to={to('/contact-us')}>{t('writeToUs')}</Link>,
          })}
        </p>
      </main>
      <SiteFooter />
    </div>
  );
}
