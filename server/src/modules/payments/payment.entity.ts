import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, Relation } from 'typeorm';
import { Booking } from '../bookings/booking.entity';

export type PaymentAttemptStatus = 'created' | 'paid' | 'failed' | 'refunded' | 'pending';

/** One attempt to pay for a booking: the ledger the admin payments page reads. */
@Entity('payment')
@Check('payment_amount_not_negative', '"amount_paise" >= 0 AND "refunded_paise" >= 0')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  /** razorpay, simulated or hotel (pay at hotel). */
  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  method: string | null;

  @Column({ type: 'varchar', length: 20 })
  status: PaymentAttemptStatus;

  @Column({ type: 'integer' })
  amountPaise: number;

  @Column({ type: 'char', length: 3, default: 'INR' })
  currency: string;

  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  razorpayOrderId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  razorpayPaymentId: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  razorpaySignature: string | null;

  @Column({ type: 'integer', default: 0 })
  refundedPaise: number;

  @Column({ type: 'text', nullable: true })
  failureReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
