import type { Locale } from '@server-pure/locale';
import { translator, useChunkMessages, type Catalogues, type Translator } from '../../i18n';
import englishPrice from '../../i18n/generated/en/price';
import { formatRupees } from '../../lib/format';

/** The price pieces' words in a language (its `locale` formats their amounts and dates). */
export type PriceWords = Translator<Catalogues['price']>;

/** The price pieces' words in the page's language; English travels with the chunks that show prices. */
export const usePriceWords = (): PriceWords => useChunkMessages('price', englishPrice);

/** English, for the admin area (English only) and for callers with no page. */
export const ENGLISH_PRICE_WORDS: PriceWords = translator(englishPrice, 'en');

/** A stay's total as the server priced it (Room.stayPrice, or a quote's or booking's tax). */
export interface StayTotal {
  nights: number;
  /** What the guest pays, GST included, in rupees. */
  total: number;
  taxableValue: number;
  totalTax: number;
  /** False when GST is added to the rents (ROOM_RATES_INCLUDE_GST=false). */
  ratesIncludeGst: boolean;
}

/** One night of a stay: its date and what it costs, GST included. */
export interface NightPrice {
  date: string;
  total: number;
}

/** A night's taxed amounts in paise, at its rate (Booking.tax lines' nights). */
export interface TaxedNight {
  rate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** What each taxed night costs the guest: its taxable value and its GST. */
export function nightPrices(nights: readonly (TaxedNight & { date: string })[]): NightPrice[] {
  return nights.map((night) => ({ date: night.date, total: (night.taxablePaise + night.cgstPaise + night.sgstPaise) / 100 }));
}

/** "2 nights" ("2 रातें"). */
export const nightsText = (nights: number, words: PriceWords = ENGLISH_PRICE_WORDS) => words.t('nights', { nights });

/** "incl. GST", or "₹7,000 + GST ₹350" when GST is added to the rents. */
export function gstWords(
  price: Pick<StayTotal, 'ratesIncludeGst' | 'taxableValue' | 'totalTax'>,
  words: PriceWords = ENGLISH_PRICE_WORDS,
): string {
  if (price.ratesIncludeGst) return words.t('inclGst');
  return words.t('rentPlusGst', {
    rent: formatRupees(price.taxableValue, words.locale),
    gst: formatRupees(price.totalTax, words.locale),
  });
}

/** "Minimum 3 nights in Wedding season". */
export function minimumStayText(
  minimum: { nights: number; seasonName: string },
  words: PriceWords = ENGLISH_PRICE_WORDS,
): string {
  return words.t('minimumStay', { nights: minimum.nights, season: minimum.seasonName });
}

/** English's short day and month ("Fri 4 Dec"); Hindi's in full ("शुक्रवार, 4 दिसंबर"): its short names read as clipped words. */
const dayFormats: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  hi: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
};
const madeDayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "Fri 4 Dec" from YYYY-MM-DD, with no time-zone shift ("शुक्रवार, 4 दिसंबर" in Hindi). */
export function nightDate(date: string, locale: Locale = 'en'): string {
  const [y, m, d] = date.split('-').map(Number);
  let format = madeDayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-IN' : 'hi-IN', dayFormats[locale]);
    madeDayFormats.set(locale, format);
  }
  const day = new Date(Date.UTC(y, m - 1, d));
  if (locale !== 'en') return format.format(day);
  const parts = format.formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** Consecutive nights at one price, as one row: "Fri 4 Dec", or "Sun 6 Dec – Thu 10 Dec" and how many. */
export interface NightRun {
  label: string;
  nights: number;
  total: number;
}

/** The nights in runs of one price, so a month's stay stays a short list. */
export function nightRuns(nights: readonly NightPrice[], words: PriceWords = ENGLISH_PRICE_WORDS): NightRun[] {
  const runs: { first: string; last: string; nights: number; total: number }[] = [];
  for (const night of nights) {
    const run = runs[runs.length - 1];
    if (run && run.total === night.total) {
      run.last = night.date;
      run.nights += 1;
    } else runs.push({ first: night.date, last: night.date, nights: 1, total: night.total });
  }
  return runs.map((run) => ({
    label:
      run.nights === 1
        ? nightDate(run.first, words.locale)
        : words.t('nightRange', { first: nightDate(run.first, words.locale), last: nightDate(run.last, words.locale) }),
    nights: run.nights,
    total: run.total,
  }));
}

/** The rent of one night as the owner set it ("Rent per night"): "₹3,500", or "₹3,500 – ₹4,000" when the nights differ. */
export function rentPerNight(
  nights: readonly (NightPrice & { taxableValue: number })[],
  ratesIncludeGst: boolean,
  locale: Locale = 'en',
): string {
  const rents = nights.map((night) => (ratesIncludeGst ? night.total : night.taxableValue));
  if (rents.length === 0) return '';
  const low = Math.min(...rents);
  const high = Math.max(...rents);
  return low === high ? formatRupees(low, locale) : `${formatRupees(low, locale)} – ${formatRupees(high, locale)}`;
}

/** Taxed amounts at one GST rate, in rupees. */
export interface RateShare {
  rate: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  total: number;
}

/** A room's nights added up per GST rate (a stay across a season can have two), lowest rate first; sums in paise. */
export function sharesByRate(nights: readonly TaxedNight[]): RateShare[] {
  const rates = [...new Set(nights.map((night) => night.rate))].sort((a, b) => a - b);
  return rates.map((rate) => {
    const at = nights.filter((night) => night.rate === rate);
    const paise = (key: keyof Omit<TaxedNight, 'rate'>) => at.reduce((total, night) => total + night[key], 0);
    const [taxable, cgst, sgst] = [paise('taxablePaise'), paise('cgstPaise'), paise('sgstPaise')];
    return { rate, taxableValue: taxable / 100, cgst: cgst / 100, sgst: sgst / 100, total: (taxable + cgst + sgst) / 100 };
  });
}

/** "2.5%" for half of 5%: CGST and SGST each take half the GST rate. */
export function halfRate(rate: number): string {
  return `${rate / 2}%`;
}
