import { Link } from 'react-router-dom';
import { useLocalePath } from '../../../i18n';
import { useMyBookingWords } from '../my-booking-words';

/** The payment page without anything to pay for (spec: Payment Error / No Booking Found, word for word in English). */
export function NoBookingFound({ detail }: { detail?: string }) {
  const localePath = useLocalePath();
  const { t } = useMyBookingWords().mybooking;
  return (
    <section className="payment-empty card" aria-labelledby="no-booking-title">
      <h1>{t('paymentError')}</h1>
      <h2 id="no-booking-title">{t('noBookingFound')}</h2>
      <p>{t('noBookingLead')}</p>
      {detail && <p className="pay-muted">{detail}</p>}
      <div className="payment-empty__actions">
        <Link className="btn btn--primary" to={localePath('/')}>
          {t('backToHome')}
        </Link>
        <Link className="btn btn--secondary" to={localePath('/pending-payment')}>
          {t('resumePayment')}
        </Link>
      </div>
    </section>
  );
}
