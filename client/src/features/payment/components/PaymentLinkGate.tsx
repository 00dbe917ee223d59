import { useQuery } from '@apollo/client/react';
import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { PaymentLinkDocument } from '../../../graphql/generated';
import { useLocalePath } from '../../../i18n';
import { usePaymentWords } from '../lib/page-words';
import { LoadProblem } from './LoadProblem';
import { PaymentLoading } from './PaymentLoader';

/**
 * The payment page opened from a hold mail's link (/payment?booking=…&key=…): the server says
 * whether the link still works (it dies with the hold); while it does, the page goes on as usual.
 */
export function PaymentLinkGate({ bookingId, linkKey, children }: { bookingId: string; linkKey: string; children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(PaymentLinkDocument, {
    variables: { bookingId, key: linkKey },
    fetchPolicy: 'network-only',
  });
  const { t } = usePaymentWords().payment;
  const localePath = useLocalePath();
  if (loading) return <PaymentLoading />;
  if (error) return <LoadProblem onRetry={() => void refetch()} />;
  if (data?.paymentLink.booking) return children;
  return (
    <>
      <h1>{t('title')}</h1>
      <Alert tone="warning" title={t('linkDead')}>
        {/* The server's reason in its words; ours when it gives none. */}
        <p>{data?.paymentLink.errors[0]?.message ?? t('linkExpired')}</p>
        <p>{t('linkStillPay')}</p>
        <div className="payment-empty__actions">
          <Link className="btn btn--primary" to={localePath('/pending-payment')}>
            {t('resumeYourPayment')}
          </Link>
          <Link className="btn btn--secondary" to={localePath('/')}>
            {t('checkRoomsAndRates')}
          </Link>
        </div>
      </Alert>
    </>
  );
}
