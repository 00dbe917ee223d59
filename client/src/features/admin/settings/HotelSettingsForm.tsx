import { ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import { gstinMessage, gstinStateMismatch, HOTEL_GSTIN_REQUIRED, normaliseGstin } from '@server-pure/gstin';
import { Notice } from '../../../components/admin/Notice';
import type { HotelSettingsValues, SaveOutcome } from './use-hotel-settings';

interface GstState {
  code: string;
  name: string;
}

/**
 * The GSTIN as the field checks it while the owner types: its shape and check character, then that
 * it belongs to the chosen state, in the server's own rules and words (@server-pure/gstin). The
 * server checks again.
 */
export function gstinFieldMessage(typed: string, stateCode: string): string | undefined {
  const gstin = normaliseGstin(typed);
  if (gstin === '') return HOTEL_GSTIN_REQUIRED;
  return gstinMessage(gstin) ?? gstinStateMismatch(gstin, stateCode);
}

/**
 * The hotel's legal identity. The GSTIN is checked as it is typed (after the field is first left);
 * everything else is checked by the server, whose messages appear at their fields.
 */
export function HotelSettingsForm({
  initialValues,
  states,
  onSave,
}: {
  initialValues: HotelSettingsValues;
  states: readonly GstState[];
  onSave(values: HotelSettingsValues): Promise<SaveOutcome>;
}) {
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; message: ReactNode } | null>(null);
  const { register, handleSubmit, setError, reset, getValues, trigger, formState } = useForm<HotelSettingsValues>({
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    const previousPrefix = initialValues.invoicePrefix;
    const result = await onSave(values);
    if (result.ok) {
      reset(result.values);
      const prefixNote =
        result.values.invoicePrefix !== previousPrefix
          ? ` The next invoice takes the prefix ${result.values.invoicePrefix}; its number follows the last invoice's.`
          : '';
      setOutcome({
        tone: 'success',
        message: `Settings saved. Documents issued from now on carry them; issued ones keep theirs.${prefixNote}`,
      });
      return;
    }
    const atFields = result.problems.filter((problem) => problem.field);
    atFields.forEach((problem, index) =>
      setError(problem.field!, { type: 'server', message: problem.message }, { shouldFocus: index === 0 }),
    );
    const general = result.problems.find((problem) => !problem.field);
    if (general) setOutcome({ tone: 'danger', message: general.message });
  });

  const text = (name: keyof HotelSettingsValues) => register(name);

  return (
    <form className="settings-form" noValidate onSubmit={submit} aria-busy={isSubmitting} aria-labelledby="settings-form-title">
      <h2 id="settings-form-title" className="admin-panel__title">
        Legal identity on invoices
      </h2>
      {outcome && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      <div className="settings-form__fields">
        <Field label="Legal name" hint="As registered for GST." error={errors.legalName?.message}>
          {(props) => <input {...props} {...text('legalName')} type="text" autoComplete="organization" maxLength={120} />}
        </Field>
        <Field label="Trade name" hint="The name guests know; printed under the legal name." error={errors.tradeName?.message}>
          {(props) => <input {...props} {...text('tradeName')} type="text" maxLength={120} />}
        </Field>
        <div className="settings-form__wide">
          <Field label="Address" hint="Street, area and city, as on the GST registration." error={errors.address?.message}>
            {(props) => <textarea {...props} {...text('address')} rows={2} maxLength={300} autoComplete="street-address" />}
          </Field>
        </div>
        <Field label="PIN code" error={errors.pincode?.message}>
          {(props) => (
            <input {...props} {...text('pincode')} type="text" inputMode="numeric" maxLength={6} autoComplete="postal-code" />
          )}
        </Field>
        <Field
          label="State"
          hint="The place of supply of room nights: invoices charge this state's CGST + SGST."
          error={errors.stateCode?.message}
        >
          {(props) => (
            <select
              {...props}
              {...register('stateCode', {
                onChange: () => {
                  if (getValues('gstin')) void trigger('gstin');
                },
              })}
            >
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name} ({state.code})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="GSTIN" hint="15 characters; it starts with the state's code." error={errors.gstin?.message}>
          {(props) => (
            <input
              {...props}
              {...register('gstin', {
                validate: (value, values) => gstinFieldMessage(value, values.stateCode),
                setValueAs: (value: string) => value.toUpperCase(),
              })}
              type="text"
              autoCapitalize="characters"
              spellCheck={false}
              autoComplete="off"
              maxLength={20}
              className="settings-form__code"
            />
          )}
        </Field>
        <Field
          label="Invoice prefix"
          hint="1 to 4 letters or digits (RC, RV, CN and RF belong to other documents). A new prefix applies from the next invoice; the numbers go on."
          error={errors.invoicePrefix?.message}
        >
          {(props) => (
            <input
              {...props}
              {...text('invoicePrefix')}
              type="text"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={4}
              className="settings-form__code"
            />
          )}
        </Field>
        <Field label="Signatory" hint='Who signs the invoices, e.g. "Authorised signatory".' error={errors.signatory?.message}>
          {(props) => <input {...props} {...text('signatory')} type="text" maxLength={120} />}
        </Field>
      </div>
      <p className="settings-form__note">
        Invoices, credit notes and vouchers already issued keep the details they were issued with: saving changes only the
        documents issued after it.
      </p>
      <button type="submit" className="btn btn--primary" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}
