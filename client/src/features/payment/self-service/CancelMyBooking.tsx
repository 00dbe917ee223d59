import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { CancellationQuoteDocument, CancelMyBookingDocument, UserErrorCode } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { BookingProof, proofVariables } from '../lib/booking-proof';
import { useMyBookingWords } from '../my-booking-words';

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
  const { t, locale } = useMyBookingWords().mybooking;
  const rupees = (paise: number) => formatRupees(paise / 100, locale);
  const quote = useQuery(CancellationQuoteDocument, { variables: { bookingId }, fetchPolicy: 'network-only' });
  const [cancel, { loading: busy }] = useMutation(CancelMyBookingDocument);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const terms = quote.data?.cancellationQuote;

  if (quote.loading) return <p className="self-service__muted">{t('checkingTerms')}</p>;
  if (!terms) return <Alert tone="danger">{t('termsFailed')}</Alert>;

  // The policy, its refusal and the refund's timing are the server's words (their Hindi is a later slice of docs/i18n.md).
  const refundWords =
    terms.paidPaise === 0
      ? t('nothingHasBeenPaid')
      : t('refundIfCancelled', {
          refund: rupees(terms.refundPaise),
          percent: terms.refundPercent,
          paid: rupees(terms.paidPaise),
          timing: terms.refundTiming,
        });

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
      onDone(answer?.message ?? t('cancelled'));
    } catch {
      setAsking(false);
      setProblem(t('requestFailed'));
    }
  }

  return (
    <section className="self-service__part" aria-labelledby="self-cancel-title">
      <h3 id="self-cancel-title">{t('cancelBooking')}</h3>
      {terms.cancellable ? (
        <>
          <p>{terms.policy}</p>
          <p className="self-service__refund">
            <strong>{t('ifYouCancelNow')}</strong> {refundWords}
          </p>
          {problem && <Alert tone="danger">{problem}</Alert>}
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('cancelBooking')}
          </Button>
        </>
      ) : (
        <p className="self-service__muted">{terms.refusal}</p>
      )}
      {asking && (
        <ConfirmDialog
          title={t('cancelConfirmTitle')}
          confirmLabel={t('cancelConfirm')}
          cancelLabel={t('keepBooking')}
          busy={busy}
          busyLabel={t('cancelling')}
          danger
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          <p>{refundWords}</p>
          <p>{t('roomsGivenUp')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
