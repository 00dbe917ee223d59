import { RoomType } from './room-type';

export { ROOM_TYPE_LABELS, RoomType } from './room-type';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, Check } from 'typeorm';
import { paiseToRupees } from '../../shared/money';

@ObjectType({ description: 'A room of the hotel that guests can book.' })
@Entity('room')
@Check('room_rent_not_negative', '"rent_per_day_paise" >= 0')
@Check('room_max_count_range', '"max_count" BETWEEN 1 AND 10')
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt: Date | null;
}
