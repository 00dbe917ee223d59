import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { Payment } from './payment.entity';

import { RefundReason, RefundStatus } from './payment-enums';

/** Money sent back for a payment. The idempotency key makes a retried refund a no-op at the provider. */
@ObjectType({ description: 'Money sent back to a guest.' })
@Entity('refund')
@Check('refund_amount_positive', '"amount_paise" > 0')
@Check('refund_of_booking_or_event', '("booking_id" IS NULL) <> ("event_id" IS NULL)')
export class Refund {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The booking refunded, or null for a banquet event's refund (`eventId`). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  bookingId: string | null;

  /** The banquet event refunded (its payments are in the same ledger). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  eventId: string | null;

  @Field(() => ID)
  @Index()
  @Column({ type: 'uuid' })
  paymentId: string;

  @ManyToOne(() => Payment, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'payment_id' })
  payment?: Relation<Payment>;

  @Field(() => Int)
  @Column({ type: 'integer' })
  amountPaise: number;

  @Field(() => RefundReason)
  @Column({ type: 'varchar', length: 20 })
  reason: RefundReason;

  @Field(() => RefundStatus)
  @Column({ type: 'varchar', length: 20 })
  status: RefundStatus;

  @Column({ type: 'varchar', length: 64, unique: true })
  idempotencyKey: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  providerRefundId: string | null;

  @Column({ type: 'text', nullable: true })
  failureReason: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}
