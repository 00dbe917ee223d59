import { normalisePhone } from './phone';

/**
 * A guest proves a booking is theirs with the email or the phone number it was made with. Both
 * sides are compared as people write them: an email in any case, a phone with spaces, dashes or a
 * +91 / 91 / 0 before the ten digits.
 */
export function contactMatches(booking: { userEmail: string; userPhone: string }, contact: string): boolean {
  const given = contact.trim();
  if (given.includes('@')) return given.toLowerCase() === booking.userEmail.trim().toLowerCase();
  const phone = normalisePhone(given);
  return phone.length >= 6 && phone === normalisePhone(booking.userPhone);
}
