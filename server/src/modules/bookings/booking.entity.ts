import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { paiseToRupees } from '../../shared/money';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  Relation,
} from 'typeorm';
import { Guest } from '../guests/guest.entity';
import { BookingLine } from './booking-line.entity';

import { PaymentMethod } from '../billing/payments/payment-enums';
import { BookingChannel, BookingPaymentStatus, BookingStatus } from './booking-status';
import type { Locale } from '../../shared/pure/locale';
import type { ConsentSource } from '../messages';

export { BookingChannel, BookingPaymentStatus, BookingStatus } from './booking-status';

@ObjectType({ description: 'How many people stay: adults and children, over all the rooms.' })
export class GuestCount {
  @Field(() => Int) adults: number;
  @Field(() => Int) children: number;
}

@ObjectType({ description: 'A booking of one or more rooms for a stay.' })
@Entity('booking')
// A guest's unpaid bookings (counted before each hold), and the lapsed holds a new hold sweeps.
@Index('booking_user_email', ['userEmail'])
@Index('booking_user_phone', ['userPhone'])
@Index('booking_status_hold_expiry', ['status', 'holdExpiresAt'])
@Check('booking_total_not_negative', '"total_paise" >= 0')
@Check('booking_nights_positive', '"nights" >= 1')
@Check('booking_dates_ordered', '"check_out" > "check_in"')
@Check('booking_held_has_expiry', `"status" <> 'held' OR "hold_expires_at" IS NOT NULL`)
@Check(
  'booking_status_known',
  `"status" IN ('held', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'expired', 'no_show')`,
)
@Check(
  'booking_payment_status_known',
  `"payment_status" IN ('pending', 'paid', 'part_paid', 'failed', 'refunded', 'partially_refunded', 'void')`,
)
@Check(
  'booking_ended_owes_nothing',
  `"status" NOT IN ('cancelled', 'expired') OR "payment_status" NOT IN ('pending', 'part_paid', 'failed')`,
)
@Check('booking_order_amount_positive', '"order_amount_paise" IS NULL OR "order_amount_paise" > 0')
@Check(
  'booking_channel_known',
  `"channel" IN ('website', 'walk_in', 'phone', 'booking_com', 'airbnb', 'makemytrip', 'agoda', 'other')`,
)
@Check(
  'booking_ota_sale_with_ota_channel',
  `("channel" IN ('booking_com', 'airbnb', 'makemytrip', 'agoda', 'other')) = ("ota_reference" IS NOT NULL AND "ota_commission_bp" IS NOT NULL)`,
)
@Check('booking_ota_commission_in_range', '"ota_commission_bp" IS NULL OR "ota_commission_bp" BETWEEN 0 AND 10000')
@Check('booking_hold_renewals_not_negative', '"hold_renewals" >= 0')
@Check('booking_language_known', `"language" IN ('en', 'hi')`)
@Check('booking_agreed_rent_positive', '"agreed_rent_paise" IS NULL OR "agreed_rent_paise" > 0')
@Check('booking_agreed_rent_has_its_person', '("agreed_rent_paise" IS NULL) = ("rent_agreed_by" IS NULL)')
@Check('booking_void_only_when_ended', `"payment_status" <> 'void' OR "status" IN ('cancelled', 'expired')`)
export class Booking {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Short code for receipts and phone calls.' })
  /** Short code for receipts and phone calls; no 0/O or 1/I/L to misread. */
  @Column({ type: 'varchar', length: 12, unique: true })
  bookCode: string;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  guestId: string | null;

  @ManyToOne(() => Guest, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'guest_id' })
  guest?: Relation<Guest> | null;

  /** Shown through BookingsResolver.userEmail: masked unless an admin asks. Null: a desk guest gave none (no mail goes). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  userEmail: string | null;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  userName: string;

  /** E.164, as the guest's. Shown through BookingsResolver.userPhone: masked unless an admin asks. */
  @Column({ type: 'varchar', length: 16 })
  userPhone: string;

  @Field({ description: 'Check-in date, YYYY-MM-DD (hotel time, Asia/Kolkata).' })
  @Index()
  @Column({ type: 'date' })
  checkIn: string;

  @Field({ description: 'Check-out date, YYYY-MM-DD; the stay is [checkIn, checkOut).' })
  @Column({ type: 'date' })
  checkOut: string;

  @Field(() => Int)
  @Column({ type: 'smallint' })
  nights: number;

  @Field(() => Int, { description: 'Total in paise, computed by the server.' })
  @Column({ type: 'integer' })
  totalPaise: number;

  @Field(() => BookingStatus)
  @Index()
  @Column({ type: 'varchar', length: 20 })
  status: BookingStatus;

  @Field(() => BookingPaymentStatus)
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  paymentStatus: BookingPaymentStatus;

  @Field(() => PaymentMethod, { nullable: true })
  @Column({ type: 'varchar', length: 20, nullable: true })
  paymentMethod: PaymentMethod | null;

  /** The one payment order of this booking (Razorpay or simulated); every attempt pays it. */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  razorpayOrderId: string | null;

  /** What the current order asks, in paise: the total, or the advance (ADVANCE_PERCENT). Null before any order. */
  @Column({ type: 'integer', nullable: true })
  orderAmountPaise: number | null;

  /** The client's key for the request that made this booking: a repeat with it gets this booking. */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  idempotencyKey: string | null;

  @Field(() => BookingChannel, { description: 'Where the booking was made.' })
  @Column({ type: 'varchar', length: 20, default: 'website' })
  channel: BookingChannel;

  /** The hotel's notes and the guest's requests; shown through BookingsResolver.notes to admins only. */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** When the guest expects to arrive, `HH:MM` in hotel time (self-service); shown to the hotel only. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  arrivalTime: string | null;

  /** The guest's own request for the stay (self-service, at most 500 characters); shown to the hotel only. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  specialRequest: string | null;

  /** Whether the rents of this booking included GST when it was priced (ROOM_RATES_INCLUDE_GST then). */
  @Column({ type: 'boolean', default: true })
  ratesIncludeGst: boolean;

  /**
   * A rent agreed at the desk (a rate override by the owner or a manager): every night of every
   * room at this rent before GST, GST added by the night's slab. Changes of dates or rooms price
   * the stay at it again, until someone allowed sets another. Null: the owner's rates price it.
   * Shown to the hotel only (BookingAgreedRentResolver).
   */
  @Column({ type: 'integer', nullable: true })
  agreedRentPaise: number | null;

  /** Who agreed the rent (the person's name), and why. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  rentAgreedBy: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  rentAgreedReason: string | null;

  /** Sold on an OTA (channel one of them): the booking's reference there, as the desk read it. Shown through otaSale (admin). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  otaReference: string | null;

  /** The OTA's commission on the rent before GST, in basis points (1500 = 15%). */
  @Column({ type: 'integer', nullable: true })
  otaCommissionBp: number | null;

  @Field(() => String, { nullable: true, description: 'The business the invoice is made out to (a B2B invoice).' })
  @Column({ type: 'varchar', length: 120, nullable: true })
  businessName: string | null;

  @Field(() => String, { nullable: true, description: "The business's GSTIN, validated with its check character." })
  @Column({ type: 'varchar', length: 15, nullable: true })
  businessGstin: string | null;

  @Field(() => Date, { nullable: true, description: 'When the guest checked in at the desk.' })
  @Column({ type: 'timestamptz', nullable: true })
  checkedInAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the guest checked out at the desk.' })
  @Column({ type: 'timestamptz', nullable: true })
  checkedOutAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When an unpaid hold frees the room.' })
  @Column({ type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  /** When the booking first held its rooms (the hotel's clock): a guest may renew a lapsed hold only within an hour of it. */
  @Column({ type: 'timestamptz', nullable: true })
  firstHeldAt: Date | null;

  /** How many times a lapsed hold was held again (or confirmed to pay at the hotel): at most HOLD_RENEWALS for a guest. */
  @Column({ type: 'smallint', default: 0 })
  holdRenewals: number;

  /**
   * When the guest ticked "Send me offers and news from {hotel}" on the form that made this
   * booking, and which form (issue 29); null: not ticked. Shown to the hotel only
   * (BookingFieldsResolver.marketingConsent); nothing sends marketing yet.
   */
  @Column({ type: 'timestamptz', nullable: true })
  marketingConsentAt: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  marketingConsentSource: ConsentSource | null;

  /**
   * The language the guest booked in (the Accept-Language of the request that placed the hold:
   * `hi` from the Hindi pages): the guest's mails and documents about it are written in it
   * (issue 31). The desk's and the OTAs' bookings are English.
   */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Locale;

  @Field(() => Float, { description: 'Total in rupees.' })
  get totalAmount(): number {
    return paiseToRupees(this.totalPaise);
  }

  @Field(() => GuestCount, {
    nullable: true,
    description: 'Adults and children over all the rooms (the booking page and receipt show them).',
  })
  get guests(): GuestCount | null {
    if (!this.lines?.every((line) => Array.isArray(line.pax))) return null;
    const pax = this.lines.flatMap((line) => line.pax);
    const children = pax.filter((guest) => guest.adultStatus === 'child').length;
    return { adults: pax.length - children, children };
  }

  @Field(() => [BookingLine])
  @OneToMany(() => BookingLine, (line) => line.booking, { cascade: true })
  lines: Relation<BookingLine[]>;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
