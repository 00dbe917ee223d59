import { Field, Float, Int, ObjectType } from 'type-graphql';
import { addDays } from '../../shared/dates';
import { Paise } from '../../shared/money';
import { FolioBalance } from '../billing';
import { BanquetTermsSnapshot } from './banquet-terms.entity';

@ObjectType({ description: 'One payment of an event’s schedule: the advance, a milestone, or the settlement.' })
export class EventPaymentStep {
  @Field({ description: '"Advance", "Second payment"…' }) label: string;
  @Field(() => Int, { description: 'Percent of the quoted total (the settlement: what is left).' }) percent: number;
  @Field(() => Int, { description: 'This step’s share, paise.' }) amountPaise: Paise;
  @Field(() => Float, { description: 'This step’s share, rupees.' }) amount: number;
  @Field(() => Int, { description: 'What must be paid in all once this step is paid, paise.' }) cumulativePaise: Paise;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null for the advance (due to confirm).' })
  dueDate: string | null;
  @Field({ description: 'Paid in full (the money received covers it).' }) paid: boolean;
  @Field({ description: 'Due before today and not paid.' }) overdue: boolean;
}

@ObjectType({ description: 'An event’s payments: the schedule, what is paid and what is due next.' })
export class EventPaymentPlan {
  @Field(() => [EventPaymentStep]) steps: EventPaymentStep[];
  @Field(() => Int) totalPaise: Paise;
  @Field(() => Int, { description: 'Money the hotel holds for the event (received less refunds).' }) paidPaise: Paise;
  @Field(() => Int, { description: 'Total less what is paid (not below 0).' }) balancePaise: Paise;
  @Field(() => EventPaymentStep, { nullable: true, description: 'The first step not yet paid.' })
  nextStep: EventPaymentStep | null;
  @Field(() => Int, { description: 'What the next step still asks (its cumulative less what is paid), paise.' })
  nextAmountPaise: Paise;
  @Field(() => Float, { description: 'What the next step still asks, rupees.' }) nextAmount: number;
}

/** Up to the next whole rupee: a customer is never asked for paise. */
function wholeRupeeUp(paise: Paise): Paise {
  return Math.ceil(paise / 100) * 100;
}

/**
 * The schedule the customer accepted (the event's terms) over its total: the advance to confirm,
 * each milestone some days before the event, and the settlement for whatever is left. Each step's
 * running total is rounded up to a whole rupee and never passes the total. What is charged, paid
 * and owed comes from the event's folio (billing), never added up here.
 */
export function eventPaymentPlan(input: {
  terms: Pick<BanquetTermsSnapshot, 'advancePercent' | 'milestones'>;
  eventDate: string;
  money: Pick<FolioBalance, 'chargedPaise' | 'paidPaise' | 'balancePaise'>;
  today: string;
}): EventPaymentPlan {
  const { terms, eventDate, today } = input;
  const { chargedPaise: totalPaise, paidPaise } = input.money;
  const shares: Array<{ label: string; percent: number; dueDate: string | null }> = [
    { label: 'Advance', percent: terms.advancePercent, dueDate: null },
    ...[...terms.milestones]
      .sort((a, b) => b.daysBefore - a.daysBefore)
      .map((milestone) => ({
        label: milestone.label,
        percent: milestone.percent,
        dueDate: addDays(eventDate, -milestone.daysBefore),
      })),
  ];
  const steps: EventPaymentStep[] = [];
  let percentSoFar = 0;
  let cumulativeBefore = 0;
  for (const share of shares) {
    percentSoFar = Math.min(100, percentSoFar + share.percent);
    const cumulativePaise = Math.min(totalPaise, wholeRupeeUp((totalPaise * percentSoFar) / 100));
    if (cumulativePaise <= cumulativeBefore) continue;
    steps.push(step(share.label, share.percent, cumulativeBefore, cumulativePaise, share.dueDate, paidPaise, today));
    cumulativeBefore = cumulativePaise;
  }
  if (cumulativeBefore < totalPaise) {
    steps.push(step('Settlement after the event', 100 - percentSoFar, cumulativeBefore, totalPaise, eventDate, paidPaise, today));
  }
  const nextStep = steps.find((candidate) => !candidate.paid) ?? null;
  const nextAmountPaise = nextStep ? nextStep.cumulativePaise - paidPaise : 0;
  return {
    steps,
    totalPaise,
    paidPaise,
    balancePaise: Math.max(0, input.money.balancePaise),
    nextStep,
    nextAmountPaise,
    nextAmount: nextAmountPaise / 100,
  };
}

function step(
  label: string,
  percent: number,
  cumulativeBefore: Paise,
  cumulativePaise: Paise,
  dueDate: string | null,
  paidPaise: Paise,
  today: string,
): EventPaymentStep {
  const amountPaise = cumulativePaise - cumulativeBefore;
  const paid = paidPaise >= cumulativePaise;
  return {
    label,
    percent,
    amountPaise,
    amount: amountPaise / 100,
    cumulativePaise,
    dueDate,
    paid,
    overdue: !paid && dueDate !== null && dueDate < today,
  };
}
