import { samePhone } from './phone';

/**
 * A guest proves a booking is theirs with the email or the phone number it was made with. Both
 * sides are compared as people write them: an email in any case, a phone with spaces, dashes, its
 * + country code or none (an Indian number with +91 / 91 / 0 before the ten digits, another
 * country's within that country: "07911 123456" for +447911123456).
 */
export function contactMatches(booking: { userEmail: string | null; userPhone: string }, contact: string): boolean {
  const given = contact.trim();
  // A desk booking without an email is proved with its phone only.
  if (given.includes('@')) return booking.userEmail !== null && given.toLowerCase() === booking.userEmail.trim().toLowerCase();
  return samePhone(given, booking.userPhone);
}
