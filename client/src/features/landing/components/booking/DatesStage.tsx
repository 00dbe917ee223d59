import { MAX_NIGHTS } from '@server-pure/stay-limits';
import { addDays } from '@server-pure/calendar-dates';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../../components/ui/Field';
import { datesProblem, type WizardValues } from './wizard-model';
import { problemText, type WizardWords } from './wizard-words';

/**
 * Stage 1: check-in from today (hotel time); check-out only once a check-in is chosen, and at most
 * the longest stay after it (the server's limit, in the page's words).
 */
export function DatesStage({ today, words }: { today: string; words: WizardWords }) {
  const { register, watch, trigger, getFieldState, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const checkIn = watch('checkIn');
  const { wizard, landing } = words;

  return (
    <div className="wizard__fields wizard__fields--pair">
      <Field label={wizard.t('checkIn')} error={errors.checkIn?.message}>
        {(props) => (
          <input
            {...props}
            type="date"
            min={today}
            {...register('checkIn', {
              validate: (value) => (!value ? landing.t('checkInRequired') : value < today ? landing.t('checkInInPast') : true),
              // A new check-in can make the check-out right or wrong: say so at once.
              onChange: () => {
                if (getFieldState('checkOut', formState).error) void trigger('checkOut');
              },
            })}
          />
        )}
      </Field>
      <Field label={wizard.t('checkOut')} error={errors.checkOut?.message} hint={checkIn ? undefined : wizard.t('checkInFirst')}>
        {(props) => (
          <input
            {...props}
            type="date"
            min={checkIn || today}
            max={checkIn ? addDays(checkIn, MAX_NIGHTS) : undefined}
            disabled={!checkIn}
            {...register('checkOut', {
              validate: (value, values) => {
                if (!value) return landing.t('checkOutRequired');
                // Without a check-in, the check-in's own message says what is missing.
                const problem = values.checkIn ? datesProblem(values.checkIn, value) : null;
                return problem ? problemText(words, problem) : true;
              },
            })}
          />
        )}
      </Field>
    </div>
  );
}
