import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import type { GuestDetails } from '../guest-rules';

/**
 * "I need a GST invoice for my business": the business name and GSTIN the invoice is made out to
 * (a B2B invoice), shown once the box is ticked.
 */
export function BusinessFields({
  register,
  errors,
  open,
}: {
  register: UseFormRegister<GuestDetails>;
  errors: FieldErrors<GuestDetails>;
  open: boolean;
}) {
  return (
    <fieldset className="guest-form__business">
      <legend className="visually-hidden">GST invoice</legend>
      <label className="guest-form__check">
        <input type="checkbox" {...register('businessInvoice')} />
        <span>I need a GST invoice for my business</span>
      </label>
      {open && (
        <div className="guest-form__business-fields">
          <Field label="Business name (for a GST invoice)" error={errors.businessName?.message}>
            {(props) => <input type="text" autoComplete="organization" {...props} {...register('businessName')} />}
          </Field>
          <Field
            label="GSTIN"
            hint="15 characters, e.g. 27AAPFU0939F1ZV. Leave it empty if the business is not registered for GST."
            error={errors.businessGstin?.message}
          >
            {(props) => (
              <input
                type="text"
                className="guest-form__gstin"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                {...props}
                {...register('businessGstin')}
              />
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
