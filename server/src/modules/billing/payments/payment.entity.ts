import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { PaymentAttemptStatus, PaymentMethod, PaymentProviderName, SettlementOutcome } from './payment-enums';

export {
  DESK_PAYMENT_METHODS,
  DeskPaymentMethod,
  MONEY_ENTRY_STATUSES,
  MONEY_RECEIVED_STATUSES,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
  RefundReason,
  RefundStatus,
  SettlementOutcome,
  CancellationRule,
  toPaymentMethod,
} from './payment-enums';

/** Every PaymentAttemptStatus, as SQL: a status added to the enum needs a migration that widens payment_status_known. */
const KNOWN_STATUSES = Object.values(PaymentAttemptStatus)
  .map((status) => `'${status}'`)
  .join(', ');

/**
 * One entry of the ledger: an attempt to pay for a booking (one row per provider payment id), a
 * promise to pay at the hotel, money taken at the desk (with its receipt number), or a reversing
 * entry that cancels a wrong desk entry. Entries are never edited for their money nor deleted:
 * deleting an unpaid booking keeps them, with its code. A promise carries no money: it is pending
 * while its booking owes, fulfilled once it owes nothing, cancelled with the booking.
 */
@ObjectType({ description: 'One entry of the payments ledger.' })
@Entity('payment')
@Check('payment_of_booking_or_event', '"booking_id" IS NULL OR "event_id" IS NULL')
@Check('payment_status_known', `"status" IN (${KNOWN_STATUSES})`)
@Check('payment_fulfilled_is_promise', `"status" <> 'fulfilled' OR "method" = 'cod'`)
@Check(
  'payment_amount_sign',
  `"refunded_paise" >= 0 AND CASE WHEN "status" = 'reversal' THEN "amount_paise" < 0 AND "reverses_payment_id" IS NOT NULL ELSE "amount_paise" >= 0 END`,
)
export class Payment {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  // A plain column with its foreign key, named by the table's entity name: billing knows no
  // booking (GraphQL's Payment.booking is resolved by the bookings module).
  @Field(() => ID, { nullable: true, description: 'Null once an unpaid booking was deleted (bookCode stays).' })
  @Index()
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('Booking', { onDelete: 'SET NULL' })
  bookingId: string | null;

  @Field(() => ID, { nullable: true, description: 'The banquet event paid for (its reference is in bookCode).' })
  @Index()
  @Column({ type: 'uuid', nullable: true })
  eventId: string | null;

  @Field({ description: 'The booking’s code (or the event’s reference), kept with the entry.' })
  @Column({ type: 'varchar', length: 12 })
  bookCode: string;

  @Field(() => String, { nullable: true, description: 'Receipt number of money taken at the desk (RC/2026-27/00001).' })
  @Column({ type: 'varchar', length: 16, nullable: true, unique: true })
  receiptNumber: string | null;

  @Field(() => String, { nullable: true, description: 'UPI or card reference, bank transfer id, cheque number.' })
  @Column({ type: 'varchar', length: 64, nullable: true })
  reference: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Field(() => String, { nullable: true, description: 'Who recorded a desk entry.' })
  @Column({ type: 'varchar', length: 120, nullable: true })
  recordedBy: string | null;

  @Field(() => ID, { nullable: true, description: 'The cash shift a desk entry was taken in (money and reversals at the desk).' })
  @Index()
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('CashShift', { onDelete: 'RESTRICT' })
  shiftId: string | null;

  @Field(() => ID, { nullable: true, description: 'The entry a reversing entry cancels.' })
  @Column({ type: 'uuid', nullable: true, unique: true })
  reversesPaymentId: string | null;

  @Field(() => PaymentProviderName)
  @Column({ type: 'varchar', length: 20 })
  provider: PaymentProviderName;

  @Field(() => PaymentMethod, { nullable: true })
  @Column({ type: 'varchar', length: 20, nullable: true })
  method: PaymentMethod | null;

  @Field(() => PaymentAttemptStatus)
  @Column({ type: 'varchar', length: 20 })
  status: PaymentAttemptStatus;

  @Field(() => Int)
  @Column({ type: 'integer' })
  amountPaise: number;

  @Field()
  @Column({ type: 'char', length: 3, default: 'INR' })
  currency: string;

  @Field(() => String, { nullable: true })
  @Index()
  @Column({ type: 'varchar', length: 64, nullable: true })
  razorpayOrderId: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  razorpayPaymentId: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  razorpaySignature: string | null;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  refundedPaise: number;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  failureReason: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** How this payment settled its booking (confirmed, relocated, refunded_…): a repeat answers it. */
  @Field(() => SettlementOutcome, { nullable: true })
  @Column({ type: 'varchar', length: 30, nullable: true })
  settlementOutcome: SettlementOutcome | null;

  /**
   * Set when the money that arrived is not what the order asked (amount or currency): the row
   * keeps what arrived, the booking is not confirmed, and the owner refunds it.
   */
  @Field(() => String, {
    nullable: true,
    description: 'Why this payment confirmed nothing: it did not match its order. The owner should refund it.',
  })
  @Column({ type: 'text', nullable: true })
  mismatchReason: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
