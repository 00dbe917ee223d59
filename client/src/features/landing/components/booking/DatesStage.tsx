import { MAX_NIGHTS, stayTooLong } from '@server-pure/stay-limits';
import { addDays } from '@server-pure/calendar-dates';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../../components/ui/Field';
import { CHECK_IN_IN_PAST, WIZARD_MESSAGES } from '../../content/messages';
import type { WizardValues } from './wizard-model';

/**
 * Stage 1: check-in from today (hotel time); check-out only once a check-in is chosen, and at most
 * the longest stay after it (the server's limit and words).
 */
export function DatesStage({ today }: { today: string }) {
  const { register, watch, trigger, getFieldState, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const checkIn = watch('checkIn');

  return (
    <div className="wizard__fields wizard__fields--pair">
      <Field label="Check In" error={errors.checkIn?.message}>
        {(props) => (
          <input
            {...props}
            type="date"
            min={today}
            {...register('checkIn', {
              validate: (value) => (!value ? WIZARD_MESSAGES.checkInRequired : value < today ? CHECK_IN_IN_PAST : true),
              // A new check-in can make the check-out right or wrong: say so at once.
              onChange: () => {
                if (getFieldState('checkOut', formState).error) void trigger('checkOut');
              },
            })}
          />
        )}
      </Field>
      <Field label="Check Out" error={errors.checkOut?.message} hint={checkIn ? undefined : 'Choose your check-in date first.'}>
        {(props) => (
          <input
            {...props}
            type="date"
            min={checkIn || today}
            max={checkIn ? addDays(checkIn, MAX_NIGHTS) : undefined}
            disabled={!checkIn}
            {...register('checkOut', {
              validate: (value, values) =>
                !value
                  ? WIZARD_MESSAGES.checkOutRequired
                  : value <= values.checkIn
                    ? WIZARD_MESSAGES.checkOutAfterCheckIn
                    : (stayTooLong(values.checkIn, value) ?? true),
            })}
          />
        )}
      </Field>
    </div>
  );
}
