import { formatStayDate, isCalendarDate } from '../../shared/dates';
import { ErrorCollector } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { REGISTRATION_MAX_LENGTH } from '../../shared/pure/registration-limits';
import { GuestRegisterErrorCode } from './guest-register-errors';

/** What Form III asks of a foreign guest beyond the register's columns (dates YYYY-MM-DD). */
export interface FormIIIParticulars {
  passportNumber: string;
  passportPlaceOfIssue: string;
  passportIssuedOn: string;
  passportExpiresOn: string;
  /** An OCI holder: the OCI card number. */
  visaNumber: string;
  visaType: string;
  visaPlaceOfIssue: string;
  visaIssuedOn: string;
  /** Null for an OCI holder (the card is a lifelong visa). */
  visaValidUntil: string | null;
  arrivedInIndiaOn: string;
  portOfArrival: string;
  dateOfBirth: string;
  gender: string;
  addressInIndia: string;
  contactInIndia: string;
  addressAbroad: string;
  contactAbroad: string;
  nextDestination: string;
}

/** The particulars' labels, in the order the desk types them and the sheet shows them. */
export const FORM_III_LABELS: Record<keyof FormIIIParticulars, string> = {
  passportNumber: 'Passport number',
  passportPlaceOfIssue: 'Passport place of issue',
  passportIssuedOn: 'Passport date of issue',
  passportExpiresOn: 'Passport valid until',
  visaNumber: 'Visa number',
  visaType: 'Visa type',
  visaPlaceOfIssue: 'Visa place of issue',
  visaIssuedOn: 'Visa date of issue',
  visaValidUntil: 'Visa valid until',
  arrivedInIndiaOn: 'Date of arrival in India',
  portOfArrival: 'Port of arrival in India',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  addressInIndia: 'Address in India',
  contactInIndia: 'Contact number in India',
  addressAbroad: 'Address abroad',
  contactAbroad: 'Contact number abroad',
  nextDestination: 'Next destination',
};

const DATES = [
  'passportIssuedOn',
  'passportExpiresOn',
  'visaIssuedOn',
  'visaValidUntil',
  'arrivedInIndiaOn',
  'dateOfBirth',
] as const;
const GENDERS: Record<string, string> = { male: 'Male', m: 'Male', female: 'Female', f: 'Female', other: 'Other', x: 'Other' };
const MAX_TEXT = 200;
const LIMIT = REGISTRATION_MAX_LENGTH;
// The same shapes as the check-in's own passport and visa fields (bookings/actions/registration.ts).
const PASSPORT = new RegExp(`^[A-Z0-9]{6,${LIMIT.passportNumber}}$`);
const VISA = new RegExp(`^[A-Z0-9/-]{4,${LIMIT.visaNumber}}$`);

/**
 * A foreign guest's Form III particulars, checked: each required (the visa's validity not of an
 * OCI holder), dates real and in order (issue before expiry, arrival in India not after today,
 * birth in the past), the passport not expired and the visa valid on the day of arrival at the
 * hotel. `field(name)` names a field of this guest's row for the errors.
 */
export function checkFormIII(
  input: Record<string, unknown>,
  options: { oci: boolean; today: string },
  errors: ErrorCollector,
  field: (name: string) => string,
): FormIIIParticulars {
  const { today, oci } = options;
  const particulars = {} as Record<keyof FormIIIParticulars, string | null>;
  for (const key of Object.keys(FORM_III_LABELS) as (keyof FormIIIParticulars)[]) {
    const text = trimmed(input[key]).replace(/\s+/g, ' ');
    particulars[key] = text === '' ? null : text;
    const optional = key === 'visaValidUntil' && oci;
    if (particulars[key] === null && !optional)
      errors.add(
        GuestRegisterErrorCode.FormIIIRequired,
        `${FORM_III_LABELS[key]} is required for a foreign guest (Form III).`,
        field(key),
      );
    else if (text.length > MAX_TEXT)
      errors.add(
        GuestRegisterErrorCode.RegisterGuestInvalid,
        `${FORM_III_LABELS[key]} must be at most ${MAX_TEXT} characters.`,
        field(key),
      );
  }
  for (const key of ['passportNumber', 'visaNumber'] as const) particulars[key] = particulars[key]?.toUpperCase() ?? null;
  if (particulars.passportNumber && !PASSPORT.test(particulars.passportNumber))
    errors.add(
      GuestRegisterErrorCode.RegisterGuestInvalid,
      `Passport number must be 6 to ${LIMIT.passportNumber} letters and digits.`,
      field('passportNumber'),
    );
  if (particulars.visaNumber && !VISA.test(particulars.visaNumber))
    errors.add(
      GuestRegisterErrorCode.RegisterGuestInvalid,
      `Visa number must be 4 to ${LIMIT.visaNumber} letters, digits, "/" or "-".`,
      field('visaNumber'),
    );
  const dates: Partial<Record<(typeof DATES)[number], string>> = {};
  for (const key of DATES) {
    const value = particulars[key];
    if (value === null) continue;
    if (isCalendarDate(value)) dates[key] = value;
    else
      errors.add(GuestRegisterErrorCode.FormIIIDatesInvalid, `${FORM_III_LABELS[key]} must be a date (YYYY-MM-DD).`, field(key));
  }
  const before = (earlier: (typeof DATES)[number], later: (typeof DATES)[number]) => {
    const [a, b] = [dates[earlier], dates[later]];
    if (a && b && a >= b)
      errors.add(
        GuestRegisterErrorCode.FormIIIDatesInvalid,
        `${FORM_III_LABELS[later]} must be after the ${FORM_III_LABELS[earlier].toLowerCase()} (${formatStayDate(a)}).`,
        field(later),
      );
  };
  before('passportIssuedOn', 'passportExpiresOn');
  before('visaIssuedOn', 'visaValidUntil');
  if (dates.passportIssuedOn && dates.passportIssuedOn > today)
    errors.add(
      GuestRegisterErrorCode.FormIIIDatesInvalid,
      'Passport date of issue cannot be in the future.',
      field('passportIssuedOn'),
    );
  if (dates.visaIssuedOn && dates.visaIssuedOn > today)
    errors.add(GuestRegisterErrorCode.FormIIIDatesInvalid, 'Visa date of issue cannot be in the future.', field('visaIssuedOn'));
  if (dates.arrivedInIndiaOn && dates.arrivedInIndiaOn > today)
    errors.add(
      GuestRegisterErrorCode.FormIIIDatesInvalid,
      'Date of arrival in India cannot be after today.',
      field('arrivedInIndiaOn'),
    );
  if (dates.dateOfBirth && dates.dateOfBirth >= today)
    errors.add(GuestRegisterErrorCode.FormIIIDatesInvalid, 'Date of birth must be in the past.', field('dateOfBirth'));
  if (dates.passportExpiresOn && dates.passportExpiresOn < today)
    errors.add(
      GuestRegisterErrorCode.PassportExpired,
      `The passport expired on ${formatStayDate(dates.passportExpiresOn)}; check the guest’s current passport.`,
      field('passportExpiresOn'),
    );
  if (dates.visaValidUntil && dates.visaValidUntil < today)
    errors.add(
      GuestRegisterErrorCode.VisaNotValid,
      `The visa expired on ${formatStayDate(dates.visaValidUntil)}; check the guest’s current visa.`,
      field('visaValidUntil'),
    );
  const gender = particulars.gender === null ? null : GENDERS[particulars.gender.toLowerCase()];
  if (particulars.gender !== null && !gender)
    errors.add(GuestRegisterErrorCode.RegisterGuestInvalid, 'Gender must be male, female or other.', field('gender'));
  return {
    ...(particulars as Record<keyof FormIIIParticulars, string>),
    gender: gender ?? '',
    visaValidUntil: particulars.visaValidUntil,
  };
}
