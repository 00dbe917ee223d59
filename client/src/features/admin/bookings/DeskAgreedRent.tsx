import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import type { DeskFormValues } from './desk-booking-request';

/**
 * A rent agreed with a walk-in who bargains (owner and manager only: the page shows this to the
 * roles the permission table lets send it). The rent is per room per night before GST; the
 * server adds GST by each night's slab and logs the change with the reason.
 */
export function DeskAgreedRent({
  register,
  errors,
  agreeing,
}: {
  register: UseFormRegister<DeskFormValues>;
  errors: FieldErrors<DeskFormValues>;
  agreeing: boolean;
}) {
  return (
    <fieldset className="desk-agreed-rent">
      <legend>Agreed rent</legend>
      <label className="desk-agreed-rent__toggle">
        <input type="checkbox" {...register('agreeRent')} /> Agree a rent with the guest instead of the rate plan’s
      </label>
      {agreeing && (
        <div className="desk-form__row">
          <Field
            label="Agreed rent per night (₹, before GST)"
            hint="Per room; GST is added by each night’s slab"
            error={errors.agreedRent?.message}
          >
            {(props) => <input {...props} inputMode="decimal" autoComplete="off" {...register('agreedRent')} />}
          </Field>
          <Field label="Reason" hint="3 to 200 characters; kept in the audit log" error={errors.agreedReason?.message}>
            {(props) => <input {...props} autoComplete="off" maxLength={200} {...register('agreedReason')} />}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
