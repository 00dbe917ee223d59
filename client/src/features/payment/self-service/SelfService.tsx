import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { BookingStatus, ProveMyBookingDocument } from '../../../graphql/generated';
import type { PaymentBooking } from '../flow/payment-flow';
import { BookingProof, forgetBookingProof, proofVariables, readBookingProof, rememberBookingProof } from '../lib/booking-proof';
import { useMyBookingWords } from '../my-booking-words';
import { ArrivalPlans, ArrivalPlansForm } from './ArrivalPlansForm';
import { CancelMyBooking } from './CancelMyBooking';
import { ProofForm } from './ProofForm';
import { ResendConfirmation } from './ResendConfirmation';
import './self-service.css';

/** Statuses in which the guest still has something to do here. */
const OPEN: readonly BookingStatus[] = [BookingStatus.Held, BookingStatus.Confirmed, BookingStatus.CheckedIn];
const PLANS_CHANGEABLE: readonly BookingStatus[] = [BookingStatus.Held, BookingStatus.Confirmed];
const HAS_CONFIRMATION: readonly BookingStatus[] = [BookingStatus.Confirmed, BookingStatus.CheckedIn];

type Phase =
  { name: 'checking' } | { name: 'ask'; refusal?: string } | { name: 'ready'; proof: BookingProof; plans: ArrivalPlans };

/**
 * /booking/{id}: what the guest does without calling the hotel (cancel, arrival time and request,
 * the confirmation again). The guest proves the booking once per tab, with its email or phone or
 * the key from the mail's link (BookingProof); the server checks the proof on every action.
 */
export function SelfService({ booking }: { booking: PaymentBooking }) {
  const { t } = useMyBookingWords().mybooking;
  const requestFailed = t('requestFailed');
  const [prove] = useMutation(ProveMyBookingDocument);
  const [phase, setPhase] = useState<Phase>(() => (readBookingProof(booking.id) ? { name: 'checking' } : { name: 'ask' }));
  const [done, setDone] = useState<string>();
  const open = OPEN.includes(booking.status);

  const check = useCallback(
    async (proof: BookingProof): Promise<void> => {
      try {
        const { data } = await prove({ variables: { bookingId: booking.id, ...proofVariables(proof) } });
        const answer = data?.proveMyBooking;
        if (answer?.plans) {
          rememberBookingProof(booking.id, proof);
          setPhase({ name: 'ready', proof, plans: answer.plans });
        } else {
          forgetBookingProof(booking.id);
          setPhase({ name: 'ask', refusal: answer?.errors[0]?.message });
        }
      } catch {
        setPhase({ name: 'ask', refusal: requestFailed });
      }
    },
    [booking.id, prove, requestFailed],
  );

  // The proof this tab already has (typed before, or the mail's key) is checked once on arrival.
  useEffect(() => {
    const stored = readBookingProof(booking.id);
    if (stored && open) void check(stored);
  }, [booking.id, open, check]);

  const proofRefused = (message: string) => {
    forgetBookingProof(booking.id);
    setPhase({ name: 'ask', refusal: message });
  };

  if (done) {
    return (
      <section className="card booking-doc__wide self-service no-print" aria-labelledby="self-service-title">
        <h2 id="self-service-title">{t('manageBooking')}</h2>
        <Alert tone="success">{done}</Alert>
      </section>
    );
  }
  if (!open) return null;
  return (
    <section className="card booking-doc__wide self-service no-print" aria-labelledby="self-service-title">
      <h2 id="self-service-title">{t('manageBooking')}</h2>
      {phase.name === 'checking' && <p className="self-service__muted">{t('opening')}</p>}
      {phase.name === 'ask' && <ProofForm refusal={phase.refusal} onSubmit={(contact) => check({ contact })} />}
      {phase.name === 'ready' && (
        <div className="self-service__parts">
          {PLANS_CHANGEABLE.includes(booking.status) && (
            <ArrivalPlansForm bookingId={booking.id} proof={phase.proof} plans={phase.plans} onProofRefused={proofRefused} />
          )}
          {HAS_CONFIRMATION.includes(booking.status) && booking.userEmail && (
            <ResendConfirmation bookingId={booking.id} proof={phase.proof} onProofRefused={proofRefused} />
          )}
          <CancelMyBooking bookingId={booking.id} proof={phase.proof} onDone={setDone} onProofRefused={proofRefused} />
        </div>
      )}
    </section>
  );
}
