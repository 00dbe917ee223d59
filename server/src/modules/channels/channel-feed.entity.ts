import { Field, ID, Int, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
  Unique,
} from 'typeorm';
import { OtaChannel } from '../bookings';
import { Room } from '../rooms/room.entity';

/**
 * An OTA's iCal feed of one room, which the hotel imports: the owner pastes its address from the
 * OTA's extranet. It is polled every ICAL_POLL_MINUTES (once across instances); the columns after
 * the address are its sync log: the last attempt, the last success, what the last sync did, the
 * last error and since when it fails.
 */
@ObjectType({ description: "An OTA's calendar of one room, imported by the hotel, with its sync log." })
@Entity('channel_feed')
@Unique('channel_feed_room_url', ['roomId', 'url'])
export class ChannelFeed {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Index()
  @Column({ type: 'uuid' })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'room_id' })
  room?: Relation<Room>;

  @Field(() => OtaChannel)
  @Column({ type: 'varchar', length: 20 })
  channel: OtaChannel;

  @Field({ description: "The feed's address, as the OTA gave it (a secret: owner and manager only)." })
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Field({ description: 'Who added it.' })
  @Column({ type: 'varchar', length: 120 })
  addedBy: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  addedAt: Date;

  /** When an instance last began a sync (a claim: another instance leaves the feed alone meanwhile). */
  @Column({ type: 'timestamptz', nullable: true })
  syncStartedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the feed was last asked for.' })
  @Column({ type: 'timestamptz', nullable: true })
  lastSyncAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the feed last answered and was applied.' })
  @Column({ type: 'timestamptz', nullable: true })
  lastSuccessAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the last sync failed (null once one succeeds).' })
  @Column({ type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @Field(() => Date, { nullable: true, description: 'Since when every sync has failed (null while it works).' })
  @Column({ type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  /** When the owner was told that this feed fails (once per failing spell). */
  @Column({ type: 'timestamptz', nullable: true })
  failureAlertedAt: Date | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  etag: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastModified: string | null;

  @Field(() => Int, { description: 'Events in the feed at the last successful sync.' })
  @Column({ type: 'integer', default: 0 })
  eventsSeen: number;

  @Field(() => Int, { description: 'Stays the last sync that changed something added.' })
  @Column({ type: 'integer', default: 0 })
  added: number;

  @Field(() => Int, { description: 'Stays it moved (their dates changed).' })
  @Column({ type: 'integer', default: 0 })
  changed: number;

  @Field(() => Int, { description: 'Stays it released (their event left the feed).' })
  @Column({ type: 'integer', default: 0 })
  released: number;

  @Field(() => Int, { description: 'Stays it could not place: they wait in the conflict inbox.' })
  @Column({ type: 'integer', default: 0 })
  conflicts: number;
}
