import { DomainError } from '../../shared/domain-error';
import { LOGIN_MESSAGES, type LoginProblem, loginEmailProblem, loginPasswordProblem } from '../../shared/pure/admin-passwords';
import { AdminAuthErrorCode } from './admin-auth-errors';

const LOGIN_CODES: Record<LoginProblem, (typeof AdminAuthErrorCode)[keyof typeof AdminAuthErrorCode]> = {
  emailRequired: AdminAuthErrorCode.EmailRequired,
  emailInvalid: AdminAuthErrorCode.EmailInvalid,
  passwordRequired: AdminAuthErrorCode.PasswordRequired,
  passwordTooShort: AdminAuthErrorCode.PasswordTooShort,
};

/** The login form's rules, with its messages (the browser checks the same ones first). */
export function validateCredentialsShape(email: string, password: string): void {
  const emailProblem = loginEmailProblem(email);
  if (emailProblem) throw new DomainError(LOGIN_CODES[emailProblem], LOGIN_MESSAGES[emailProblem], 'email');
  const passwordProblem = loginPasswordProblem(password);
  if (passwordProblem) throw new DomainError(LOGIN_CODES[passwordProblem], LOGIN_MESSAGES[passwordProblem], 'password');
}
