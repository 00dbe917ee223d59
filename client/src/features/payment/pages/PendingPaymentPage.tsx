import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocalePath } from '../../../i18n';
import { readPendingBookingId } from '../lib/pending-payment';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { PendingHold } from '../components/PendingHold';
import { usePaymentWords } from '../lib/page-words';
import { FindBookingForm } from '../self-service/FindBookingForm';
import '../payment.css';
import '../self-service/self-service.css';

/**
 * /pending-payment: resume an interrupted payment, from this device's record (shown as the guest
 * knows the booking: code, room, dates, total, time left), or by the booking code (or ID) with the
 * email or phone it was made with.
 */
export default function PendingPaymentPage() {
  const { t } = usePaymentWords().payment;
  usePageTitle(t('resumeYourPayment'));
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [storedId] = useState(readPendingBookingId);
  const resume = (bookingId: string) => navigate(localePath('/payment'), { state: { bookingId } });
  // The spec's Booking ID box, which also takes the booking code the guest was shown.
  const bookingIdField = { label: t('bookingIdLabel'), hint: t('bookingIdHint'), required: t('resumeNeedsId') };

  return (
    <>
      <TopBar />
      <main className="page pending-page">
        <h1>{t('resumeYourPayment')}</h1>
        <WithApollo>
          {storedId ? (
            <PendingHold bookingId={storedId} onResume={(bookingId) => void resume(bookingId)} />
          ) : (
            <p className="pending-page__none">{t('noUnfinishedPayment')}</p>
          )}
          <section className="card" aria-labelledby="pending-form-title">
            <h2 id="pending-form-title">{storedId ? t('payForAnother') : t('payForBooking')}</h2>
            <FindBookingForm
              submitLabel={t('continueToPayment')}
              codeField={bookingIdField}
              // The spec's alert pop-up; the same words show under the field for screen readers.
              onMissingCode={() => window.alert(t('resumeNeedsId'))}
              onFound={(bookingId) => void resume(bookingId)}
            />
          </section>
        </WithApollo>
      </main>
    </>
  );
}
