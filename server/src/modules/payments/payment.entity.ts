import { Field, ID, Int, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  Relation,
} from 'typeorm';
import { Booking } from '../bookings/booking.entity';

import { PaymentAttemptStatus, PaymentMethod, PaymentProviderName, SettlementOutcome } from './payment-enums';

export {
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

/** One attempt to pay for a booking (one row per provider payment id): the admin payments ledger. */
@ObjectType({ description: 'One attempt to pay for a booking.' })
@Entity('payment')
@Check('payment_amount_not_negative', '"amount_paise" >= 0 AND "refunded_paise" >= 0')
export class Payment {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Index()
  @Column({ type: 'uuid' })
  bookingId: string;

  @Field(() => Booking, { nullable: true, description: 'Loaded in the ledger.' })
  @ManyToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

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
