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

/**
 * created: order made, nothing paid yet; pending: to be paid at the hotel; paid; failed;
 * refunded / partially_refunded: money went back (see Refund rows); cancelled: a pay-at-hotel
 * promise of a booking that was cancelled.
 */
export type PaymentAttemptStatus = 'created' | 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded' | 'cancelled';

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

  @Field({ description: 'razorpay, simulated or hotel (pay at hotel).' })
  /** razorpay, simulated or hotel (pay at hotel). */
  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Field(() => String, { nullable: true, description: 'upi, card, netbanking, wallet or cod.' })
  @Column({ type: 'varchar', length: 20, nullable: true })
  method: string | null;

  @Field(() => String, { description: 'created, pending, paid, failed, refunded, partially_refunded or cancelled.' })
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
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 30, nullable: true })
  settlementOutcome: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
