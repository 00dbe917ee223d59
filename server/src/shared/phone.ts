import { trimmed } from './input';

/**
 * An Indian mobile number as it is kept: digits only, with a leading +91, 91 or 0 removed however
 * it was typed or pasted ("+91 98765-43210", "919876543210" and "098765 43210" are all
 * 9876543210). A ten-digit number that starts with 91 is a number of its own and stays as it is.
 */
export function normalisePhone(raw: unknown): string {
  const text = trimmed(raw);
  const digits = text.replace(/\D/g, '');
  if ((text.startsWith('+') || digits.length === 12) && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}
