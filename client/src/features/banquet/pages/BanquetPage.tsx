import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useHotel } from '../../../lib/hotel';
import { SiteHeader } from '../../../components/ui/SiteHeader';
import { usePageTitle } from '../../../lib/use-page-title';
import '../banquet.css';

const BanquetPlanner = lazy(() => import('./BanquetPlanner'));
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /banquet: the frame and the steps are in the prerendered page; the hall's details come with the planner. */
export function BanquetPage() {
  const hotel = useHotel();
  usePageTitle('Banquet Hall for Weddings, Receptions and Parties');
  return (
    <div className="banquet">
      <SiteHeader />
      <main className="banquet-main" id="main" tabIndex={-1}>
        <div className="banquet-intro">
          <h1>Banquet hall for weddings, receptions and parties</h1>
          <p className="banquet-lead">
            Book our hall by date and session, lunch or dinner, with a veg or non-veg menu per plate. See which dates are free,
            what your event will cost, and send us an enquiry. Nothing is paid until we agree on a quote.
          </p>
          <ol className="banquet-steps" aria-label="How booking the hall works">
            <li>
              <strong>Find a free date</strong> in the calendar below.
            </li>
            <li>
              <strong>Send an enquiry</strong> and get its reference by mail.
            </li>
            <li>
              <strong>We call you with a quote</strong> and can hold the date for a few days.
            </li>
            <li>
              <strong>Pay the advance online</strong> and the date is yours.
            </li>
          </ol>
          <p className="banquet-call">
            Rather talk? Call <a href={telHref(hotel.frontDeskPhone)}>{hotel.frontDeskPhone}</a> ({hotel.reservationsHours}).
          </p>
        </div>
        <WithApollo
          fallback={
            <p className="banquet-loading" aria-busy="true">
              Loading the hall, its free dates and menus…
            </p>
          }
        >
          <BanquetPlanner />
        </WithApollo>
      </main>
      <footer className="banquet-footer">
        <p>
          {hotel.name} · {hotel.addressLine}
        </p>
        <p>
          <a href={telHref(hotel.frontDeskPhone)}>{hotel.frontDeskPhone}</a> ·{' '}
          <a href={`mailto:${hotel.reservationsEmail}`}>{hotel.reservationsEmail}</a> ·{' '}
          <Link to="/terms-and-conditions">Terms</Link> · <Link to="/privacy-policy">Privacy</Link>
        </p>
      </footer>
    </div>
  );
}
