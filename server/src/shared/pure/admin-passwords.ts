/**
 * The admin sign-in and change-password rules with their words (spec section 5, "Login"). The
 * server refuses with them; the login and account forms import this file
 * (`@server-pure/admin-passwords`) to say them before asking.
 */
import { isEmail } from './guest-details';

export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const MIN_NEW_PASSWORD_LENGTH = 10;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${LOGIN_PASSWORD_MIN_LENGTH} characters long`,
} as const;

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Enter your current password',
  tooShort: `The new password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters long`,
  unchanged: 'Choose a new password that is different from the current one',
} as const;

export type LoginProblem = keyof typeof LOGIN_MESSAGES;
export type PasswordChangeProblem = keyof typeof PASSWORD_CHANGE_MESSAGES;

/** What is wrong with a sign-in's email (trimmed) before it is looked up, if anything. */
export function loginEmailProblem(email: string): LoginProblem | undefined {
  if (email === '') return 'emailRequired';
  return isEmail(email) ? undefined : 'emailInvalid';
}

/** What is wrong with a sign-in's password before it is checked, if anything. */
export function loginPasswordProblem(password: string): LoginProblem | undefined {
  if (password === '') return 'passwordRequired';
  return password.length < LOGIN_PASSWORD_MIN_LENGTH ? 'passwordTooShort' : undefined;
}

/** What is wrong with a password change before the current password is checked, if anything. */
export function passwordChangeProblems(
  currentPassword: string,
  newPassword: string,
): { currentPassword?: PasswordChangeProblem; newPassword?: PasswordChangeProblem } {
  return {
    currentPassword: currentPassword === '' ? 'currentRequired' : undefined,
    newPassword:
      newPassword.length < MIN_NEW_PASSWORD_LENGTH ? 'tooShort' : newPassword === currentPassword ? 'unchanged' : undefined,
  };
}

export const INVITE_PASSWORD_MESSAGES = {
  required: 'Choose a password',
  tooShort: `The password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters long`,
} as const;

/** What is wrong with the first password an invited person chooses (the change-password length). */
export function invitePasswordProblem(password: string): keyof typeof INVITE_PASSWORD_MESSAGES | undefined {
  if (password === '') return 'required';
  return password.length < MIN_NEW_PASSWORD_LENGTH ? 'tooShort' : undefined;
}
