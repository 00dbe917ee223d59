import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBrowserStateKnown } from '../../../app/state/browser-state';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { NoBookingFound } from '../components/NoBookingFound';
import { PaymentLinkGate } from '../components/PaymentLinkGate';
import { PaymentLoader, PaymentLoading } from '../components/PaymentLoader';
import { bookingIdFromState, bookingIdFromUrl, readPendingBookingId, readPendingQuote } from '../lib/pending-payment';
import { JourneySteps } from '../../../components/ui/JourneySteps';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePaymentWords } from '../lib/page-words';
import '../payment.css';

/** What is being paid, read from this tab once the page may read it (not in the server's frame). */
function PaymentContent() {
  const location = useLocation();
  // The URL names this tab's booking once it exists: Back and reload come back to it.
  const bookingInUrl = bookingIdFromUrl(location.search);
  const explicitBookingId = bookingIdFromState(location.state) ?? bookingInUrl;
  // Read once: the flow stores the new booking id while paying, which must not switch the page.
  const [stored] = useState(() => ({ bookingId: readPendingBookingId(), quote: readPendingQuote() }));
  const nothingToPay = !explicitBookingId && !stored.bookingId && !stored.quote;
  // A hold mail's link carries the hold's key: it works only while that hold lives.
  const linkKey = new URLSearchParams(location.search).get('key');
  const loader = (
    <PaymentLoader
      explicitBookingId={explicitBookingId}
      storedBookingId={stored.bookingId}
      storedQuote={stored.quote}
      finishedShowsBooking={explicitBookingId === bookingInUrl}
    />
  );
  if (nothingToPay) return <NoBookingFound />;
  return (
    <>
      <JourneySteps current="Payment" />
      <WithApollo fallback={<PaymentLoading />}>
        {linkKey && bookingInUrl ? (
          <PaymentLinkGate bookingId={bookingInUrl} linkKey={linkKey}>
            {loader}
          </PaymentLinkGate>
        ) : (
          loader
        )}
      </WithApollo>
    </>
  );
}

/**
 * /payment: the booking summary and the method cards (spec sections 2 and 4). Its frame (the
 * steps, the heading and the intro, the booking's placeholder) is rendered on the server; what is
 * paid (this tab's quote or booking) is read by its scripts.
 */
export default function PaymentPage() {
  usePageTitle(usePaymentWords().payment.t('title'));
  const known = useBrowserStateKnown();
  return (
    <>
      <TopBar />
      <main className="page payment-page">
        {known ? (
          <PaymentContent />
        ) : (
          <>
            <JourneySteps current="Payment" />
            <PaymentLoading />
          </>
        )}
      </main>
    </>
  );
}
