import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { CancellationQuoteDocument, CancelMyBookingDocument, UserErrorCode } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { BookingProof, proofVariables } from '../lib/booking-proof';
import { REQUEST_FAILED } from './proof-errors';

const rupees = (paise: number) => formatRupees(paise / 100);

/**
 * Cancel with the refund shown first: the server's quote (amount, policy window, when refunds
 * arrive), a confirmation that repeats the amount, then the cancel itself.
 */
export function CancelMyBooking({
  bookingId,
  proof,
  onDone,
  onProofRefused,
}: {
  bookingId: string;
  proof: BookingProof;
  onDone(message: string): void;
  onProofRefused(message: string, code?: UserErrorCode): void;
}) {
  const quote = useQuery(CancellationQuoteDocument, { variables: { bookingId }, fetchPolicy: 'network-only' });
  const [cancel, { loading: busy }] = useMutation(CancelMyBookingDocument);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const terms = quote.data?.cancellationQuote;

  if (quote.loading) return <p className="self-service__muted">Checking the cancellation terms…</p>;
  if (!terms) return <Alert tone="danger">Could not load the cancellation terms. Please refresh the page.</Alert>;

  const refundWords =
    terms.paidPaise === 0
      ? 'Nothing has been paid, so there is nothing to refund.'
      : `You get ${rupees(terms.refundPaise)} back (${terms.refundPercent}% of the ${rupees(terms.paidPaise)} paid). ${terms.refundTiming}`;

  async function confirm() {
    setProblem(undefined);
    try {
      const { data } = await cancel({ variables: { bookingId, ...proofVariables(proof) } });
      const answer = data?.cancelMyBooking;
      const error = answer?.errors[0];
      setAsking(false);
      if (error) {
        if (error.code === UserErrorCode.GuestProofMismatch || error.code === UserErrorCode.GuestProofRequired) {
          onProofRefused(error.message, error.code);
        } else setProblem(error.message);
        return;
      }
      onDone(answer?.message ?? 'Your booking is cancelled.');
    } catch {
      setAsking(false);
      setProblem(REQUEST_FAILED);
    }
  }

  return (
    <section className="self-service__part" aria-labelledby="self-cancel-title">
      <h3 id="self-cancel-title">Cancel booking</h3>
      {terms.cancellable ? (
        <>
          <p>{terms.policy}</p>
          <p className="self-service__refund">
            <strong>If you cancel now:</strong> {refundWords}
          </p>
          {problem && <Alert tone="danger">{problem}</Alert>}
          <Button variant="danger" onClick={() => setAsking(true)}>
            Cancel booking
          </Button>
        </>
      ) : (
        <p className="self-service__muted">{terms.refusal}</p>
      )}
      {asking && (
        <ConfirmDialog
          title="Cancel this booking?"
          confirmLabel="Yes, cancel booking"
          cancelLabel="Keep booking"
          busy={busy}
          busyLabel="Cancelling…"
          danger
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          <p>{refundWords}</p>
          <p>Your rooms are given up at once. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
