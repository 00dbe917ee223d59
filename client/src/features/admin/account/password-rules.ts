import {
  MIN_NEW_PASSWORD_LENGTH,
  PASSWORD_CHANGE_MESSAGES as PASSWORD_RULE_MESSAGES,
  passwordChangeProblems,
} from '@server-pure/admin-passwords';

/** The change-password form's rules: the server's own (and words), and the form's own for the copy. */
export { MIN_NEW_PASSWORD_LENGTH };

export const PASSWORD_CHANGE_MESSAGES = {
  ...PASSWORD_RULE_MESSAGES,
  mismatch: 'The two new passwords do not match. Type the same password in both boxes.',
  changed: 'Your password has been changed. Any other device signed in to the admin area has been signed out.',
} as const;

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const checkCurrentPassword = (value: string) => value !== '' || PASSWORD_CHANGE_MESSAGES.currentRequired;

export function checkNewPassword(value: string, values: PasswordChangeValues): true | string {
  const problem = passwordChangeProblems(values.currentPassword, value).newPassword;
  return problem ? PASSWORD_CHANGE_MESSAGES[problem] : true;
}

export const checkConfirmPassword = (value: string, values: PasswordChangeValues) =>
  value === values.newPassword || PASSWORD_CHANGE_MESSAGES.mismatch;
