import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Guest } from '../guests/guest.entity';
import { BookingLine } from './booking-line.entity';

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
/** held: waiting for an online payment until holdExpiresAt; confirmed: the room is the guest's. */
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type BookingPaymentStatus = (typeof PAYMENT_STATUSES)[number];

@Entity('booking')
@Check('booking_total_not_negative', '"total_paise" >= 0')
@Check('booking_nights_positive', '"nights" >= 1')
@Check('booking_dates_ordered', '"check_out" > "check_in"')
@Check('booking_held_has_expiry', `"status" <> 'held' OR "hold_expires_at" IS NOT NULL`)
export class Booking {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Short code for receipts and phone calls; no 0/O or 1/I/L to misread. */
  @Column({ type: 'varchar', length: 12, unique: true })
  bookCode: string;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  guestId: string | null;

  @ManyToOne(() => Guest, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'guest_id' })
  guest?: Guest | null;

  @Column({ type: 'varchar', length: 254 })
  userEmail: string;

  @Column({ type: 'varchar', length: 120 })
  userName: string;

  @Column({ type: 'varchar', length: 10 })
  userPhone: string;

  @Index()
  @Column({ type: 'date' })
  checkIn: string;

  @Column({ type: 'date' })
  checkOut: string;

  @Column({ type: 'smallint' })
  nights: number;

  @Column({ type: 'integer' })
  totalPaise: number;

  @Index()
  @Column({ type: 'varchar', length: 20 })
  status: BookingStatus;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  paymentStatus: BookingPaymentStatus;

  @Column({ type: 'varchar', length: 20, nullable: true })
  paymentMethod: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  @OneToMany(() => BookingLine, (line) => line.booking, { cascade: true })
  lines: BookingLine[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
