import { RoomType } from './room-type';

export { ROOM_TYPE_LABELS, RoomType } from './room-type';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, Check } from 'typeorm';
import { paiseToRupees } from '../../shared/money';
import type { HousekeepingStatus } from './housekeeping-status';

@ObjectType({ description: 'A room of the hotel that guests can book.' })
@Entity('room')
@Check('room_rent_not_negative', '"rent_per_day_paise" >= 0')
@Check('room_max_count_range', '"max_count" BETWEEN 1 AND 10')
@Check('room_housekeeping_status_known', `"housekeeping_status" IN ('clean', 'dirty', 'inspected')`)
export class Room {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field(() => RoomType)
  @Column({ type: 'varchar', length: 40 })
  type: RoomType;

  @Field(() => Int, { description: 'Maximum number of guests.' })
  @Column({ name: 'max_count', type: 'smallint' })
  maxCount: number;

  @Field(() => Int, { description: 'Rent for one night, in paise.' })
  @Column({ name: 'rent_per_day_paise', type: 'integer' })
  rentPerDayPaise: number;

  @Field(() => Float, { description: 'Rent for one night, in rupees.' })
  get rentPerDay(): number {
    return paiseToRupees(this.rentPerDayPaise);
  }

  @Field({ description: 'Open for booking; an unavailable room is hidden from guests.' })
  @Column({ name: 'is_available', type: 'boolean', default: true })
  isAvailable: boolean;

  @Field(() => [String], { description: 'Photo addresses, the first is the cover.' })
  @Column({ name: 'image_urls', type: 'text', array: true, default: () => "'{}'" })
  imageUrls: string[];

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  amenities: string[];

  /** Clean, dirty or inspected (housekeeping-status.ts); out of order is a room block, not this. */
  @Column({ type: 'varchar', length: 20, default: 'clean' })
  housekeepingStatus: HousekeepingStatus;

  /** When the housekeeping status was last set, and by whom ("system" for check-out's and the night's). */
  @Column({ type: 'timestamptz', nullable: true })
  housekeepingStatusAt: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  housekeepingStatusBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt: Date | null;
}
