import { Field, Float, Int, ObjectType } from 'type-graphql';
import { daysBetween } from '../../shared/dates';
import { formatRupees, Paise } from '../../shared/money';
import { CancellationStep } from './banquet-terms.entity';

/** What cancelling an event now does with its money, by the scale the customer accepted. */
@ObjectType({ description: 'What cancelling an event now refunds and keeps, by the scale the customer accepted.' })
export class EventCancellationQuote {
  @Field(() => Int, { description: 'Whole days from today (hotel date) to the event date; negative once it is past.' })
  daysBefore: number;
  @Field(() => CancellationStep, { nullable: true, description: 'The step of the scale that applies (none: all is kept).' })
  step: CancellationStep | null;
  @Field(() => Int, { description: 'Percent of the money paid that is refunded.' }) refundPercent: number;
  @Field({ description: 'The step applied, in words: "Cancelled 45 days before: 50% of the money paid is refunded".' })
  summary: string;
  @Field(() => Int, { description: 'Money the hotel holds for the event, paise.' }) paidPaise: Paise;
  @Field(() => Int) refundPaise: Paise;
  @Field(() => Int) keptPaise: Paise;
  @Field(() => Float, { description: 'Rupees.' }) paid: number;
  @Field(() => Float, { description: 'Rupees.' }) refund: number;
  @Field(() => Float, { description: 'Rupees.' }) kept: number;
}

/**
 * The step of the scale for a cancellation `daysBefore` the event: the one with the largest
 * minDaysBefore that is at most `daysBefore`. None (everything is kept) when every step asks for
 * more notice, e.g. after the event date.
 */
export function cancellationStep(scale: readonly CancellationStep[], daysBefore: number): CancellationStep | null {
  let best: CancellationStep | null = null;
  for (const step of scale) {
    if (step.minDaysBefore <= daysBefore && (!best || step.minDaysBefore > best.minDaysBefore)) best = step;
  }
  return best;
}

function whenWords(daysBefore: number): string {
  if (daysBefore === 0) return 'Cancelled on the day of the event';
  if (daysBefore < 0) return 'Cancelled after the event date';
  return `Cancelled ${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before`;
}

function refundWords(percent: number): string {
  if (percent >= 100) return 'all the money paid is refunded';
  if (percent <= 0) return 'the money paid is kept, nothing is refunded';
  return `${percent}% of the money paid is refunded`;
}

/**
 * The scale's arithmetic (pure): days from `today` to the event date, the step that applies, and
 * its share of `paidPaise`. A half paisa of the refund goes to the customer (as rooms do).
 */
export function eventCancellationQuote(input: {
  scale: readonly CancellationStep[];
  eventDate: string;
  today: string;
  paidPaise: Paise;
}): EventCancellationQuote {
  const daysBefore = daysBetween(input.today, input.eventDate);
  const step = cancellationStep(input.scale, daysBefore);
  const refundPercent = Math.min(100, Math.max(0, step?.refundPercent ?? 0));
  const paidPaise = Math.max(0, input.paidPaise);
  const refundPaise = Math.min(paidPaise, Math.ceil((paidPaise * refundPercent) / 100));
  const keptPaise = paidPaise - refundPaise;
  let summary = `${whenWords(daysBefore)}: ${refundWords(refundPercent)}`;
  if (paidPaise > 0) summary += ` (${formatRupees(refundPaise)} of ${formatRupees(paidPaise)}).`;
  else summary += '. Nothing has been paid, so there is nothing to refund.';
  return {
    daysBefore,
    step,
    refundPercent,
    summary,
    paidPaise,
    refundPaise,
    keptPaise,
    paid: paidPaise / 100,
    refund: refundPaise / 100,
    kept: keptPaise / 100,
  };
}
