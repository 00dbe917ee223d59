import { aadhaarLastFour, maskedAadhaar } from '@server-pure/aadhaar';
import { REGISTRATION_MAX_LENGTH } from '@server-pure/registration-limits';
import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import { GuestIdType, RegisterGuestInput } from '../../../graphql/generated';
import { GUEST_ID_TYPE_LABELS, labelledOptions } from '../../../lib/labels';

/** One adult of the register as the form holds it: every field a string (the OCI box a boolean). */
export type RegisterGuestValues = Required<{ [K in keyof Omit<RegisterGuestInput, 'oci' | 'idType'>]: string }> & {
  oci: boolean;
  idType: GuestIdType | '';
};

/** Form III's particulars in the order the portal asks for them (server: form-iii-particulars.ts). */
const FORM_III_FIELDS: readonly { key: keyof RegisterGuestValues; label: string; date?: boolean; hint?: string }[] = [
  { key: 'passportNumber', label: 'Passport number' },
  { key: 'passportPlaceOfIssue', label: 'Passport place of issue' },
  { key: 'passportIssuedOn', label: 'Passport date of issue', date: true },
  { key: 'passportExpiresOn', label: 'Passport valid until', date: true },
  { key: 'visaNumber', label: 'Visa number', hint: 'An OCI holder: the OCI card number.' },
  { key: 'visaType', label: 'Visa type', hint: 'Tourist, business, e-visa, OCI…' },
  { key: 'visaPlaceOfIssue', label: 'Visa place of issue' },
  { key: 'visaIssuedOn', label: 'Visa date of issue', date: true },
  { key: 'visaValidUntil', label: 'Visa valid until', date: true, hint: 'Not needed of an OCI holder.' },
  { key: 'arrivedInIndiaOn', label: 'Date of arrival in India', date: true },
  { key: 'portOfArrival', label: 'Port of arrival in India' },
  { key: 'dateOfBirth', label: 'Date of birth', date: true },
  { key: 'gender', label: 'Gender' },
  { key: 'addressInIndia', label: 'Address in India' },
  { key: 'contactInIndia', label: 'Contact number in India' },
  { key: 'addressAbroad', label: 'Address abroad' },
  { key: 'contactAbroad', label: 'Contact number abroad' },
  { key: 'nextDestination', label: 'Next destination' },
];

export const isIndian = (nationality: string) => ['', 'indian', 'india'].includes(nationality.trim().toLowerCase());

export function emptyGuest(name = ''): RegisterGuestValues {
  const blank = Object.fromEntries(FORM_III_FIELDS.map((field) => [field.key, ''])) as Record<string, string>;
  return {
    ...blank,
    name,
    address: '',
    nationality: 'Indian',
    oci: false,
    comingFrom: '',
    goingTo: '',
    purpose: '',
    idType: GuestIdType.Aadhaar,
    idNumber: '',
  } as RegisterGuestValues;
}

/** What the server is sent: blanks left out, a foreign guest's Form III only for a foreign guest. */
export function registerGuestInput(values: RegisterGuestValues): RegisterGuestInput {
  const text = (value: string) => value.trim() || undefined;
  const foreign = !isIndian(values.nationality) || values.oci;
  const input: RegisterGuestInput = {
    name: values.name.trim(),
    address: values.address.trim(),
    nationality: text(values.nationality),
    comingFrom: values.comingFrom.trim(),
    goingTo: values.goingTo.trim(),
    purpose: values.purpose.trim(),
    // A foreign guest's passport is the ID proof unless the desk names another with its number.
    idType: (foreign && !values.idNumber.trim()) || !values.idType ? undefined : values.idType,
    idNumber: text(values.idNumber),
  };
  if (values.oci) input.oci = true;
  if (foreign) for (const { key } of FORM_III_FIELDS) (input as Record<string, unknown>)[key] = text(values[key] as string);
  return input;
}

/** What the Aadhaar field says: a masked number is fine, and what will be kept of the one typed. */
function aadhaarHint(kept: string | null): string {
  const words = 'A masked Aadhaar is fine. Only the last 4 digits are kept';
  return kept ? `${words}: ${maskedAadhaar(kept)}.` : `${words}.`;
}

interface FormWithGuests {
  guests: RegisterGuestValues[];
}

/**
 * One adult's row of the guest register: who, from where to where, why, and the ID shown; for a
 * foreign national (an OCI holder too) the Form III particulars.
 */
export function RegisterGuestFields<T extends FormWithGuests>({
  index,
  register: registerAny,
  watch: watchAny,
  errors: errorsAny,
}: {
  index: number;
  register: UseFormRegister<T>;
  watch: UseFormWatch<T>;
  errors: FieldErrors<T>;
}) {
  const register = registerAny as unknown as UseFormRegister<FormWithGuests>;
  const watch = watchAny as unknown as UseFormWatch<FormWithGuests>;
  const errors = (errorsAny as FieldErrors<FormWithGuests>).guests?.[index];
  const name = <K extends keyof RegisterGuestValues>(key: K) => `guests.${index}.${key}` as const;
  const guest = watch(`guests.${index}`);
  const foreign = !isIndian(guest?.nationality ?? '') || Boolean(guest?.oci);
  const aadhaar = guest?.idType === GuestIdType.Aadhaar;
  const kept = aadhaar ? aadhaarLastFour(guest?.idNumber ?? '') : null;
  const message = (key: keyof RegisterGuestValues) => (errors?.[key] as { message?: string } | undefined)?.message;
  const text = (key: keyof RegisterGuestValues, label: string, options: { hint?: string; max?: number; date?: boolean } = {}) => (
    <Field key={key} label={label} hint={options.hint} error={message(key)}>
      {(field) => (
        <input
          {...field}
          type={options.date ? 'date' : 'text'}
          autoComplete="off"
          maxLength={options.max}
          {...register(name(key))}
        />
      )}
    </Field>
  );

  return (
    <fieldset className="check-in-form__guest">
      <legend>{index === 0 ? 'Guest 1 (booking guest)' : `Guest ${index + 1}`}</legend>
      {text('name', 'Name', { max: 120 })}
      {text('address', 'Address', { max: 300 })}
      <div className="check-in-form__pair">
        {text('nationality', 'Nationality', { max: REGISTRATION_MAX_LENGTH.nationality })}
        <label className="check-in-form__check">
          <input type="checkbox" {...register(name('oci'))} /> OCI card holder
        </label>
      </div>
      <div className="check-in-form__pair">
        {text('comingFrom', 'Coming from', { max: 120 })}
        {text('goingTo', 'Going to', { max: 120 })}
      </div>
      {text('purpose', 'Purpose of visit', { max: 120 })}
      <div className="check-in-form__pair">
        <Field label="ID proof" error={message('idType')}>
          {(field) => (
            <select {...field} {...register(name('idType'))}>
              {foreign && <option value="">Passport (below)</option>}
              {labelledOptions(GUEST_ID_TYPE_LABELS).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('idNumber', 'ID number', { hint: aadhaar ? aadhaarHint(kept) : undefined, max: REGISTRATION_MAX_LENGTH.idNumber })}
      </div>
      {foreign && (
        <fieldset className="check-in-form__form-c">
          <legend>Form III (foreign guest)</legend>
          {FORM_III_FIELDS.map((field) => text(field.key, field.label, { hint: field.hint, date: field.date, max: 200 }))}
        </fieldset>
      )}
    </fieldset>
  );
}
