/**
 * GSTIN: 15 characters. Two digits of the state code, the holder's PAN (five letters, four digits,
 * a letter), the entity number (1-9, A-Z), "Z", and a check character computed over the first 14
 * (the GSTN's modulo-36 scheme, docs/gst.md). The server checks with this file and the browser
 * imports it too (`@server-pure/gstin`), so a typing mistake is caught at the field in the same
 * words the server would answer.
 */

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARSET.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

export type GstinProblem = 'shape' | 'state' | 'check';

/** What is wrong with a GSTIN (already upper-cased, no spaces), or null when it is valid. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!SHAPE.test(gstin)) return 'shape';
  if (!stateNameOf(gstin.slice(0, 2))) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}

/** The messages a person sees for a wrong GSTIN. */
export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  shape: 'Enter the 15-character GSTIN, e.g. 27AAPFU0939F1ZV',
  state: 'The GSTIN must start with a valid state code',
  check: "This GSTIN's last character does not match: please check it for a typing mistake",
};

/** GST state and union territory codes (the first two digits of a GSTIN; the place of supply). */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

export function stateNameOf(code: string): string | undefined {
  return GST_STATES[code];
}

/** A GSTIN as people type it (spaces, dashes, lower case) made canonical; "" when absent. */
export function normaliseGstin(value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return text.trim().replace(/[\s-]/g, '').toUpperCase();
}

/** The message for a GSTIN as typed, or undefined when it is valid. */
export function gstinMessage(typed: string): string | undefined {
  const problem = gstinProblem(normaliseGstin(typed));
  return problem ? GSTIN_MESSAGES[problem] : undefined;
}

/** The hotel's own GSTIN left empty on its settings. */
export const HOTEL_GSTIN_REQUIRED = "Enter the hotel's 15-character GSTIN";

/** "09 (Uttar Pradesh)", as a GSTIN's first two characters read. */
const codeAndName = (code: string) => `${code} (${stateNameOf(code)})`;

/**
 * Why a valid GSTIN cannot be the hotel's in the state `stateCode` (it is registered in another
 * state), or undefined when it can.
 */
export function gstinStateMismatch(gstin: string, stateCode: string): string | undefined {
  if (!stateNameOf(stateCode) || gstin.slice(0, 2) === stateCode) return undefined;
  return `The GSTIN starts with ${codeAndName(gstin.slice(0, 2))} but the hotel is in ${codeAndName(stateCode)}`;
}
