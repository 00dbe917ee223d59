/**
 * How the "Email or phone number" box of a booking's proof behaves: one box takes either, so the
 * keyboard is the email one (it has digits too) and nothing is corrected as it is typed.
 */
export const CONTACT_INPUT = {
  type: 'text',
  inputMode: 'email',
  autoComplete: 'email',
  spellCheck: false,
  maxLength: 254,
} as const;
