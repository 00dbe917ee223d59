/** The change-password form's rules; the server checks the same (admin-auth service). */
export const MIN_NEW_PASSWORD_LENGTH = 10;

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Enter your current password',
  tooShort: `The new password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters long`,
  unchanged: 'Choose a new password that is different from the current one',
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
  if (value.length < MIN_NEW_PASSWORD_LENGTH) return PASSWORD_CHANGE_MESSAGES.tooShort;
  if (value === values.currentPassword) return PASSWORD_CHANGE_MESSAGES.unchanged;
  return true;
}

export const checkConfirmPassword = (value: string, values: PasswordChangeValues) =>
  value === values.newPassword || PASSWORD_CHANGE_MESSAGES.mismatch;
