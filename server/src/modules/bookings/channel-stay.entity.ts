import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
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
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Room } from '../rooms/room.entity';
import { OtaChannel } from './ota-channel';

/** Where an imported stay stands. */
export const ChannelStayStatus = {
  /** It takes its room's nights (through a booking line of its own). */
  ACTIVE: 'active',
  /** Its nights were taken by someone else when it came: it waits in the conflict inbox, taking nothing. */
  CONFLICT: 'conflict',
  /** Its event left the feed (cancelled on the OTA), or its feed was removed: its nights are free again. */
  RELEASED: 'released',
  /** The desk made it a full booking when the guest arrived: the booking takes the nights now. */
  CONVERTED: 'converted',
} as const;
export type ChannelStayStatus = (typeof ChannelStayStatus)[keyof typeof ChannelStayStatus];

registerEnumType(ChannelStayStatus, { name: 'ChannelStayStatus', description: 'Where a stay imported from an OTA stands.' });

/**
 * A stay sold on an OTA, as its iCal feed shows it: the nights [checkIn, checkOut) of one room,
 * with no guest data (feeds carry none) and no price. While active it takes the nights through a
 * booking line of its own, under the same exclusion constraint as guests' stays and room blocks,
 * so the site can never sell them again. One row per feed and event UID: a changed event moves
 * the same row, a vanished one releases it.
 */
@ObjectType({ description: 'A stay imported from an OTA calendar: a room taken for some nights, without guest data.' })
@Entity('channel_stay')
@Unique('channel_stay_feed_uid', ['feedId', 'uid'])
@Check('channel_stay_dates_ordered', '"check_out" > "check_in"')
@Check('channel_stay_status_known', `"status" IN ('active', 'conflict', 'released', 'converted')`)
export class ChannelStay {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The feed it came from (channels module); kept when the feed is removed, as the record. */
  @Index()
  @Column({ type: 'uuid' })
  feedId: string;

  @Field(() => OtaChannel)
  @Column({ type: 'varchar', length: 20 })
  channel: OtaChannel;

  /** The event's UID in its feed. */
  @Column({ type: 'varchar', length: 255 })
  uid: string;

  @Field(() => ID)
  @Index()
  @Column({ type: 'uuid' })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'room_id' })
  room?: Relation<Room>;

  @Field({ description: 'The first night, YYYY-MM-DD.' })
  @Column({ type: 'date' })
  checkIn: string;

  @Field({ description: 'The day the room is free again, YYYY-MM-DD.' })
  @Column({ type: 'date' })
  checkOut: string;

  @Field({ description: 'The event\'s summary as the OTA wrote it ("CLOSED - Not available", "Reserved").' })
  @Column({ type: 'varchar', length: 200, default: '' })
  summary: string;

  @Field(() => ChannelStayStatus)
  @Column({ type: 'varchar', length: 20 })
  status: ChannelStayStatus;

  /** The full booking the desk made of it (status converted). */
  @Column({ type: 'uuid', nullable: true })
  bookingId: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  releasedAt: Date | null;
}
