import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PAYMENT_MESSAGES } from '../flow/messages';

/** A summary that could not be loaded: the server's reason (with a way back) or a retry. */
export function LoadProblem({ reason, onRetry }: { reason?: string; onRetry(): void }) {
  return (
    <>
      <h1>{PAYMENT_MESSAGES.errorTitle}</h1>
      <Alert tone="danger" title={reason ? 'This booking cannot be paid as it is' : 'Could not load your booking'}>
        <p>{reason ?? 'Please check your connection and try again.'}</p>
        {reason ? (
          <Link className="btn btn--primary" to="/check-rooms-and-rates">
            Choose another room or dates
          </Link>
        ) : (
          <Button onClick={onRetry}>Try Again</Button>
        )}
      </Alert>
    </>
  );
}
