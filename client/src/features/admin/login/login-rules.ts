/** The login form's rules (spec section 5, "Login"), with its messages word for word. */
export const LOGIN_FIELD_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
} as const;

export const PASSWORD_MIN_LENGTH = 6;

/** A basic address pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Answers the error to show, or true when the value passes (react-hook-form's convention). */
export function checkEmail(value: string): string | true {
  const email = value.trim();
  if (email === '') return LOGIN_FIELD_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return LOGIN_FIELD_MESSAGES.emailInvalid;
  return true;
}

export function checkPassword(value: string): string | true {
  if (value === '') return LOGIN_FIELD_MESSAGES.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return LOGIN_FIELD_MESSAGES.passwordTooShort;
  return true;
}
