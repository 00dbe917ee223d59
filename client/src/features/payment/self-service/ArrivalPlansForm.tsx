import { useMutation } from '@apollo/client/react';
import { SPECIAL_REQUEST_MAX_LENGTH } from '@server-pure/arrival-plans';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { UpdateMyArrivalDocument, UserErrorCode } from '../../../graphql/generated';
import { useHotel } from '../../../lib/hotel';
import { BookingProof, proofVariables } from '../lib/booking-proof';
import { proofRefused, REQUEST_FAILED } from './proof-errors';

export interface ArrivalPlans {
  arrivalTime?: string | null;
  specialRequest?: string | null;
}

interface PlanValues {
  arrivalTime: string;
  specialRequest: string;
}

/** When the guest expects to arrive and a request for the stay, for the front desk. */
export function ArrivalPlansForm({
  bookingId,
  proof,
  plans,
  onProofRefused,
}: {
  bookingId: string;
  proof: BookingProof;
  plans: ArrivalPlans;
  onProofRefused(message: string, code?: UserErrorCode): void;
}) {
  const hotel = useHotel();
  const [save] = useMutation(UpdateMyArrivalDocument);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PlanValues>({
    defaultValues: { arrivalTime: plans.arrivalTime ?? '', specialRequest: plans.specialRequest ?? '' },
  });
  const requestLength = watch('specialRequest').length;

  const submit = handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      const { data } = await save({ variables: { bookingId, ...values, ...proofVariables(proof) } });
      const answer = data?.updateMyArrival;
      const problems = answer?.errors ?? [];
      if (problems.length > 0) {
        if (proofRefused(problems[0].code)) return onProofRefused(problems[0].message, problems[0].code);
        for (const problem of problems) {
          if (problem.field === 'arrivalTime' || problem.field === 'specialRequest') {
            setError(problem.field, { message: problem.message });
          } else setOutcome({ tone: 'danger', text: problem.message });
        }
        return;
      }
      setOutcome({ tone: 'success', text: 'Saved. The front desk will see it when you arrive.' });
    } catch {
      setOutcome({ tone: 'danger', text: REQUEST_FAILED });
    }
  });

  return (
    <section className="self-service__part" aria-labelledby="self-arrival-title">
      <h3 id="self-arrival-title">Arrival time and requests</h3>
      <form className="self-service__form" onSubmit={submit} noValidate aria-busy={isSubmitting}>
        <Field
          label="Arrival time (optional)"
          hint={`Check-in is from ${hotel.checkInText}. Arriving late? Tell us and we keep your room ready.`}
          error={errors.arrivalTime?.message}
        >
          {(field) => <input {...field} {...register('arrivalTime')} type="time" step={900} />}
        </Field>
        <Field
          label="Special request (optional)"
          hint={`${requestLength}/${SPECIAL_REQUEST_MAX_LENGTH} characters. For example a quiet room, an extra bed or airport pickup.`}
          error={errors.specialRequest?.message}
        >
          {(field) => (
            <textarea
              {...field}
              {...register('specialRequest', {
                maxLength: {
                  value: SPECIAL_REQUEST_MAX_LENGTH,
                  message: `Please keep your request to ${SPECIAL_REQUEST_MAX_LENGTH} characters.`,
                },
              })}
              rows={3}
              maxLength={SPECIAL_REQUEST_MAX_LENGTH}
            />
          )}
        </Field>
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </section>
  );
}
