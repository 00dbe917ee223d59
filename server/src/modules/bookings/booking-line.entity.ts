import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { paiseToRupees } from '../../shared/money';
import {
  Check,
  Column,
  Entity,
  Exclusion,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { Room, RoomType } from '../rooms/room.entity';
import { Booking } from './booking.entity';
import { BookingPax } from './booking-pax.entity';
import { ChannelStay } from './channel-stay.entity';
import { RoomBlock } from './room-block.entity';
import type { PricedNight } from '../pricing';

/**
 * One room of a booking for its nights, or the nights a room block (repairs) takes. The exclusion
 * constraint is the guarantee against double booking: two lines that block the same room can
 * never share a night, whatever the application does and however many instances run. A block's
 * line (roomBlockId set, no booking) sits under the same constraint as a guest's, and so does a
 * stay imported from an OTA's calendar (channelStayId set). `blocksRoom` is false once a booking is
 * cancelled, its hold expired, a block was lifted or an OTA's stay released, which frees the nights.
 */
@ObjectType({ description: 'One booked room of a booking.' })
@Entity('booking_line')
@Exclusion(
  'booking_line_no_overlap',
  `USING gist ("room_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&) WHERE ("blocks_room")`,
)
@Check('booking_line_amount_not_negative', '"amount_paise" >= 0 AND "rate_paise" >= 0')
@Check('booking_line_tax_adds_up', '"taxable_paise" + "cgst_paise" + "sgst_paise" = "amount_paise"')
@Check('booking_line_one_owner', 'num_nonnulls("booking_id", "room_block_id", "channel_stay_id") = 1')
export class BookingLine {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null on a room block's line. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  bookingId: string;

  @ManyToOne(() => Booking, (booking) => booking.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking: Relation<Booking>;

  /** Set on the line through which a room block takes its nights. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  roomBlockId: string | null;

  @ManyToOne(() => RoomBlock, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'room_block_id' })
  roomBlock?: Relation<RoomBlock>;

  /** Set on the line through which a stay imported from an OTA's calendar takes its nights. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  channelStayId: string | null;

  @ManyToOne(() => ChannelStay, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'channel_stay_id' })
  channelStay?: Relation<ChannelStay>;

  @Field(() => ID)
  @Index()
  @Column({ type: 'uuid' })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'room_id' })
  room?: Relation<Room>;

  @Field(() => RoomType)
  /** Copied from the room when booked, so later edits of the room do not rewrite history. */
  @Column({ type: 'varchar', length: 40 })
  roomType: RoomType;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  roomName: string;

  @Field(() => Int, { description: "The first night's price when booked, in paise." })
  @Column({ type: 'integer' })
  ratePaise: number;

  @Field(() => Int, { description: 'The nights added up, GST included, in paise.' })
  @Column({ type: 'integer' })
  amountPaise: number;

  /** The value of supply of the line, GST excluded (booking.tax shows it). */
  @Column({ type: 'integer', default: 0 })
  taxablePaise: number;

  @Column({ type: 'integer', default: 0 })
  cgstPaise: number;

  @Column({ type: 'integer', default: 0 })
  sgstPaise: number;

  /** Each night's rent, its source and its GST, as priced when booked (a block's line has none). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  nightPrices: PricedNight[];

  @Field(() => Float, { description: "Rent × nights, in rupees (the old API's roomAmount)." })
  get roomAmount(): number {
    return paiseToRupees(this.amountPaise);
  }

  @Field()
  @Column({ type: 'date' })
  checkIn: string;

  @Field()
  @Column({ type: 'date' })
  checkOut: string;

  @Column({ type: 'boolean' })
  blocksRoom: boolean;

  @Field(() => [BookingPax])
  @OneToMany(() => BookingPax, (pax) => pax.line, { cascade: true })
  pax: Relation<BookingPax[]>;
}
