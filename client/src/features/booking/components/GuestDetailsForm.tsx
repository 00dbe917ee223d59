import { useEffect, useRef, useState } from 'react';
import { takeTypedBeforeHydration } from '../../../lib/before-hydration';
import { useForm, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { PhoneCountrySelect, phoneHint } from '../../../components/phone/PhoneCountrySelect';
import { Field } from '../../../components/ui/Field';
import type { BusinessField } from '../business-rules';
import { useDetailsWords, type DetailsWords } from '../details-words';
import { nameLengthProblem, pickedPhone, typedPhone, validateGuest, type GuestAddress, type GuestDetails } from '../guest-rules';
import { INDIA } from '@server-pure/phone-countries';
import { forgetTypedGuest, keepTypedGuest, readTypedGuest } from '../typed-guest';
import { BusinessFields } from './BusinessFields';
import { MarketingConsentBox } from '../../../components/consent/MarketingConsentBox';
import { PrivacyNotice } from '../../../components/consent/PrivacyNotice';
import { WhatsAppUpdatesBox } from '../../../components/consent/WhatsAppUpdatesBox';
import { useFormWords } from '../../../components/ui/form-words';
import { useHotel } from '../../../lib/hotel';

const guestResolver =
  (words: DetailsWords): Resolver<GuestDetails> =>
  async (values) => {
    const { guest, errors } = await validateGuest(values, words);
    const entries = Object.entries(errors).map(([field, message]) => [field, { type: 'validate', message }]);
    return entries.length > 0
      ? { values: {}, errors: Object.fromEntries(entries) as FieldErrors<GuestDetails> }
      : { values: guest, errors: {} };
  };

const ADDRESS_FIELDS: { key: keyof GuestAddress; autoComplete: string }[] = [
  { key: 'street', autoComplete: 'address-line1' },
  { key: 'street2', autoComplete: 'address-line2' },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'state', autoComplete: 'address-level1' },
  { key: 'zip', autoComplete: 'postal-code' },
  { key: 'country', autoComplete: 'country-name' },
];

export interface GuestDetailsFormProps {
  defaultValues: GuestDetails;
  /**
   * False in the server's frame (and while the browser hydrates it): the form starts empty, and
   * takes what this tab kept (typed before a reload, handed over before) once true, keeping what
   * the guest typed meanwhile. Default true.
   */
  known?: boolean;
  /**
   * True while the rooms or their price are still coming (and in the server's frame): the form
   * can be filled in, but not sent yet (nor sent by the browser itself before the scripts run).
   */
  waiting?: boolean;
  /** False while the chosen room is loading or when it could not be loaded. */
  roomLoaded: boolean;
  /** Why the server will not book this stay as it is (e.g. too many guests for the room): alerted instead of going on. */
  refusal?: string;
  /**
   * Gets the trimmed values, email in lower case, phone digits only. Answers the server's refusal of
   * the business or its GSTIN, when it refused them: shown at that field (the server's words win).
   */
  onSubmit(guest: GuestDetails): Promise<FieldRefusal | void> | FieldRefusal | void;
}

/** The server's word on one of the business fields. */
export interface FieldRefusal {
  field: BusinessField;
  message: string;
}

const withCountry = (values: GuestDetails): GuestDetails => ({ ...values, phoneCountry: values.phoneCountry || INDIA.code });
/** The form's fields a guest types or picks in (not the business invoice's checkbox). */
const TYPED_FIELD = /^(name|email|phone|phoneCountry|businessName|businessGstin|address\.\w+)$/;

/**
 * The guest's name, email, phone and optional address. The browser's own validation is off: the
 * spec's messages show in a browser alert and beside the field at fault.
 */
export function GuestDetailsForm({
  defaultValues,
  known = true,
  waiting = false,
  roomLoaded,
  refusal,
  onSubmit,
}: GuestDetailsFormProps) {
  // What was typed before a reload wins over what the guest handed over last time.
  const [startValues] = useState(() => (known ? (readTypedGuest() ?? defaultValues) : defaultValues));
  const words = useDetailsWords();
  const formWords = useFormWords();
  const { t } = words.details;
  // Focus moves after the alert, to the first field in reading order (not registration order).
  const { register, handleSubmit, getValues, setValue, setFocus, setError, clearErrors, watch, reset, formState } =
    useForm<GuestDetails>({
      defaultValues: withCountry(startValues),
      resolver: guestResolver(words),
      shouldFocusError: false,
    });
  const takenStored = useRef(known);
  useEffect(() => {
    if (!known || takenStored.current) return;
    takenStored.current = true;
    // The fields the guest typed in since the page appeared keep what was typed.
    reset(withCountry(readTypedGuest() ?? defaultValues), { keepDirtyValues: true });
    for (const [name, value] of takeTypedBeforeHydration()) {
      if (TYPED_FIELD.test(name)) setValue(name as FieldPath<GuestDetails>, value, { shouldDirty: true });
    }
  }, [known, defaultValues, reset, setValue]);
  const { errors, isSubmitting } = formState;
  const phone = register('phone');
  const name = register('name');
  const phoneCountry = watch('phoneCountry') || INDIA.code;
  const hotel = useHotel();

  useEffect(() => {
    const typing = watch((values) => keepTypedGuest(values as Partial<GuestDetails>));
    return () => typing.unsubscribe();
  }, [watch]);

  const submit = handleSubmit(
    async (guest) => {
      if (!roomLoaded) {
        window.alert(t('roomNotLoaded'));
        return;
      }
      if (refusal) {
        window.alert(refusal);
        return;
      }
      const refused = await onSubmit(guest);
      if (!refused) forgetTypedGuest();
      if (refused) {
        setError(refused.field, { type: 'server', message: refused.message });
        setFocus(refused.field);
      }
    },
    async () => {
      const { first, errors } = await validateGuest(getValues(), words);
      if (first) window.alert(first);
      const field = (['name', 'email', 'phone', 'businessName', 'businessGstin'] as const).find((key) => errors[key]);
      if (field) setFocus(field);
    },
  );

  return (
    <form className="guest-form card" noValidate onSubmit={submit} aria-labelledby="guest-form-title">
      <h2 id="guest-form-title">{t('whoIsStaying')}</h2>
      <Field label={t('fullName')} error={errors.name?.message}>
        {(props) => (
          <input
            type="text"
            autoComplete="name"
            required
            {...props}
            {...name}
            onChange={(event) => {
              // Too long is said while typing, not when the server refuses it at payment.
              const problem = nameLengthProblem(event.target.value, words);
              if (problem) setError('name', { type: 'maxLength', message: problem });
              else if (errors.name?.type === 'maxLength') clearErrors('name');
              return name.onChange(event);
            }}
          />
        )}
      </Field>
      <Field label={t('email')} hint={t('emailHint')} error={errors.email?.message}>
        {(props) => (
          <input
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...props}
            {...register('email')}
          />
        )}
      </Field>
      <Field label={t('mobileNumber')} hint={phoneHint(phoneCountry, formWords)} error={errors.phone?.message}>
        {(props) => (
          <div className="phone-input">
            <PhoneCountrySelect shown={phoneCountry} {...register('phoneCountry')} />
            <input
              type="tel"
              inputMode={phoneCountry === INDIA.code ? 'numeric' : 'tel'}
              autoComplete={phoneCountry === INDIA.code ? 'tel-national' : 'tel'}
              required
              {...props}
              {...phone}
              onChange={(event) => {
                const typed = typedPhone(event.target.value);
                if (typed !== event.target.value) event.target.value = typed;
                return phone.onChange(event);
              }}
              onBlur={(event) => {
                // Once the guest leaves the box, a + code moves to the picker ("+91 " goes, "+44 "
                // picks United Kingdom), an Indian number loses its 0 and its spaces.
                const picked = pickedPhone(event.target.value, getValues('phoneCountry'));
                if (picked.phoneCountry !== getValues('phoneCountry')) setValue('phoneCountry', picked.phoneCountry);
                if (picked.phone !== event.target.value) event.target.value = picked.phone;
                return phone.onBlur(event);
              }}
            />
          </div>
        )}
      </Field>
      <WhatsAppUpdatesBox hotelName={hotel.name} {...register('whatsappUpdates')} />
      <MarketingConsentBox hotelName={hotel.name} {...register('marketingConsent')} />
      <fieldset className="guest-form__address">
        <legend>{t('addressOptional')}</legend>
        <div className="guest-form__address-grid">
          {ADDRESS_FIELDS.map(({ key, autoComplete }) => (
            <div key={key} className={`guest-form__address-${key}`}>
              <Field label={t('addressField', { field: key })}>
                {(props) => <input type="text" autoComplete={autoComplete} {...props} {...register(`address.${key}`)} />}
              </Field>
            </div>
          ))}
        </div>
      </fieldset>
      <BusinessFields register={register} errors={errors} open={watch('businessInvoice')} words={words} />
      <PrivacyNotice place="booking" hotel={hotel} />
      <button
        type="submit"
        className="btn btn--primary guest-form__submit"
        disabled={isSubmitting || waiting}
        aria-busy={waiting}
      >
        {t(isSubmitting ? 'savingDetails' : 'continueToPayment')}
      </button>
    </form>
  );
}
