import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { JourneySteps } from '../../../components/ui/JourneySteps';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import { BookingStatus, type PaymentBookingQuery } from '../../../graphql/generated';
import { usePageAnswer } from '../../../lib/apollo/embedded-data';
import { BookingDetailsView } from '../components/BookingDetailsView';
import { LookUpDeadEnd } from '../components/LookUpDeadEnd';
import { rememberBookingProof } from '../lib/booking-proof';
import { useMyBookingWords } from '../my-booking-words';
import { verifiedPaymentFromState } from '../lib/receipt-state';
import { BookingLoading } from './BookingLoading';
import type { LiveBookingState } from './BookingLive';
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
  const { t } = useMyBookingWords().mybooking;
  usePageTitle(t('bookingDetails'));
  const { id = '' } = useParams();
  useMailKey(id);
  // The server embeds the public lookup in the page: the first paint shows the booking while
  // Apollo Client and the live part (the self-service with it) load. The view stays the same
  // element when the live booking replaces the embedded one, so what the guest began keeps.
  const embedded = usePageAnswer<PaymentBookingQuery>('PaymentBooking', { id })?.booking;
  const verified = verifiedPaymentFromState(useLocation().state);
  const [live, setLive] = useState<LiveBookingState>({ status: 'loading' });
  const booking = live.status === 'ready' ? live.booking : live.status === 'loading' ? embedded : undefined;
  return (
    <>
      <TopBar />
      <main className="page booking-doc-page">
        {booking ? (
          <>
            {/* A confirmed booking is where the guest's journey ends: the last step of its indicator. */}
            {booking.status === BookingStatus.Confirmed && <JourneySteps current="Done" />}
            <BookingDetailsView booking={booking} verifiedPayment={verified}>
              {live.status === 'ready' && live.selfService}
            </BookingDetailsView>
          </>
        ) : live.status === 'failed' ? (
          <>
            <h1>{t('bookingDetails')}</h1>
            <Alert tone="danger" title={t('loadFailedTitle')}>
              <p>{t('loadFailedLead')}</p>
              <Button onClick={live.retry}>{t('tryAgain')}</Button>
            </Alert>
          </>
        ) : live.status === 'missing' ? (
          <BookingNotFound id={id} />
        ) : (
          <BookingLoading />
        )}
        <Suspense fallback={null}>
          <BookingLive id={id} onState={setLive} />
        </Suspense>
      </main>
    </>
  );
}

function BookingNotFound({ id }: { id: string }) {
  const { t, rich } = useMyBookingWords().mybooking;
  return (
    <LookUpDeadEnd title={t('bookingNotFound')} lookUpLabel={t('lookUpAnother')}>
      {rich('bookingNotFoundLead', { id: <span className="pay-booking-id">{id}</span> })}
    </LookUpDeadEnd>
  );
}
