import { DomainError } from '../../shared/domain-error';

export const AdminAuthErrorCode = {
  EmailRequired: 'EMAIL_REQUIRED',
  EmailInvalid: 'EMAIL_INVALID',
  PasswordRequired: 'PASSWORD_REQUIRED',
  PasswordTooShort: 'PASSWORD_TOO_SHORT',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  Deactivated: 'ACCOUNT_DEACTIVATED',
  RateLimited: 'TOO_MANY_ATTEMPTS',
  NotSignedIn: 'UNAUTHENTICATED',
  SessionExpired: 'SESSION_EXPIRED',
  SignedOut: 'SIGNED_OUT',
  PasswordChanged: 'PASSWORD_CHANGED',
  CurrentPasswordRequired: 'CURRENT_PASSWORD_REQUIRED',
  CurrentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  NewPasswordTooShort: 'NEW_PASSWORD_TOO_SHORT',
  NewPasswordUnchanged: 'NEW_PASSWORD_UNCHANGED',
  RoleRefused: 'ROLE_REFUSED',
  StaffNameRequired: 'STAFF_NAME_REQUIRED',
  StaffEmailTaken: 'STAFF_EMAIL_TAKEN',
  StaffNotFound: 'STAFF_NOT_FOUND',
  StaffRoleInvalid: 'STAFF_ROLE_INVALID',
  StaffNotYourself: 'STAFF_NOT_YOURSELF',
  StaffLastOwner: 'STAFF_LAST_OWNER',
  InviteInvalid: 'INVITE_INVALID',
  InviteExpired: 'INVITE_EXPIRED',
  TwoStepCodeShape: 'TWO_STEP_CODE_SHAPE',
  TwoStepCodeWrong: 'TWO_STEP_CODE_WRONG',
  TwoStepCodeUsed: 'TWO_STEP_CODE_USED',
  TwoStepChallengeInvalid: 'TWO_STEP_CHALLENGE_INVALID',
  TwoStepNeeded: 'TWO_STEP_NEEDED',
  TwoStepAlreadyOn: 'TWO_STEP_ALREADY_ON',
  TwoStepNotOn: 'TWO_STEP_NOT_ON',
  TwoStepSetupNotStarted: 'TWO_STEP_SETUP_NOT_STARTED',
  TwoStepRequiredByOwner: 'TWO_STEP_REQUIRED_BY_OWNER',
  TwoStepOwnCode: 'TWO_STEP_OWN_CODE',
} as const;

/** A request without a valid session: sign in (again). */
export const signInAgain = () =>
  new DomainError(AdminAuthErrorCode.NotSignedIn, 'Please sign in to continue', undefined, 'unauthenticated');

/** The spec's 403 for a deactivated account, at sign-in and on every later request. */
export const deactivated = () =>
  new DomainError(
    AdminAuthErrorCode.Deactivated,
    'Your account has been deactivated. Please contact administrator.',
    undefined,
    'forbidden',
  );
