/**
 * Aadhaar numbers are kept as their last four digits only (docs/guest-ids.md): the desk sees the
 * card, and the hotel keeps what a masked Aadhaar shows. Shared by the server's check-in rules and
 * the desk's check-in form (`@server-pure/aadhaar`), which shows what will be kept.
 */

/** The 12 digits, or 8 masking characters before the last four, or the last four alone. */
const TYPED = /^(?:\d{8}|[X*]{8})?(\d{4})$/;

/**
 * The last four digits of an Aadhaar number as the desk may type it: all 12 digits
 * ("1234 5678 9012"), the masked form UIDAI prints ("XXXX XXXX 1234", "xxxx-xxxx-1234") or the
 * last four alone; spaces and hyphens anywhere. Null when it is none of these.
 */
export function aadhaarLastFour(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  return TYPED.exec(compact)?.[1] ?? null;
}

/** How a masked Aadhaar prints its number. */
export function maskedAadhaar(lastFour: string): string {
  return `XXXX XXXX ${lastFour}`;
}

/**
 * An Aadhaar number named as one in free text ("Aadhaar no. 2345 6789 0123", "aadhar:234567890123",
 * "UID 2345-6789-0123"): the word, what stands between it and the number (no digits, no new line),
 * and the number's three groups of four.
 */
const NAMED_NUMBER = /\b(aadhaa?r|adhaa?r|uid)\b([^\d\n]{0,24}?)\d{4}[ -]?\d{4}[ -]?(\d{4})(?!\d)/gi;

/**
 * `text` with every Aadhaar number it names masked to its last four digits. Only a number that
 * follows the word Aadhaar (or UID) is touched: a bare 12-digit number may be a UPI reference.
 */
export function maskAadhaarNumbersIn(text: string): string {
  return text.replace(NAMED_NUMBER, (_match, word: string, between: string, lastFour: string) => {
    return `${word}${between}${maskedAadhaar(lastFour)}`;
  });
}
