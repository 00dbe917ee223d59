import { Link } from 'react-router-dom';
import { TopBar } from '../../../components/ui/TopBar';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useHotel } from '../../../lib/hotel';
import { usePageTitle } from '../../../lib/use-page-title';
import { PrivacyRequestForm } from './PrivacyRequestForm';
import './privacy-requests.css';

/**
 * /privacy/requests: a guest's rights over their data (DPDP Act 2023): a copy of what the hotel
 * keeps (given at once), a correction, an erasure, or a complaint, proved with a booking code and
 * its email or phone, or with a code sent by SMS. The hotel answers within 90 days.
 */
export default function PrivacyRequestsPage() {
  const hotel = useHotel();
  usePageTitle('Your data: ask us');
  return (
    <>
      <TopBar />
      <main className="page privacy-requests-page">
        <h1>Your data: ask us</h1>
        <p className="privacy-requests-page__lead">
          Ask for a copy of what we keep about you, ask us to correct or erase it, or make a complaint. A copy is given at once;
          we answer everything else within 90 days. First show us it is you, with your booking code or a code we send to your
          phone.
        </p>
        <section className="card" aria-label="Your request">
          <WithApollo>
            <PrivacyRequestForm />
          </WithApollo>
        </section>
        <p className="privacy-requests-page__help">
          Read <Link to="/privacy-policy">what we keep and why</Link>. Questions? Call us on{' '}
          <a href={`tel:${hotel.reservationsPhone.replace(/\s/g, '')}`}>{hotel.reservationsPhone}</a> or write to{' '}
          <a href={`mailto:${hotel.reservationsEmail}`}>{hotel.reservationsEmail}</a>.
        </p>
      </main>
    </>
  );
}
