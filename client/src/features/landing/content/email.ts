import { isEmail } from '@server-pure/guest-details';

/** The login form's messages (spec section 5), used by the landing page's email fields too. */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Email is required';
  if (!isEmail(email)) return 'Please enter a valid email address';
  return undefined;
}
