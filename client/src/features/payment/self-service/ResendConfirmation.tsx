import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ResendMyConfirmationDocument, UserErrorCode } from '../../../graphql/generated';
import { BookingProof, proofVariables } from '../lib/booking-proof';
import { useMyBookingWords } from '../my-booking-words';
import { proofRefused } from './proof-errors';

/** Has the confirmation mailed again to the booking's email (the server limits how often). */
export function ResendConfirmation({
  bookingId,
  proof,
  onProofRefused,
}: {
  bookingId: string;
  proof: BookingProof;
  onProofRefused(message: string, code?: UserErrorCode): void;
}) {
  const { t } = useMyBookingWords().mybooking;
  const [resend, { loading }] = useMutation(ResendMyConfirmationDocument);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string }>();

  async function send() {
    setOutcome(undefined);
    try {
      const { data } = await resend({ variables: { bookingId, ...proofVariables(proof) } });
      const answer = data?.resendMyConfirmation;
      const error = answer?.errors[0];
      if (error) {
        if (proofRefused(error.code)) return onProofRefused(error.message, error.code);
        return setOutcome({ tone: 'danger', text: error.message });
      }
      setOutcome({ tone: 'success', text: t('resent', { email: answer?.sentTo ?? t('yourEmail') }) });
    } catch {
      setOutcome({ tone: 'danger', text: t('requestFailed') });
    }
  }

  return (
    <section className="self-service__part" aria-labelledby="self-resend-title">
      <h3 id="self-resend-title">{t('resendTitle')}</h3>
      <p>{t('resendLead')}</p>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Button variant="secondary" onClick={() => void send()} disabled={loading}>
        {loading ? t('sending') : t('resend')}
      </Button>
    </section>
  );
}
