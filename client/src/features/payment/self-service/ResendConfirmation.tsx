import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ResendMyConfirmationDocument, UserErrorCode } from '../../../graphql/generated';
import { BookingProof, proofVariables } from '../lib/booking-proof';
import { proofRefused, REQUEST_FAILED } from './proof-errors';

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
      setOutcome({ tone: 'success', text: `Confirmation sent to ${answer?.sentTo ?? 'your email'}.` });
    } catch {
      setOutcome({ tone: 'danger', text: REQUEST_FAILED });
    }
  }

  return (
    <section className="self-service__part" aria-labelledby="self-resend-title">
      <h3 id="self-resend-title">Confirmation mail</h3>
      <p>Lost the mail? We send it again to the email address of the booking.</p>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Button variant="secondary" onClick={() => void send()} disabled={loading}>
        {loading ? 'Sending…' : 'Email my confirmation again'}
      </Button>
    </section>
  );
}
