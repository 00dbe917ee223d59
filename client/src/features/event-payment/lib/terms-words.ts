import { formatDate, formatRupees } from '../../../lib/format';
import { addDays } from '@server-pure/calendar-dates';

/** The terms an event was sold under, as the page receives them. */
export interface SoldTerms {
  advancePercent: number;
  milestones: ReadonlyArray<{ label: string; percent: number; daysBefore: number }>;
  guaranteeCutoffDays: number;
  holdHours: number;
  cancellationScale: ReadonlyArray<{ minDaysBefore: number; refundPercent: number }>;
  hallGstBp: number;
  cateringGstBp: number;
}

/** ₹ from paise. */
export const rupeesOf = (paise: number) => formatRupees(paise / 100);

/** "18%" from basis points (1250 → "12.5%"). */
export const percentOf = (bp: number) => `${bp / 100}%`;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The cancellation scale, longest notice first: "90 days or more before the event: 90% of what you paid is refunded." */
export function cancellationWords(scale: SoldTerms['cancellationScale']): string[] {
  const steps = [...scale].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  return steps.map((step, index) => {
    const upper = index === 0 ? null : steps[index - 1].minDaysBefore - 1;
    const when =
      upper === null
        ? `${days(step.minDaysBefore)} or more before the event`
        : step.minDaysBefore === 0
          ? `Less than ${days(upper + 1)} before the event`
          : `${step.minDaysBefore} to ${days(upper)} before the event`;
    const what =
      step.refundPercent >= 100
        ? 'everything you paid is refunded'
        : step.refundPercent <= 0
          ? 'what you paid is kept (no refund)'
          : `${step.refundPercent}% of what you paid is refunded, ${100 - step.refundPercent}% is kept`;
    return `${when.charAt(0).toUpperCase()}${when.slice(1)}: ${what}.`;
  });
}

/** Every term in plain words, in the order a family asks about them; `eventDate` dates the milestones. */
export function termsWords(terms: SoldTerms, eventDate: string): string[] {
  const milestones = [...terms.milestones].sort((a, b) => b.daysBefore - a.daysBefore);
  const paid = terms.advancePercent + milestones.reduce((sum, milestone) => sum + milestone.percent, 0);
  return [
    `To confirm your event, pay an advance of ${terms.advancePercent}% of the total. Paying it confirms the hall for your date and session.`,
    ...milestones.map(
      (milestone) =>
        `${milestone.label}: ${milestone.percent}% of the total, due ${days(milestone.daysBefore)} before the event (by ${formatDate(addDays(eventDate, -milestone.daysBefore))}).`,
    ),
    paid < 100
      ? `The rest (${100 - paid}% of the total, with any extra plates or extras) is settled after the event.`
      : 'Extra plates or extras beyond the quote are settled after the event.',
    `The menu and the guaranteed number of plates are fixed ${days(terms.guaranteeCutoffDays)} before the event. You pay for the guaranteed plates, or for the plates actually served if more.`,
    `A provisional hold keeps the date for ${terms.holdHours} hours. If the advance has not arrived by then, the date may go to someone else.`,
    `GST is included in the total: ${percentOf(terms.hallGstBp)} on the hall rent (SAC 997212) and ${percentOf(terms.cateringGstBp)} on catering (SAC 996334).`,
  ];
}

export { formatDate };
