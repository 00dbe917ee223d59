import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { BanquetEvent } from './banquet-event.entity';
import { EventPrice } from './event-price';
import { SettlementBill } from './event-settlement-bill';

@InputType({ description: 'Something billed at settlement beyond the plates (decoration, extra hours…).' })
export class SettlementExtraInput {
  @Field() description: string;
  @Field(() => Int) quantity: number;
  @Field(() => Float, { description: 'Rupees per unit, before GST.' }) unit: number;
  @Field({ description: '"hall" (SAC 997212) or "catering" (SAC 996334): decides the SAC and GST rate.' }) taxClass: string;
}

@InputType({ description: 'The final count and extras of an event, after it took place.' })
export class SettleEventInput {
  @Field(() => Int, {
    nullable: true,
    description:
      'Plates actually served: required (1 or more) for an event with a menu; optional for a hall-only event (no plates billed).',
  })
  finalPlates?: number | null;
  @Field(() => [SettlementExtraInput], { nullable: true }) extras?: SettlementExtraInput[];
}

@ObjectType({ description: 'What settlement billed.' })
export class EventSettlement {
  @Field(() => Int) billedPlates: number;
  @Field(() => Int) totalPaise: number;
  @Field(() => Int) paidPaise: number;
  @Field(() => Int) balancePaise: number;
  @Field(() => Int) excessPaise: number;
  @Field(() => String, { nullable: true }) invoiceNumber: string | null;
}

@ObjectType({
  description:
    'The final bill settlement would issue now, for the desk to read before “Issue final invoice”: computed by the same code as settleEvent; nothing is written.',
})
export class EventSettlementSummary {
  @Field(() => ID) eventId: string;
  @Field({ description: 'The event has a menu: plates are billed, and plates served are required.' }) hasCatering: boolean;
  @Field(() => Int, { nullable: true, description: 'Plates served, as entered.' }) finalPlates: number | null;
  @Field(() => Int, {
    description: 'The plates billed at least: the guaranteed count, or the expected guests when none was set (0 without a menu).',
  })
  minimumPlates: number;
  @Field(() => Int, { description: 'max(minimum, served); 0 without a menu.' }) billedPlates: number;
  @Field(() => EventPrice, {
    description: 'The final lines (plates billed, extras, discounts), GST per SAC and rate, and the total.',
  })
  price: EventPrice;
  @Field(() => Int, { description: 'Extras before GST.' }) extrasPaise: number;
  @Field(() => Int, { description: 'Discounts before GST (positive).' }) discountPaise: number;
  @Field(() => Int, { description: 'The total as quoted, before settlement.' }) quotedTotalPaise: number;
  @Field(() => Int, { description: 'What the hotel holds for the event.' }) paidPaise: number;
  @Field(() => Int, { description: 'Still to pay after the final invoice (0 when paid up or over).' }) balancePaise: number;
  @Field(() => Int, { description: 'Paid beyond the final bill: to be refunded.' }) excessPaise: number;
}

export function settlementSummary(event: BanquetEvent, bill: SettlementBill): EventSettlementSummary {
  return {
    eventId: event.id,
    hasCatering: bill.hasCatering,
    finalPlates: bill.finalPlates,
    minimumPlates: bill.minimumPlates,
    billedPlates: bill.billedPlates,
    price: bill.price,
    extrasPaise: bill.extrasPaise,
    discountPaise: bill.discountPaise,
    quotedTotalPaise: event.totalPaise,
    paidPaise: bill.money.paidPaise,
    balancePaise: bill.balancePaise,
    excessPaise: bill.excessPaise,
  };
}
