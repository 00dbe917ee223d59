import { Link } from 'react-router-dom';
import { SiteFooter } from '../components/ui/SiteFooter';
import { SiteHeader } from '../components/ui/SiteHeader';
import { useHotel } from '../lib/hotel';
import { usePageTitle } from '../lib/use-page-title';
import './not-found.css';

/**
 * Any address that is no page of the site (the server sends it with status 404): where to go
 * instead, with the way to a booking first, since that is what a guest with an old link wants.
 */
export default function NotFoundPage() {
  const hotel = useHotel();
  usePageTitle('Page not found');
  return (
    <div className="not-found">
      <SiteHeader />
      <main className="page not-found__main" id="main" tabIndex={-1}>
        <h1>Page not found</h1>
        <p>The page you asked for does not exist. It may have moved, or the link may be mistyped.</p>
        <ul className="not-found__actions">
          <li>
            <Link className="btn btn--primary" to="/">
              Back to Home
            </Link>
          </li>
          <li>
            <Link className="btn btn--secondary" to="/find-booking">
              Find my booking
            </Link>
          </li>
        </ul>
        <p>
          Looking for something else? Call us on{' '}
          <a href={`tel:${hotel.reservationsPhone.replace(/\s/g, '')}`}>{hotel.reservationsPhone}</a> or{' '}
          <Link to="/contact-us">write to us</Link>.
        </p>
      </main>
      <SiteFooter />
    </div>
  );
}
