import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import { BanquetTermsSnapshot } from './banquet-terms.entity';
import type { ConsentSource } from '../messages';
import { EventLineData } from './event-price';
import { EventStatus } from './event-status';
import { HallSession } from './hall-session.entity';
import { Hall } from './hall.entity';
import { MenuPackage } from './menu-package.entity';

/**
 * An event in the hall, from the family's enquiry to its settlement. The unique index
 * `banquet_event_one_per_slot` lets at most one on-hold or confirmed event take a hall's date and
 * session, across every app instance; only event-lifecycle.service.ts changes `status`.
 */
@ObjectType({ description: 'An event in a banquet hall (admin).' })
@Entity('banquet_event')
@Check('banquet_event_status_known', `"status" IN ('new', 'quoted', 'on_hold', 'confirmed', 'completed', 'cancelled', 'lost')`)
@Check('banquet_event_hold_has_expiry', `("status" = 'on_hold') = ("hold_expires_at" IS NOT NULL)`)
@Check(
  'banquet_event_counts',
  '"expected_guests" > 0 AND ("guaranteed_plates" IS NULL OR "guaranteed_plates" > 0) AND ("final_plates" IS NULL OR "final_plates" >= 0)',
)
@Check('banquet_event_total_not_negative', '"total_paise" >= 0')
@Index('banquet_event_one_per_slot', ['hallId', 'eventDate', 'sessionId'], {
  unique: true,
  where: `"status" IN ('on_hold', 'confirmed')`,
})
@Index('banquet_event_by_date', ['eventDate'])
export class BanquetEvent {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'The enquiry reference the customer quotes, e.g. "EV7K3QM".' })
  @Column({ type: 'varchar', length: 12, unique: true })
  reference: string;

  @Field(() => EventStatus)
  @Column({ type: 'varchar', length: 12 })
  status: EventStatus;

  @Field(() => Date, { nullable: true, description: 'When an on-hold event lets its date go.' })
  @Column({ type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  @Field(() => ID)
  @Column({ type: 'uuid' })
  hallId: string;

  @Field(() => Hall)
  @ManyToOne(() => Hall, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'hall_id' })
  hall?: Relation<Hall>;

  @Field(() => ID)
  @Column({ type: 'uuid' })
  sessionId: string;

  @Field(() => HallSession)
  @ManyToOne(() => HallSession, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'session_id' })
  session?: Relation<HallSession>;

  @Field({ description: 'YYYY-MM-DD.' })
  @Column({ type: 'date' })
  eventDate: string;

  @Field({ description: 'Reception, engagement, birthday…' })
  @Column({ type: 'varchar', length: 60 })
  occasion: string;

  @Field(() => Int)
  @Column({ type: 'integer' })
  expectedGuests: number;

  @Field(() => Int, { nullable: true, description: 'The plates the customer guarantees at the cut-off.' })
  @Column({ type: 'integer', nullable: true })
  guaranteedPlates: number | null;

  @Field(() => Int, { nullable: true, description: 'Plates actually served, recorded after the event.' })
  @Column({ type: 'integer', nullable: true })
  finalPlates: number | null;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  menuPackageId: string | null;

  @Field(() => MenuPackage, { nullable: true })
  @ManyToOne(() => MenuPackage, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'menu_package_id' })
  menuPackage?: Relation<MenuPackage> | null;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  hostName: string;

  @Field()
  @Column({ type: 'varchar', length: 20 })
  hostPhone: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  hostEmail: string;

  @Field(() => String, { nullable: true, description: 'What the customer wrote with the enquiry.' })
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Field(() => String, { nullable: true, description: 'Jain, no onion or garlic, allergies…' })
  @Column({ type: 'text', nullable: true })
  dietaryNotes: string | null;

  @Field(() => String, { nullable: true, description: 'Seating, stage, buffet counters…' })
  @Column({ type: 'text', nullable: true })
  setupNotes: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  decorationNotes: string | null;

  @Field(() => String, { nullable: true, description: 'DJ, band, microphones (amplified sound ends at 10 PM).' })
  @Column({ type: 'text', nullable: true })
  soundNotes: string | null;

  /** The price lines (the estimate, then the owner's quote, then the final bill). */
  @Column({ type: 'jsonb' })
  lines: EventLineData[];

  /** The terms the customer was shown, kept as they were. */
  @Column({ type: 'jsonb' })
  terms: BanquetTermsSnapshot;

  @Field(() => Int, { description: 'The priced lines with GST, paise.' })
  @Column({ type: 'integer' })
  totalPaise: number;

  @Field(() => Float, { description: 'The priced lines with GST, rupees.' })
  get total(): number {
    return this.totalPaise / 100;
  }

  @Field(() => String, { nullable: true, description: 'Why it was cancelled or lost.' })
  @Column({ type: 'varchar', length: 300, nullable: true })
  closingReason: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the family ticked “Send me offers and news from {hotel}” on the enquiry form; null: not ticked.',
  })
  @Column({ type: 'timestamptz', nullable: true })
  marketingConsentAt: Date | null;

  /** The form the offers-and-news box was ticked on (issue 29); null with marketingConsentAt. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  marketingConsentSource: ConsentSource | null;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
