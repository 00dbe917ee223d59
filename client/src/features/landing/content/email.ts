const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The login form's messages (spec section 5), used by the landing page's email fields too. */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Email is required';
  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  return undefined;
}
