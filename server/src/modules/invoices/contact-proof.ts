/**
 * A guest proves a booking is theirs with the email or the phone number it was made with. Both
 * sides are compared as people write them: an email in any case, a phone with spaces, dashes or a
 * +91 / 91 / 0 before the ten digits.
 */
export function contactMatches(booking: { userEmail: string; userPhone: string }, contact: string): boolean {
  const given = contact.trim();
  if (given.includes('@')) return given.toLowerCase() === booking.userEmail.trim().toLowerCase();
  const phone = phoneDigits(given);
  return phone.length >= 6 && phone === phoneDigits(booking.userPhone);
}

/** "+91 98765-43210", "098765 43210" and "9876543210" all read 9876543210. */
export function phoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}
