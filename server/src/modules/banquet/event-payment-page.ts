import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Paise } from '../../shared/money';
import { SettlementOutcome } from '../billing';
import { CancellationStep, PaymentMilestone } from './banquet-terms.entity';
import { EventPaymentPlan } from './event-payment-plan';
import { EventPrice } from './event-price';
import { EventStatus } from './event-status';

@ObjectType({ description: 'The terms an event was sold under, as the customer accepted them (a copy kept with the event).' })
export class EventSoldTerms {
  @Field(() => Int, { description: 'Percent of the total paid to confirm the event.' }) advancePercent: number;
  @Field(() => [PaymentMilestone]) milestones: PaymentMilestone[];
  @Field(() => Int, { description: 'The menu and guaranteed plate count freeze this many days before.' })
  guaranteeCutoffDays: number;
  @Field(() => Int, { description: 'How long a provisional hold keeps the date.' }) holdHours: number;
  @Field(() => [CancellationStep], { description: 'Refund by days before the event, the longest notice first.' })
  cancellationScale: CancellationStep[];
  @Field(() => Int, { description: 'GST on hall rent, basis points.' }) hallGstBp: number;
  @Field(() => Int, { description: 'GST on catering, basis points.' }) cateringGstBp: number;
}

@ObjectType({ description: 'A receipt voucher or other tax document of an event, as the customer may see it.' })
export class EventDocumentSummary {
  @Field() number: string;
  @Field({ description: 'receipt_voucher, invoice, credit_note or refund_voucher.' }) kind: string;
  @Field({ description: 'YYYY-MM-DD.' }) issueDate: string;
  @Field(() => Int) totalPaise: Paise;
}

@ObjectType({ description: 'What an event’s payment page shows (public, by its reference; the host’s name masked).' })
export class EventPaymentPage {
  @Field() reference: string;
  @Field(() => EventStatus) status: EventStatus;
  @Field() hallName: string;
  @Field() sessionName: string;
  @Field({ description: '"19:00", hotel time.' }) startsAt: string;
  @Field({ description: '"23:30", hotel time.' }) endsAt: string;
  @Field({ description: 'YYYY-MM-DD.' }) eventDate: string;
  @Field() occasion: string;
  @Field(() => Int) expectedGuests: number;
  @Field({ description: 'Masked: "Ritu S."' }) hostName: string;
  @Field(() => Date, { nullable: true, description: 'When an on-hold event lets its date go.' }) holdExpiresAt: Date | null;
  @Field(() => EventPrice) price: EventPrice;
  @Field(() => EventSoldTerms) terms: EventSoldTerms;
  @Field(() => EventPaymentPlan) plan: EventPaymentPlan;
  @Field(() => Int, { description: 'What can be paid online now (the next step), paise; 0 when nothing can.' })
  payableNowPaise: Paise;
  @Field(() => Float, { description: 'What can be paid online now, rupees.' }) payableNow: number;
  @Field(() => String, { nullable: true, description: 'The step paid now: "Advance", "Second payment"…' })
  payableStep: string | null;
  @Field(() => String, { nullable: true, description: 'Why nothing can be paid online now, in words for the customer.' })
  notPayableReason: string | null;
  @Field(() => [EventDocumentSummary], { description: 'Receipt vouchers and other tax documents issued, oldest first.' })
  documents: EventDocumentSummary[];
}

@ObjectType({ description: 'The provider order that pays an event’s next step (amount in paise, as Razorpay).' })
export class EventCheckoutOrder {
  @Field() orderId: string;
  @Field(() => Int) amount: number;
  @Field() currency: string;
  @Field({ description: 'The event’s reference.' }) receipt: string;
  @Field() keyId: string;
  @Field({ description: 'The step it pays: "Advance", "Second payment"…' }) step: string;
}

@ObjectType({ description: 'What paying for an event came to.' })
export class EventPaymentResult {
  @Field(() => SettlementOutcome) outcome: SettlementOutcome;
  @Field({ description: 'What to tell the customer.' }) message: string;
  @Field(() => EventPaymentPage) event: EventPaymentPage;
}

/** "Ritu Sharma" → "Ritu S.": enough to recognise one's own event, not to find the person. */
export function maskHostName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const [first, ...rest] = words;
  const shownFirst = first.length > 12 ? `${first.slice(0, 12)}…` : first;
  return rest.length === 0 ? shownFirst : `${shownFirst} ${rest[rest.length - 1].charAt(0).toUpperCase()}.`;
}
