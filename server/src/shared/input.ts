/** Small readers for loosely typed input (JSON bodies, multipart fields, GraphQL inputs). */

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A number from a number or a numeric string; NaN when it is neither. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return Number.NaN;
}

// The email rule is one file that the browser imports too.
export { isEmail } from './pure/guest-details';

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** A list of strings from a list, a JSON-encoded list or a comma separated string. */
export function toStringList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => trimmed(item)).filter((item) => item !== '');
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return toStringList(parsed);
      } catch {
        // not JSON: read it as a comma separated list
      }
    }
    return text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
  return undefined;
}
