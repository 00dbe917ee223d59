import { isEmail } from '@server-pure/guest-details';

/** What is wrong with an email address, as the landing catalogue's key of the login form's messages (spec section 5). */
export function emailProblem(value: string): 'emailRequired' | 'emailInvalid' | undefined {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  if (!isEmail(email)) return 'emailInvalid';
  return undefined;
}
