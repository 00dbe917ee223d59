/**
 * GSTIN checks in the browser, so a typing mistake is caught at the field: the same rules and words
 * as the server (server/src/shared/gstin.ts), which checks again and whose answer wins. 15
 * characters: two digits of the state code, the holder's PAN (five letters, four digits, a letter),
 * the entity number (1-9, A-Z), "Z", and a check character over the first 14 (the GSTN's
 * modulo-36 scheme).
 */

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** GST state and union territory codes that a GSTIN may start with (the server's GST_STATES). */
const STATE_CODES = new Set([
  ...Array.from({ length: 24 }, (_, index) => String(index + 1).padStart(2, '0')),
  '26',
  '27',
  '29',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '97',
]);

export type GstinProblem = 'shape' | 'state' | 'check';

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  shape: 'Enter the 15-character GSTIN, e.g. 27AAPFU0939F1ZV',
  state: 'The GSTIN must start with a valid state code',
  check: "This GSTIN's last character does not match: please check it for a typing mistake",
};

/** A GSTIN as people type it (spaces, dashes, lower case) made canonical. */
export function normaliseGstin(value: string): string {
  return value.trim().replace(/[\s-]/g, '').toUpperCase();
}

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARSET.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

/** What is wrong with a canonical GSTIN, or null when it is valid. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!SHAPE.test(gstin)) return 'shape';
  if (!STATE_CODES.has(gstin.slice(0, 2))) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}

/** The message for a GSTIN as typed, or undefined when it is valid. */
export function gstinMessage(typed: string): string | undefined {
  const problem = gstinProblem(normaliseGstin(typed));
  return problem ? GSTIN_MESSAGES[problem] : undefined;
}
