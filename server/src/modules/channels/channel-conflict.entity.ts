import { Field, ID, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OtaChannel } from '../bookings';

/** What was in the way of an imported stay when it came, as it was then. */
export interface InTheWay {
  kind: 'booking' | 'block' | 'channel';
  /** A booking's id, a block's id or another OTA stay's id. */
  id: string;
  label: string;
  /** A booking's code (for the button that cancels it). */
  code?: string;
  checkIn: string;
  checkOut: string;
}

/** How a conflict was settled. */
export const ConflictResolution = {
  /** The OTA's stay was put in another room. */
  MOVED_CHANNEL_STAY: 'moved_channel_stay',
  /** The direct booking was cancelled with the policy; the OTA's stay took the nights. */
  CANCELLED_BOOKING: 'cancelled_booking',
  /** The way cleared (the booking or block was moved, or the other OTA's stay went): the stay took its nights. */
  TAKEN_WHEN_FREE: 'taken_when_free',
  /** The owner settled it outside (cancelled on the OTA, moved the guest): marked resolved. */
  MARKED_RESOLVED: 'marked_resolved',
  /** The event left its feed (cancelled on the OTA) before anyone acted. */
  EVENT_GONE: 'event_gone',
} as const;
export type ConflictResolution = (typeof ConflictResolution)[keyof typeof ConflictResolution];

/**
 * An imported stay that could not take its nights: a direct booking, a block or another OTA's
 * stay has one of them (a double booking in the making). It waits in the conflict inbox until
 * someone settles it; the owner is alerted when it opens. Never skipped silently.
 */
@ObjectType({ description: 'An OTA stay that could not take its nights, in the conflict inbox.' })
@Entity('channel_conflict')
@Check(
  'channel_conflict_resolution_known',
  `"resolution" IS NULL OR "resolution" IN ('moved_channel_stay', 'cancelled_booking', 'taken_when_free', 'marked_resolved', 'event_gone')`,
)
export class ChannelConflict {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Index()
  @Column({ type: 'uuid' })
  channelStayId: string;

  @Field(() => ID)
  @Column({ type: 'uuid' })
  feedId: string;

  @Field(() => OtaChannel)
  @Column({ type: 'varchar', length: 20 })
  channel: OtaChannel;

  @Field(() => ID)
  @Column({ type: 'uuid' })
  roomId: string;

  @Field()
  @Column({ type: 'date' })
  checkIn: string;

  @Field()
  @Column({ type: 'date' })
  checkOut: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  inTheWay: InTheWay[];

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  openedAt: Date;

  @Field(() => Date, { nullable: true })
  @Index()
  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 120, nullable: true })
  resolvedBy: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  resolution: ConflictResolution | null;

  @Field(() => String, { nullable: true, description: "The owner's note when marking it resolved." })
  @Column({ type: 'varchar', length: 300, nullable: true })
  note: string | null;
}
