import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import type { DetailsWords } from '../details-words';
import type { GuestDetails } from '../guest-rules';

/**
 * "I need a GST invoice for my business": the business name and GSTIN the invoice is made out to
 * (a B2B invoice), shown once the box is ticked.
 */
export function BusinessFields({
  register,
  errors,
  open,
  words,
}: {
  register: UseFormRegister<GuestDetails>;
  errors: FieldErrors<GuestDetails>;
  open: boolean;
  words: DetailsWords;
}) {
  const { t } = words.details;
  return (
    <fieldset className="guest-form__business">
      <legend className="visually-hidden">{t('gstInvoice')}</legend>
      <label className="guest-form__check">
        <input type="checkbox" {...register('businessInvoice')} />
        <span>{t('needGstInvoice')}</span>
      </label>
      {open && (
        <div className="guest-form__business-fields">
          <Field label={t('businessName')} error={errors.businessName?.message}>
            {(props) => <input type="text" autoComplete="organization" {...props} {...register('businessName')} />}
          </Field>
          <Field label={t('gstin')} hint={t('gstinHint')} error={errors.businessGstin?.message}>
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
