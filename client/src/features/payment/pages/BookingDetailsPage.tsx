import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { TopBar } from '../../../components/ui/TopBar';
import type { PaymentBookingQuery } from '../../../graphql/generated';
import { peekEmbeddedAnswer } from '../../../lib/apollo/embedded-data';
import { BookingDetailsView } from '../components/BookingDetailsView';
import { rememberBookingProof } from '../lib/booking-proof';
import { verifiedPaymentFromState } from '../lib/receipt-state';
import { BookingLoading } from './BookingLoading';
import '../payment.css';
import '../booking-doc.css';

const BookingLive = lazy(() => import('./BookingLive'));

/**
 * The mail's link (/booking/{id}?key=…) proves the booking for this tab; the key is then taken
 * out of the address bar, so it is not copied along with the page's address or kept in history.
 */
function useMailKey(id: string): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, state } = useLocation() as { pathname: string; state: unknown };
  const key = params.get('key');
  // Before the first render of the self-service, which reads the proof.
  useState(() => key && rememberBookingProof(id, { key }));
  useEffect(() => {
    if (key) void navigate({ pathname, search: '' }, { replace: true, state });
  }, [key, navigate, pathname, state]);
}

/** /booking/{id} */
export default function BookingDetailsPage() {
  const { id = '' } = useParams();
  useMailKey(id);
  // The server embeds the public lookup in the page: the first paint shows the booking while
  // Apollo Client and the live part (the self-service with it) load.
  const embedded = peekEmbeddedAnswer<PaymentBookingQuery>('PaymentBooking', { id })?.booking;
  const verified = verifiedPaymentFromState(useLocation().state);
  return (
    <>
      <TopBar />
      <main className="page booking-doc-page">
        <Suspense fallback={embedded ? <BookingDetailsView booking={embedded} verifiedPayment={verified} /> : <BookingLoading />}>
          <BookingLive id={id} />
        </Suspense>
      </main>
    </>
  );
}
