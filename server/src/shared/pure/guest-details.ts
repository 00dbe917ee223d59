/**
 * The spec's rules for who books (name, email, phone) and for the business a GST invoice is made
 * out to, with their messages. The server refuses with them; the guest details form and the desk
 * import this file (`@server-pure/guest-details`) to say them as the guest types.
 */

/** A guest's name, and a business's, in at most this many characters. */
export const NAME_MAX_LENGTH = 120;
export const BUSINESS_NAME_MAX_LENGTH = 120;
/** An Indian mobile number, without its +91: ten digits starting with 6-9. */
export const PHONE_DIGITS = 10;

export const GUEST_MESSAGES = {
  required: 'Name, Email and Phone are required',
  /** At the desk, where a walk-in or phone guest may give no email. */
  deskRequired: 'Name and Phone are required',
  nameTooLong: `Name cannot exceed ${NAME_MAX_LENGTH} characters`,
  email: 'Please enter a valid email address',
  phone: 'Phone number must start with 6-9 and be exactly 10 digits',
} as const;

export const BUSINESS_MESSAGES = {
  nameForGstin: 'Enter the business name for this GSTIN',
  nameTooLong: `Business name cannot exceed ${BUSINESS_NAME_MAX_LENGTH} characters`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^[6-9]\d{9}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** The spec's rule for an Indian mobile number (its ten digits after +91). */
export function isIndianMobile(digits: string): boolean {
  return MOBILE.test(digits);
}

/**
 * The digits of a number typed the Indian way, with a leading +91, 91 or 0 removed however it was
 * typed or pasted ("+91 98765-43210", "919876543210" and "098765 43210" are all 9876543210). A
 * ten-digit number that starts with 91 is a number of its own and stays as it is. Any other number
 * keeps its digits ("+44 7911 123456" is 447911123456): searches look phones up by them.
 */
export function normalisePhone(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  const digits = text.replace(/\D/g, '');
  if ((text.startsWith('+') || digits.length === PHONE_DIGITS + 2) && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export type GuestContactField = 'name' | 'email' | 'phone';
export type GuestContactProblem = keyof typeof GUEST_MESSAGES;

/**
 * What is wrong with each of a guest's name, email and phone (trimmed, email in lower case), in the
 * order a person reads the form; empty when nothing is. The phone is only checked for being there:
 * its number is checked by `checkPhone` (phone-numbers.ts), which knows other countries' numbers.
 */
export function guestContactProblems(
  guest: Record<GuestContactField, string>,
): Partial<Record<GuestContactField, GuestContactProblem>> {
  const problems: Partial<Record<GuestContactField, GuestContactProblem>> = {};
  for (const field of ['name', 'email', 'phone'] as const) if (guest[field] === '') problems[field] = 'required';
  if (!problems.name && guest.name.length > NAME_MAX_LENGTH) problems.name = 'nameTooLong';
  if (!problems.email && !isEmail(guest.email)) problems.email = 'email';
  return problems;
}
