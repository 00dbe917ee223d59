/**
 * A guest's phone, from any country, as it is kept: E.164 (+919876543210, +447911123456). Indian
 * numbers keep the spec's rule and its message word for word; other countries' numbers are
 * checked by libphonenumber-js (its `min` metadata: a number's country, length and leading
 * digits). The server checks every phone with this file; the browser imports it lazily, only on
 * the pages with a phone box, so the library stays out of every other page's JavaScript.
 */
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import {
  dialledDigits,
  INDIA,
  PHONE_COUNTRIES,
  phoneCountry,
  phoneVerdictWithoutLibrary,
  typedWithCountryCode,
  type PhoneVerdict,
} from './phone-countries';

export type { PhoneVerdict } from './phone-countries';

const NOT_A_NUMBER = 'This is not a valid phone number';

/**
 * The number typed (with or without its own + code) in the country picked (India unless said):
 * its E.164 form, or what is wrong with it. An empty box and an Indian number are judged without
 * the library (phone-countries.ts); another country's number by libphonenumber-js, refused in
 * plain words ("This is not a valid number for United Kingdom").
 */
export function checkPhone(raw: unknown, country: string = INDIA.code): PhoneVerdict {
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  const known = phoneVerdictWithoutLibrary(text, country);
  if (known) return known;
  const dialled = dialledDigits(text);
  const written = dialled === undefined ? text : `+${dialled}`;
  const given = dialled === undefined ? (country as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(written, given);
  if (parsed?.isValid()) return { phone: parsed.number };
  const where = countryName(dialled === undefined ? country : (parsed?.country ?? countryDialled(dialled)));
  if (!where) return { problem: 'invalid', message: NOT_A_NUMBER };
  const length = validatePhoneNumberLength(written, given);
  if (length === 'TOO_SHORT') return { problem: 'invalid', message: `This number is too short for ${where}` };
  if (length === 'TOO_LONG') return { problem: 'invalid', message: `This number is too long for ${where}` };
  return { problem: 'invalid', message: `This is not a valid number for ${where}` };
}

/**
 * Whether two phones are one number, however each was written: the E.164 forms match, or a
 * number typed without its country code is the other's number within its country
 * ("07911 123456" for +447911123456, "98765 43210" for +919876543210). Numbers kept before
 * phones were stored in E.164 (9876543210) read as Indian.
 */
export function samePhone(typed: string, stored: string): boolean {
  const storedNumber = checkPhone(stored);
  if (!('phone' in storedNumber)) return false;
  const typedNumber = checkPhone(typed);
  if ('phone' in typedNumber && typedNumber.phone === storedNumber.phone) return true;
  if (typedWithCountryCode(typed)) return false;
  const national = parsePhoneNumberFromString(storedNumber.phone)?.nationalNumber;
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  return national !== undefined && digits.length >= 6 && digits === national;
}

/**
 * The country a number dialled with its country code belongs to, when the library cannot say: the
 * first listed with that code (+1 is the United States), else the first the library knows. Codes
 * are 1 to 3 digits and none is the start of another.
 */
function countryDialled(digits: string): string | undefined {
  for (const code of [1, 2, 3].map((size) => digits.slice(0, size))) {
    const country = PHONE_COUNTRIES.find((listed) => listed.dial === code)?.code;
    if (country) return country;
    const other = getCountries().find((known) => getCountryCallingCode(known) === code);
    if (other) return other;
  }
  return undefined;
}

function countryName(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const listed = phoneCountry(code);
  if (listed) return listed.name;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code);
  } catch {
    return undefined;
  }
}
