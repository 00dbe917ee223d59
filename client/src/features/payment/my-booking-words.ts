import { formatHotelDateTime } from '@server-pure/calendar-dates';
import type { Locale } from '@server-pure/locale';
import { BookingPaymentStatus, PaymentMethod } from '../../graphql/generated';
import { translator, useChunkMessages, useMessages, type Catalogues, type Translator } from '../../i18n';
import { clockText } from '../../lib/hotel';
import englishCommon from '../../i18n/generated/en/common';
import englishMyBooking from '../../i18n/generated/en/mybooking';
import { formatHotelTime } from './lib/payment-words';

/** The guest's own booking pages' words (/booking/{id}, /receipt, /find-booking): their own and the site's shared ones. */
export interface MyBookingWords {
  mybooking: Translator<Catalogues['mybooking']>;
  common: Translator<Catalogues['common']>;
}

/** The pages' words in the page's language; their English words travel with their chunks. */
export function useMyBookingWords(): MyBookingWords {
  return { mybooking: useChunkMessages('mybooking', englishMyBooking), common: useMessages('common') };
}

/** English, for the pure functions' callers with no page (and their tests). */
export const ENGLISH_MY_BOOKING_WORDS: MyBookingWords = {
  mybooking: translator(englishMyBooking, 'en'),
  common: translator(englishCommon, 'en'),
};

/** A booking's payment status; money still owed on a pay-at-hotel booking says where it is paid (lib/labels' bookingPaymentLabel). */
export function paymentStatusText(
  { mybooking: { t } }: MyBookingWords,
  status: BookingPaymentStatus,
  method?: PaymentMethod | null,
): string {
  return status === BookingPaymentStatus.Pending && method === PaymentMethod.Cod
    ? t('dueAtHotel')
    : t('paymentStatusLabel', { status });
}

/** Hindi's instants: "21 नवंबर को सुबह 10:30 बजे" (day and month named, the time of day in words). */
const hindiTimes = new Map<boolean, Intl.DateTimeFormat>();

function hindiTime(instant: string | Date, withYear: boolean): string {
  let format = hindiTimes.get(withYear);
  if (!format) {
    format = new Intl.DateTimeFormat('hi-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
    });
    hindiTimes.set(withYear, format);
  }
  return format.format(new Date(instant));
}

/** A hold's end in the hotel's zone: "4:15 PM, 21 Nov", or Hindi's words for it. */
export const holdTimeText = (instant: string | Date, locale: Locale): string =>
  locale === 'en' ? formatHotelTime(instant) : hindiTime(instant, false);

/** When a payment was made, in the hotel's zone: "21 Nov 2026, 10:20 AM", or Hindi's words for it. */
export const paidAtText = (instant: string | Date, locale: Locale): string =>
  locale === 'en' ? formatHotelDateTime(instant) : hindiTime(instant, true);

let hindiClock: Intl.DateTimeFormat | undefined;
let hindiClockWithMinutes: Intl.DateTimeFormat | undefined;

/** The hotel's check-in or check-out time ("15:00"): "3:00 PM", or "दोपहर 3 बजे" on a Hindi page (docs/hindi-glossary.md). */
export function hotelTimeText(hhmm: string, locale: Locale): string {
  if (locale === 'en') return clockText(hhmm);
  const [hours, minutes] = hhmm.split(':').map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return hhmm;
  const format = minutes
    ? (hindiClockWithMinutes ??= new Intl.DateTimeFormat('hi-IN', {
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
        timeZone: 'UTC',
      }))
    : (hindiClock ??= new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', dayPeriod: 'short', timeZone: 'UTC' }));
  return `${format.format(new Date(Date.UTC(1970, 0, 1, hours, minutes)))} बजे`;
}
