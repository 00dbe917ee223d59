import type { BanquetTermsInput } from '../../graphql/generated';

/** A GST rate of banquetSetup.gstRatesBp (the rates the server takes) as the owner reads it. */
export const gstRateLabel = (bp: number) => (bp === 0 ? '0% (not taxed)' : `${bp / 100}%`);

export interface Terms {
  advancePercent: number;
  milestones: { label: string; percent: number; daysBefore: number }[];
  guaranteeCutoffDays: number;
  holdHours: number;
  cancellationScale: { minDaysBefore: number; refundPercent: number }[];
  hallGstBp: number;
  cateringGstBp: number;
}

/** The form as typed: numbers stay text until they are sent. */
export interface TermsValues {
  advancePercent: string;
  milestones: { label: string; percent: string; daysBefore: string }[];
  guaranteeCutoffDays: string;
  holdHours: string;
  cancellationScale: { minDaysBefore: string; refundPercent: string }[];
  hallGstBp: string;
  cateringGstBp: string;
}

/** Field path (as the server names it, e.g. "milestones.0.percent") → message. */
export type TermsProblems = Record<string, string>;

export function termsValuesOf(terms: Terms): TermsValues {
  return {
    advancePercent: String(terms.advancePercent),
    milestones: terms.milestones.map((m) => ({ label: m.label, percent: String(m.percent), daysBefore: String(m.daysBefore) })),
    guaranteeCutoffDays: String(terms.guaranteeCutoffDays),
    holdHours: String(terms.holdHours),
    cancellationScale: terms.cancellationScale.map((s) => ({
      minDaysBefore: String(s.minDaysBefore),
      refundPercent: String(s.refundPercent),
    })),
    hallGstBp: String(terms.hallGstBp),
    cateringGstBp: String(terms.cateringGstBp),
  };
}

/** A whole number within [min, max] from typed text; undefined otherwise. */
function whole(text: string, min: number, max: number): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/**
 * The server's rules for the terms, checked as the owner types so the summary never describes
 * terms the server would refuse. The server checks again and has the last word.
 */
export function termsProblems(values: TermsValues, gstRatesBp: readonly number[]): TermsProblems {
  const problems: TermsProblems = {};
  const add = (field: string, message: string) => (problems[field] ??= message);
  const advance = whole(values.advancePercent, 1, 100);
  if (advance === undefined) add('advancePercent', 'The advance is a whole percent from 1 to 100');
  let total = advance ?? 0;
  values.milestones.forEach((milestone, index) => {
    const label = milestone.label.trim();
    if (label === '' || label.length > 40) add(`milestones.${index}.label`, 'Name the payment in 1 to 40 characters');
    const percent = whole(milestone.percent, 1, 99);
    if (percent === undefined) add(`milestones.${index}.percent`, 'The share is a whole percent from 1 to 99');
    total += percent ?? 0;
    const days = whole(milestone.daysBefore, 1, 365);
    if (days === undefined) add(`milestones.${index}.daysBefore`, 'Due a whole number of days before the event, 1 to 365');
    const previous = index > 0 ? whole(values.milestones[index - 1].daysBefore, 1, 365) : undefined;
    if (days !== undefined && previous !== undefined && days >= previous)
      add(`milestones.${index}.daysBefore`, 'List the payments earliest first: each due fewer days before the event');
  });
  if (values.milestones.length > 6) add('milestones', 'At most 6 payments after the advance');
  if (advance !== undefined && total > 100)
    add('milestones', `The advance and the payments add up to ${total}%; they can be at most 100%`);
  if (whole(values.guaranteeCutoffDays, 0, 60) === undefined)
    add('guaranteeCutoffDays', 'The count freezes 0 to 60 days before the event');
  if (whole(values.holdHours, 1, 720) === undefined) add('holdHours', 'A hold lasts 1 to 720 hours (30 days)');
  const scale = values.cancellationScale;
  if (scale.length === 0 || scale.length > 10) add('cancellationScale', 'Give 1 to 10 steps, the last at 0 days');
  scale.forEach((step, index) => {
    const days = whole(step.minDaysBefore, 0, 730);
    if (days === undefined) add(`cancellationScale.${index}.minDaysBefore`, 'Days before is a whole number from 0 to 730');
    const refund = whole(step.refundPercent, 0, 100);
    if (refund === undefined) add(`cancellationScale.${index}.refundPercent`, 'The refund is a whole percent from 0 to 100');
    if (index === 0 || days === undefined) return;
    const previousDays = whole(scale[index - 1].minDaysBefore, 0, 730);
    const previousRefund = whole(scale[index - 1].refundPercent, 0, 100);
    if (previousDays !== undefined && days >= previousDays)
      add(`cancellationScale.${index}.minDaysBefore`, 'List the steps longest notice first');
    else if (previousRefund !== undefined && refund !== undefined && refund > previousRefund)
      add(`cancellationScale.${index}.refundPercent`, 'Shorter notice cannot refund more than longer notice');
  });
  const last = scale.length - 1;
  if (last >= 0 && whole(scale[last].minDaysBefore, 0, 730) !== 0 && !problems[`cancellationScale.${last}.minDaysBefore`])
    add(`cancellationScale.${last}.minDaysBefore`, 'The last step must start at 0 days, so every cancellation has a rule');
  for (const field of ['hallGstBp', 'cateringGstBp'] as const) {
    if (!gstRatesBp.some((bp) => String(bp) === values[field])) add(field, 'Choose 0%, 5%, 12% or 18%');
  }
  return problems;
}

/** The values as numbers, for the summary and for setBanquetTerms (call only without problems). */
export function termsOf(values: TermsValues): Terms & BanquetTermsInput {
  return {
    advancePercent: Number(values.advancePercent),
    milestones: values.milestones.map((m) => ({
      label: m.label.trim(),
      percent: Number(m.percent),
      daysBefore: Number(m.daysBefore),
    })),
    guaranteeCutoffDays: Number(values.guaranteeCutoffDays),
    holdHours: Number(values.holdHours),
    cancellationScale: values.cancellationScale.map((s) => ({
      minDaysBefore: Number(s.minDaysBefore),
      refundPercent: Number(s.refundPercent),
    })),
    hallGstBp: Number(values.hallGstBp),
    cateringGstBp: Number(values.cateringGstBp),
  };
}

const percentOf = (bp: number) => `${bp / 100}%`;
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function holdWords(hours: number): string {
  if (hours % 24 === 0) return `${hours} hours (${days(hours / 24)})`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The terms as the customer reads them before paying, one sentence a line. */
export function termsInWords(terms: Terms): string[] {
  const lines = [`Advance ${terms.advancePercent}% to confirm the booking.`];
  let paid = terms.advancePercent;
  for (const milestone of terms.milestones) {
    lines.push(`${milestone.label} ${milestone.percent}%, ${days(milestone.daysBefore)} before the event.`);
    paid += milestone.percent;
  }
  if (paid < 100) lines.push(`The rest, ${100 - paid}%, is settled after the event on the final count.`);
  lines.push(
    terms.guaranteeCutoffDays === 0
      ? 'The menu and the guaranteed number of plates can change until the day; plates beyond the guarantee are billed at actuals.'
      : `The menu and the guaranteed number of plates are fixed ${days(terms.guaranteeCutoffDays)} before the event; plates beyond the guarantee are billed at actuals.`,
  );
  lines.push(`A provisional hold keeps the date for ${holdWords(terms.holdHours)}.`);
  terms.cancellationScale.forEach((step, index) => {
    const longer = terms.cancellationScale[index - 1];
    const when =
      step.minDaysBefore === 0
        ? longer
          ? `less than ${days(longer.minDaysBefore)} before`
          : 'at any time'
        : longer
          ? `${step.minDaysBefore} to ${longer.minDaysBefore - 1} days before`
          : `${step.minDaysBefore}+ days before`;
    const back = step.refundPercent === 0 ? 'nothing paid back' : `${step.refundPercent}% of the money paid back`;
    lines.push(`Cancelled ${when}: ${back}.`);
  });
  lines.push(`GST: ${percentOf(terms.hallGstBp)} on the hall rent, ${percentOf(terms.cateringGstBp)} on the food.`);
  return lines;
}
