import { useForm, type Resolver } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import { todayInHotel } from '../../../lib/format';
import type { RoomsWords } from '../rooms-words';
import { MAX_ADULTS, validateStay, type StaySearch } from '../stay-rules';
import { addDays } from '@server-pure/calendar-dates';

const stayResolver =
  (words: RoomsWords): Resolver<StaySearch> =>
  (values) => {
    const stay = { ...values, guest: Number(values.guest) };
    const { errors } = validateStay(stay, undefined, words);
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, { type: 'validate', message }]),
    );
    return Object.keys(fieldErrors).length > 0 ? { values: {}, errors: fieldErrors } : { values: stay, errors: {} };
  };

/** New dates and adults for the search; problems are alerted and shown beside their field. */
export function ChangeStayForm({
  stay,
  words,
  onSubmit,
}: {
  stay: StaySearch;
  words: RoomsWords;
  onSubmit(stay: StaySearch): void;
}) {
  const { register, handleSubmit, watch, getValues, formState } = useForm<StaySearch>({
    defaultValues: stay,
    resolver: stayResolver(words),
  });
  const { t } = words.rooms;
  const { errors } = formState;
  const today = todayInHotel();
  const checkIn = watch('checkIn');
  const adults = Array.from({ length: Math.max(MAX_ADULTS, stay.guest) }, (_, index) => index + 1);
  const alertFirstProblem = () => {
    const { first } = validateStay({ ...getValues(), guest: Number(getValues('guest')) }, undefined, words);
    if (first) window.alert(first);
  };
  return (
    <form className="change-stay" noValidate onSubmit={handleSubmit(onSubmit, alertFirstProblem)}>
      <Field label={t('checkIn')} error={errors.checkIn?.message}>
        {(props) => <input type="date" min={today} {...props} {...register('checkIn')} />}
      </Field>
      <Field label={t('checkOut')} error={errors.checkOut?.message}>
        {(props) => (
          <input
            type="date"
            min={checkIn ? addDays(checkIn, 1) : today}
            disabled={!checkIn}
            {...props}
            {...register('checkOut')}
          />
        )}
      </Field>
      <Field label={t('adults')} error={errors.guest?.message}>
        {(props) => (
          <select {...props} {...register('guest', { valueAsNumber: true })}>
            {adults.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="btn btn--primary change-stay__submit">
        {t('checkRoomsAndRates')}
      </button>
    </form>
  );
}
