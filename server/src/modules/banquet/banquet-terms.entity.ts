import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A payment after the advance: a share of the quoted total, due some days before the event. */
@ObjectType({ description: 'A payment due after the advance.' })
export class PaymentMilestone {
  @Field({ description: 'e.g. "Second payment".' })
  label: string;

  @Field(() => Int, { description: 'Percent of the quoted total.' })
  percent: number;

  @Field(() => Int, { description: 'Due this many days before the event.' })
  daysBefore: number;
}

/** One step of the cancellation scale: cancelled at least `minDaysBefore` days ahead, this much comes back. */
@ObjectType({ description: 'One step of the cancellation scale.' })
export class CancellationStep {
  @Field(() => Int, { description: 'Applies when the event is cancelled at least this many days before it.' })
  minDaysBefore: number;

  @Field(() => Int, { description: 'Percent of the money paid that is refunded (0 keeps it all).' })
  refundPercent: number;
}

/**
 * The hall's terms of sale, one row, edited by the owner. Every value is shown to the customer
 * before they pay, and each event keeps a copy of the terms it was sold under (BanquetEvent.terms),
 * so a later edit never changes what a customer accepted.
 */
@ObjectType({ description: 'The banquet terms every customer sees before paying.' })
@Entity('banquet_terms')
@Check('banquet_terms_single_row', '"id" = 1')
@Check('banquet_terms_advance', '"advance_percent" BETWEEN 1 AND 100')
@Check('banquet_terms_days', '"guarantee_cutoff_days" BETWEEN 0 AND 60 AND "hold_hours" BETWEEN 1 AND 720')
@Check('banquet_terms_gst', '"hall_gst_bp" BETWEEN 0 AND 2800 AND "catering_gst_bp" BETWEEN 0 AND 2800')
export class BanquetTerms {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Field(() => Int, { description: 'Percent of the quoted total paid to confirm the event (default 25).' })
  @Column({ type: 'smallint' })
  advancePercent: number;

  @Field(() => [PaymentMilestone], {
    description: 'Payments after the advance, earliest first; the rest is settled after the event.',
  })
  @Column({ type: 'jsonb' })
  milestones: PaymentMilestone[];

  @Field(() => Int, { description: 'The menu and guaranteed plate count freeze this many days before (default 7).' })
  @Column({ type: 'smallint' })
  guaranteeCutoffDays: number;

  @Field(() => Int, { description: 'How long a provisional hold keeps the date (default 72 hours).' })
  @Column({ type: 'smallint' })
  holdHours: number;

  @Field(() => [CancellationStep], { description: 'Refund by days before the event, the longest notice first.' })
  @Column({ type: 'jsonb' })
  cancellationScale: CancellationStep[];

  @Field(() => Int, { description: 'GST on hall rent (SAC 997212), basis points: 1800 = 18%.' })
  @Column({ type: 'smallint' })
  hallGstBp: number;

  @Field(() => Int, { description: 'GST on catering (SAC 996334), basis points: 500 = 5%.' })
  @Column({ type: 'smallint' })
  cateringGstBp: number;

  @Field(() => Date)
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** The terms a new hotel starts with (and the migration's row). */
export const DEFAULT_BANQUET_TERMS: Omit<BanquetTerms, 'id' | 'updatedAt'> = {
  advancePercent: 25,
  milestones: [
    { label: 'Second payment', percent: 50, daysBefore: 30 },
    { label: 'Balance before the event', percent: 25, daysBefore: 7 },
  ],
  guaranteeCutoffDays: 7,
  holdHours: 72,
  cancellationScale: [
    { minDaysBefore: 90, refundPercent: 90 },
    { minDaysBefore: 30, refundPercent: 50 },
    { minDaysBefore: 0, refundPercent: 0 },
  ],
  hallGstBp: 1800,
  cateringGstBp: 500,
};

/** A copy of the terms as an event was sold under them. */
export type BanquetTermsSnapshot = Omit<BanquetTerms, 'id' | 'updatedAt'>;
