import { GUEST_MESSAGES, isIndianMobile, normalisePhone } from './guest-details';

/**
 * The countries of the phone picker, India first, then those the hotel's guests and their
 * relatives call from most (the Gulf, the UK, North America, South-East Asia, Australia,
 * neighbours), then other common ones by name. A number from a country not listed is typed with
 * its own + code. This file is the part of the phone rule that needs no phone library (the list,
 * empty boxes and Indian numbers), so a page paints its picker and judges an Indian number before
 * the library (phone-numbers.ts) loads, if it ever needs to.
 */

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, as libphonenumber-js names countries. */
  code: string;
  name: string;
  /** The country calling code, without +. */
  dial: string;
}

export const INDIA: PhoneCountry = { code: 'IN', name: 'India', dial: '91' };

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  INDIA,
  { code: 'AE', name: 'United Arab Emirates', dial: '971' },
  { code: 'GB', name: 'United Kingdom', dial: '44' },
  { code: 'US', name: 'United States', dial: '1' },
  { code: 'CA', name: 'Canada', dial: '1' },
  { code: 'SA', name: 'Saudi Arabia', dial: '966' },
  { code: 'QA', name: 'Qatar', dial: '974' },
  { code: 'KW', name: 'Kuwait', dial: '965' },
  { code: 'OM', name: 'Oman', dial: '968' },
  { code: 'BH', name: 'Bahrain', dial: '973' },
  { code: 'SG', name: 'Singapore', dial: '65' },
  { code: 'MY', name: 'Malaysia', dial: '60' },
  { code: 'AU', name: 'Australia', dial: '61' },
  { code: 'NZ', name: 'New Zealand', dial: '64' },
  { code: 'NP', name: 'Nepal', dial: '977' },
  { code: 'BD', name: 'Bangladesh', dial: '880' },
  { code: 'LK', name: 'Sri Lanka', dial: '94' },
  { code: 'BT', name: 'Bhutan', dial: '975' },
  { code: 'MV', name: 'Maldives', dial: '960' },
  { code: 'BE', name: 'Belgium', dial: '32' },
  { code: 'CN', name: 'China', dial: '86' },
  { code: 'DK', name: 'Denmark', dial: '45' },
  { code: 'FJ', name: 'Fiji', dial: '679' },
  { code: 'FR', name: 'France', dial: '33' },
  { code: 'DE', name: 'Germany', dial: '49' },
  { code: 'HK', name: 'Hong Kong', dial: '852' },
  { code: 'ID', name: 'Indonesia', dial: '62' },
  { code: 'IE', name: 'Ireland', dial: '353' },
  { code: 'IT', name: 'Italy', dial: '39' },
  { code: 'JP', name: 'Japan', dial: '81' },
  { code: 'KE', name: 'Kenya', dial: '254' },
  { code: 'MU', name: 'Mauritius', dial: '230' },
  { code: 'NL', name: 'Netherlands', dial: '31' },
  { code: 'NO', name: 'Norway', dial: '47' },
  { code: 'PH', name: 'Philippines', dial: '63' },
  { code: 'RU', name: 'Russia', dial: '7' },
  { code: 'ZA', name: 'South Africa', dial: '27' },
  { code: 'KR', name: 'South Korea', dial: '82' },
  { code: 'ES', name: 'Spain', dial: '34' },
  { code: 'SE', name: 'Sweden', dial: '46' },
  { code: 'CH', name: 'Switzerland', dial: '41' },
  { code: 'TH', name: 'Thailand', dial: '66' },
  { code: 'TZ', name: 'Tanzania', dial: '255' },
  { code: 'UG', name: 'Uganda', dial: '256' },
];

/** The listed country with this ISO code. */
export function phoneCountry(code: string | undefined): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((country) => country.code === code);
}

/** A number typed with its own country code: "+44 …" or "0044 …". */
export function typedWithCountryCode(text: string): boolean {
  return /^\s*(\+|00)/.test(text);
}

/**
 * A stored number (E.164) as the picker shows it: the listed country whose code it starts with
 * (the longest code wins; +1 is the United States) and the rest. A number of a country not listed,
 * or one kept before numbers were stored in E.164, stays whole, in the number box.
 */
export function splitPhone(stored: string): { country: string; number: string } {
  if (!stored.startsWith('+')) return { country: INDIA.code, number: stored };
  const digits = stored.slice(1);
  const country = [...PHONE_COUNTRIES]
    .filter((candidate) => digits.startsWith(candidate.dial))
    .sort((a, b) => b.dial.length - a.dial.length)[0];
  return country ? { country: country.code, number: digits.slice(country.dial.length) } : { country: INDIA.code, number: stored };
}

/** A phone as it is kept (E.164), or what is wrong with the number typed. */
export type PhoneVerdict = { phone: string } | { problem: 'required' | 'invalid'; message: string };

/**
 * The verdict on a number that needs no phone library: an empty box (`required`, with the spec's
 * guest message; a form says its own words for it), or an Indian number (typed with +91 / 0091, or
 * without a + code while India is picked), by the spec's rule and with its message word for word.
 * Undefined for another country's number: checkPhone (phone-numbers.ts) judges it.
 */
export function phoneVerdictWithoutLibrary(text: string, country: string): PhoneVerdict | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return { problem: 'required', message: GUEST_MESSAGES.required };
  const dialled = dialledDigits(text);
  if (dialled === undefined ? country !== INDIA.code : !dialled.startsWith(INDIA.dial)) return undefined;
  const national = normalisePhone(dialled === undefined ? text : `+${dialled}`);
  return isIndianMobile(national)
    ? { phone: `+${INDIA.dial}${national}` }
    : { problem: 'invalid', message: GUEST_MESSAGES.phone };
}

/** The digits after the + (or 00) of a number typed with its own country code; undefined for one typed without. */
export function dialledDigits(text: string): string | undefined {
  if (!typedWithCountryCode(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  return text.trimStart().startsWith('+') ? digits : digits.slice(2);
}
