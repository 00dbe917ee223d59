import { PaymentMethod, RefundReason, type PaymentBookingFieldsFragment } from '../../../graphql/generated';
import type { Locale } from '@server-pure/locale';
import { formatRupees } from '../../../lib/format';
import type { ADVANCE_CHOICE } from './advance';
import { ENGLISH_PAYMENT_WORDS, type PaymentWords } from './page-words';

/** The methods the payment page offers: the provider's checkout takes the online ones. */
export type OnlineMethod =
  | typeof PaymentMethod.Online
  | typeof PaymentMethod.Upi
  | typeof PaymentMethod.Card
  | typeof PaymentMethod.Netbanking
  | typeof PaymentMethod.Wallet;
export type PaymentMethodId = OnlineMethod | typeof PaymentMethod.Cod;
/** A method card, or the card that pays part now (lib/advance.ts). */
export type PaymentChoice = PaymentMethodId | typeof ADVANCE_CHOICE;

const ONLINE_METHODS: readonly PaymentMethod[] = [
  PaymentMethod.Online,
  PaymentMethod.Upi,
  PaymentMethod.Card,
  PaymentMethod.Netbanking,
  PaymentMethod.Wallet,
] satisfies OnlineMethod[];

export function isOnlineMethod(method: PaymentMethod): method is OnlineMethod {
  return ONLINE_METHODS.includes(method);
}

/** The method cards of the payment page, in the spec's order (their words: the catalogue's methodTitle and methodDetail). */
export const METHOD_CARDS: ReadonlyArray<{ id: PaymentMethodId; recommended?: boolean }> = [
  { id: PaymentMethod.Online, recommended: true },
  { id: PaymentMethod.Upi },
  { id: PaymentMethod.Card },
  { id: PaymentMethod.Wallet },
  { id: PaymentMethod.Cod },
];

const upperDayPeriod = (text: string) => text.replace(/\b(am|pm)\b/g, (period) => period.toUpperCase());

/** The hotel's time of day and date: "4:15 PM, 21 Nov" in English. */
const HOTEL_TIME_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    day: 'numeric',
    month: 'short',
  }),
  // "21 नवंबर को शाम 4:15 बजे": the month in full (Hindi's short names read clipped), the part of the day in words.
  hi: new Intl.DateTimeFormat('hi-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    day: 'numeric',
    month: 'long',
    dayPeriod: 'short',
  }),
};

/** "4:15 PM, 21 Nov" in the hotel's zone, or "21 नवंबर को शाम 4:15 बजे" on a Hindi page. */
export function formatHotelTime(instant: string | Date, locale: Locale = 'en'): string {
  const text = HOTEL_TIME_FORMATS[locale].format(new Date(instant));
  return locale === 'en' ? upperDayPeriod(text) : text;
}

export const rupeesFromPaise = (paise: number): number => paise / 100;

type BookingRefund = PaymentBookingFieldsFragment['refunds'][number];

/**
 * A cancellation's refund in the guest's words: how much, back to what (the way it was paid),
 * when, and its reference; in the page's language when its words are given.
 */
export function refundSentence(refund: BookingRefund, { payment: words }: PaymentWords = ENGLISH_PAYMENT_WORDS): string {
  const amount = formatRupees(refund.amount, words.locale);
  if (refund.atDesk) return words.t('refundAtDesk', { amount });
  const reference = refund.reference ? words.t('refundReference', { reference: refund.reference }) : '';
  return `${words.t('refundedTo', { amount, method: refund.method ?? 'UNKNOWN' })}${reference}`;
}

/** The refunds a cancellation made (not those of an earlier change or a duplicate payment). */
export function cancellationRefunds(refunds: readonly BookingRefund[]): BookingRefund[] {
  return refunds.filter((refund) => refund.reason === RefundReason.Cancellation);
}
