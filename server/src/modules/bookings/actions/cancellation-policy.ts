import { formatHotelDateTime } from '../../../shared/dates';
import { hindiMoment } from '../../../shared/hindi-dates';
import type { Locale } from '../../../shared/pure/locale';
import { Paise } from '../../../shared/money';
import { CancellationRule } from '../../billing';

const HOUR_MS = 3_600_000;
export const GROUP_BOOKING_ROOMS = 5;
const FREE_WINDOW_HOURS = 24;
/** How long a refund takes to reach the guest, once sent. */
export const REFUND_TIMING = 'Refunds reach you in 5-10 business days.';
/** The same in Hindi (docs/hindi-glossary.md). */
export const REFUND_TIMING_HINDI = 'रिफ़ंड 5-10 कामकाजी दिनों में आप तक पहुँचता है।';
const GROUP_FREE_WINDOW_HOURS = 7 * 24;

export interface CancellationTerms {
  /** Share of what was paid that goes back, in percent. */
  refundPercent: 100 | 50;
  refundPaise: Paise;
  /** Until when cancelling is free. */
  freeUntil: Date;
  rule: CancellationRule;
  /** How long before check-in cancelling is free for this booking: 24 h, or 7 days for groups. */
  windowHours: number;
  /** The policy as it applies to this booking, in the hotel's words. */
  summary: string;
}

/**
 * The policy counts from 15:00 in Kolkata (UTC+05:30, no daylight saving) on the check-in date: a
 * rule of the policy, not the check-in time the hotel's profile shows, so that an edit of the
 * profile never moves the refund deadlines of bookings already made.
 */
const POLICY_CHECK_IN_HOUR = 15;

export function checkInInstant(checkIn: string): Date {
  return new Date(`${checkIn}T${String(POLICY_CHECK_IN_HOUR).padStart(2, '0')}:00:00+05:30`);
}

/**
 * The hotel's policy (spec section 9): free cancellation up to 24 h before check-in, 50% refund
 * after that; group bookings of 5 rooms or more cancel free up to 7 days before check-in.
 * Refunds are whole paise; a half paisa goes to the guest.
 */
export function cancellationTerms(input: { checkIn: string; rooms: number; paidPaise: Paise; now: Date }): CancellationTerms {
  const group = input.rooms >= GROUP_BOOKING_ROOMS;
  const windowHours = group ? GROUP_FREE_WINDOW_HOURS : FREE_WINDOW_HOURS;
  const freeUntil = new Date(checkInInstant(input.checkIn).getTime() - windowHours * HOUR_MS);
  const rule: CancellationRule =
    input.now.getTime() <= freeUntil.getTime()
      ? group
        ? CancellationRule.GROUP_FREE
        : CancellationRule.FREE
      : CancellationRule.LATE;
  const summary = policySummary(rule, freeUntil, group);
  if (rule === CancellationRule.LATE) {
    return { refundPercent: 50, refundPaise: Math.ceil(input.paidPaise / 2), freeUntil, rule, windowHours, summary };
  }
  return { refundPercent: 100, refundPaise: input.paidPaise, freeUntil, rule, windowHours, summary };
}

/**
 * The policy as it applies, in the guest's language: the hotel's words in English, or the same in
 * everyday Hindi for a guest on the Hindi pages (issue 31). What it decides is the same.
 */
export function policySummary(rule: CancellationRule, freeUntil: Date, group: boolean, language: Locale = 'en'): string {
  if (language === 'hi') return hindiPolicySummary(rule, freeUntil, group);
  const until = formatHotelDateTime(freeUntil);
  const window = group ? '7 days' : '24 hours';
  const after = 'after that, 50% is refunded.';
  if (rule === CancellationRule.GROUP_FREE) {
    return `Group booking (5 or more rooms): free cancellation until ${until} (7 days before check-in); ${after}`;
  }
  if (rule === CancellationRule.FREE) return `Free cancellation until ${until} (24 hours before check-in); ${after}`;
  return `Free cancellation ended on ${until}; within ${window} of check-in the refund is 50%.`;
}

function hindiPolicySummary(rule: CancellationRule, freeUntil: Date, group: boolean): string {
  const until = hindiMoment(freeUntil);
  const after = 'उसके बाद 50% रिफ़ंड होता है।';
  if (rule === CancellationRule.GROUP_FREE) {
    return `ग्रुप बुकिंग (5 या ज़्यादा कमरे): ${until} तक मुफ़्त कैंसलेशन (चेक-इन से 7 दिन पहले तक); ${after}`;
  }
  if (rule === CancellationRule.FREE) return `${until} तक मुफ़्त कैंसलेशन (चेक-इन से 24 घंटे पहले तक); ${after}`;
  return `मुफ़्त कैंसलेशन ${until} को खत्म हो गया; चेक-इन से पहले के ${group ? '7 दिनों' : '24 घंटों'} में रिफ़ंड 50% है।`;
}
