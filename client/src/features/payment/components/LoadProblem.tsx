import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useLocalePath } from '../../../i18n';
import { usePaymentWords } from '../lib/page-words';

/** A summary that could not be loaded: the server's reason (in its words, with a way back) or a retry. */
export function LoadProblem({ reason, onRetry }: { reason?: string; onRetry(): void }) {
  const { t } = usePaymentWords().payment;
  const localePath = useLocalePath();
  return (
    <>
      <h1>{t('errorTitle')}</h1>
      <Alert tone="danger" title={reason ? t('cannotBePaid') : t('couldNotLoad')}>
        <p>{reason ?? t('checkConnection')}</p>
        {reason ? (
          <Link className="btn btn--primary" to={localePath('/check-rooms-and-rates')}>
            {t('chooseAnotherStay')}
          </Link>
        ) : (
          <Button onClick={onRetry}>{t('tryAgain')}</Button>
        )}
      </Alert>
    </>
  );
}
