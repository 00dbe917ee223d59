import { trimmed } from '../../shared/input';

/**
 * How the profile's texts are made canonical and checked, in English and in Hindi alike: one
 * rule for both languages, so a Hindi text is held to exactly what its English counterpart is.
 */

/** A control character other than the line breaks of a paragraph. */
export const CONTROL = /(?![\n])\p{Cc}/u;

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Trimmed, with every run of spaces and line breaks made one space. */
export const oneLine = (value: unknown): string => trimmed(value).replace(/\s+/g, ' ');

/** Paragraphs separated by one blank line; spaces collapsed inside each. */
export function paragraphs(value: unknown): string {
  return trimmed(value)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

/**
 * An object's text fields on one line each and within their lengths, or a message when one is not.
 * Every part is required unless `emptyAllowed` (a translation may leave a part to English).
 */
export function pieces<Limits extends Record<string, number>>(
  item: unknown,
  limits: Limits,
  { emptyAllowed = false }: { emptyAllowed?: boolean } = {},
): { [Key in keyof Limits]: string } | string {
  if (typeof item !== 'object' || item === null) return 'Fill in every part';
  const result: Record<string, string> = {};
  for (const [key, max] of Object.entries(limits)) {
    const value = oneLine((item as Record<string, unknown>)[key]);
    if (value === '' && !emptyAllowed) return 'Fill in every part';
    if (CONTROL.test(value)) return emptyAllowed ? 'Remove the control characters' : 'Fill in every part';
    if (value.length > max) return `${capital(key)} can be at most ${max} characters`;
    result[key] = value;
  }
  return result as { [Key in keyof Limits]: string };
}
