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
import { hotelTimeText, useMyBookingWords } from '../my-booking-words';
import { proofRefused } from './proof-errors';

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
  const { t, locale } = useMyBookingWords().mybooking;
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
      setOutcome({ tone: 'success', text: t('saved') });
    } catch {
      setOutcome({ tone: 'danger', text: t('requestFailed') });
    }
  });

  return (
    <section className="self-service__part" aria-labelledby="self-arrival-title">
      <h3 id="self-arrival-title">{t('arrivalTitle')}</h3>
      <form className="self-service__form" onSubmit={submit} noValidate aria-busy={isSubmitting}>
        <Field
          label={t('arrivalTime')}
          hint={t('arrivalHint', { time: hotelTimeText(hotel.checkInTime, locale) })}
          error={errors.arrivalTime?.message}
        >
          {(field) => <input {...field} {...register('arrivalTime')} type="time" step={900} />}
        </Field>
        <Field
          label={t('specialRequest')}
          hint={t('requestHint', { length: requestLength, max: SPECIAL_REQUEST_MAX_LENGTH })}
          error={errors.specialRequest?.message}
        >
          {(field) => (
            <textarea
              {...field}
              {...register('specialRequest', {
                maxLength: {
                  value: SPECIAL_REQUEST_MAX_LENGTH,
                  message: t('requestTooLong', { max: SPECIAL_REQUEST_MAX_LENGTH }),
                },
              })}
              rows={3}
              maxLength={SPECIAL_REQUEST_MAX_LENGTH}
            />
          )}
        </Field>
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </Button>
      </form>
    </section>
  );
}
