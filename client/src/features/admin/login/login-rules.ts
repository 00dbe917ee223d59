import { LOGIN_MESSAGES, loginEmailProblem, loginPasswordProblem } from '@server-pure/admin-passwords';

/** The login form's rules (spec section 5, "Login"): the server's own, in its words. */
export const LOGIN_FIELD_MESSAGES = LOGIN_MESSAGES;

/** Answers the error to show, or true when the value passes (react-hook-form's convention). */
export function checkEmail(value: string): string | true {
  const problem = loginEmailProblem(value.trim());
  return problem ? LOGIN_MESSAGES[problem] : true;
}

export function checkPassword(value: string): string | true {
  const problem = loginPasswordProblem(value);
  return problem ? LOGIN_MESSAGES[problem] : true;
}
