import { dialledDigits, INDIA, phoneCountry, phoneVerdictWithoutLibrary, type PhoneVerdict } from '@server-pure/phone-countries';

/**
 * The server's phone rule (server/src/shared/pure): an empty box and an Indian number are judged
 * at once; another country's number fetches libphonenumber-js first (a chunk of its own, loaded
 * only when such a number is checked, so Indian guests and every other page never load it).
 */
export async function checkTypedPhone(text: string, country: string): Promise<PhoneVerdict> {
  const verdict = phoneVerdictWithoutLibrary(text.trim(), country);
  if (verdict) return verdict;
  try {
    const { checkPhone } = await loadPhoneLibrary();
    return checkPhone(text, country);
  } catch {
    // The library could not be fetched (the connection dropped): the server checks the number.
    const digits = text.replace(/\D/g, '');
    return { phone: `+${dialledDigits(text) ?? `${phoneCountry(country)?.dial ?? INDIA.dial}${digits.replace(/^0+/, '')}`}` };
  }
}

/** Starts fetching the phone library (another country was picked): the check then need not wait. */
export function preloadPhoneLibrary(): void {
  loadPhoneLibrary().catch(() => undefined);
}

const loadPhoneLibrary = () => import('@server-pure/phone-numbers');

/** A guest's phone as a tel: link: kept in E.164 (+919876543210), or ten digits kept before that. */
export function phoneHref(phone: string): string {
  return phone.startsWith('+') ? `tel:${phone}` : `tel:+${INDIA.dial}${phone}`;
}
