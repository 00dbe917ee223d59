import type { BanquetMenusAndTermsQuery } from '../../graphql/generated';

export type BanquetTermsView = BanquetMenusAndTermsQuery['banquetTerms'];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** The terms in plain sentences (the same words as the enquiry mail, server/src/modules/banquet/event-enquiry-mail.ts). */
export function termsInWords(terms: BanquetTermsView): { title: string; text: string }[] {
  const scale = [...terms.cancellationScale].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  return [
    {
      title: 'Advance',
      text: `To confirm the date you pay an advance of ${terms.advancePercent}% of the quoted total.`,
    },
    ...terms.milestones.map((m) => ({
      title: m.label,
      text: `${m.percent}% of the total, ${plural(m.daysBefore, 'day')} before the event.`,
    })),
    {
      title: 'Settlement',
      text: 'The rest is settled after the event, on the plates actually served (at least the guaranteed count).',
    },
    {
      title: 'Guaranteed count',
      text: `The menu and the number of plates are fixed ${plural(terms.guaranteeCutoffDays, 'day')} before the event; extra plates are billed at the same price.`,
    },
    {
      title: 'Provisional hold',
      text: `We can keep a date for you for ${plural(terms.holdHours, 'hour')}. Without the advance the hold then lapses and the date is free again.`,
    },
    {
      title: 'Cancellation',
      text: scale
        .map((step, index) => {
          const previous = scale[index - 1];
          const when =
            index === 0
              ? `${plural(step.minDaysBefore, 'day')} or more before`
              : step.minDaysBefore === 0
                ? `less than ${plural(previous.minDaysBefore, 'day')} before`
                : `${step.minDaysBefore} to ${previous.minDaysBefore - 1} days before`;
          const refund =
            step.refundPercent === 0 ? 'the money paid is kept' : `${step.refundPercent}% of the money paid is refunded`;
          return `cancelled ${when}: ${refund}`;
        })
        .join('; ')
        .replace(/^c/, 'C')
        .concat('.'),
    },
    {
      title: 'GST',
      text: `${percent(terms.hallGstBp)} on the hall rent (SAC 997212) and ${percent(terms.cateringGstBp)} on catering (SAC 996334), added to the prices shown.`,
    },
  ];
}
