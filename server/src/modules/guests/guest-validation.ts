import { DomainError } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { checkPhone, normalisePhone } from '../../shared/phone';
import { GUEST_MESSAGES, guestContactProblems } from '../../shared/pure/guest-details';

export const GuestErrorCode = {
  FieldsRequired: 'GUEST_FIELDS_REQUIRED',
  NameTooLong: 'GUEST_NAME_TOO_LONG',
  EmailInvalid: 'GUEST_EMAIL_INVALID',
  PhoneInvalid: 'GUEST_PHONE_INVALID',
  AddressTooLong: 'GUEST_ADDRESS_TOO_LONG',
  NotFound: 'GUEST_NOT_FOUND',
  RateLimited: 'GUEST_DETAILS_RATE_LIMITED',
} as const;

export interface GuestInput {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  address?: unknown;
}

export interface AddressData {
  street: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

export interface GuestData {
  name: string;
  /** Null only where the email is optional (a walk-in or phone guest at the desk). */
  email: string | null;
  phone: string;
  address: AddressData;
}

const ADDRESS_LIMITS: Record<keyof AddressData, number> = {
  street: 200,
  street2: 200,
  city: 100,
  state: 100,
  zip: 20,
  country: 100,
};

export interface GuestRules {
  /**
   * The desk books walk-in and phone guests on their phone alone: an email left empty is none
   * (null), one given must still be valid. Everywhere else the spec's rule stands: it is required.
   */
  emailOptional?: boolean;
}

/**
 * The guest rules of the spec, with its messages: trimmed values, lower-case email, the phone in
 * E.164 (an Indian number by the spec's rule, another country's by libphonenumber-js).
 */
export function validateGuest(input: GuestInput, rules?: GuestRules & { emailOptional?: false }): GuestData & { email: string };
export function validateGuest(input: GuestInput, rules: GuestRules): GuestData;
export function validateGuest(input: GuestInput, rules: GuestRules = {}): GuestData {
  const name = trimmed(input.name);
  const email = trimmed(input.email).toLowerCase();
  const phone = checkPhone(input.phone);
  const problems = guestContactProblems({ name, email, phone: normalisePhone(input.phone) });
  if (rules.emailOptional && email === '') delete problems.email;
  const missing = (['name', 'email', 'phone'] as const).find((field) => problems[field] === 'required');
  if (missing) {
    const message = rules.emailOptional ? GUEST_MESSAGES.deskRequired : GUEST_MESSAGES.required;
    throw new DomainError(GuestErrorCode.FieldsRequired, message, missing);
  }
  if (problems.name) throw new DomainError(GuestErrorCode.NameTooLong, GUEST_MESSAGES.nameTooLong, 'name');
  if (problems.email) throw new DomainError(GuestErrorCode.EmailInvalid, GUEST_MESSAGES.email, 'email');
  if (!('phone' in phone)) throw new DomainError(GuestErrorCode.PhoneInvalid, phone.message, 'phone');
  return { name, email: email === '' ? null : email, phone: phone.phone, address: validateAddress(input.address) };
}

function validateAddress(raw: unknown): AddressData {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const address = {} as AddressData;
  for (const key of Object.keys(ADDRESS_LIMITS) as (keyof AddressData)[]) {
    const value = trimmed(source[key]);
    if (value.length > ADDRESS_LIMITS[key]) {
      throw new DomainError(
        GuestErrorCode.AddressTooLong,
        `Address ${key} cannot exceed ${ADDRESS_LIMITS[key]} characters`,
        `address.${key}`,
      );
    }
    address[key] = value === '' ? null : value;
  }
  return address;
}
