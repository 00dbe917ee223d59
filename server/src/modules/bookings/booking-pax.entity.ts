import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { BookingLine } from './booking-line.entity';

/** A person staying in a booked room. */
@ObjectType({ description: 'A person staying in a booked room.' })
@Entity('booking_pax')
export class BookingPax {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  lineId: string;

  @ManyToOne(() => BookingLine, (line) => line.pax, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'line_id' })
  line: Relation<BookingLine>;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field(() => String, { description: 'adult or child' })
  @Column({ type: 'varchar', length: 10 })
  adultStatus: 'adult' | 'child';

  @Field(() => String, { description: 'male, female or other' })
  @Column({ type: 'varchar', length: 10 })
  gender: 'male' | 'female' | 'other';

  @Field(() => Int)
  @Column({ type: 'smallint' })
  age: number;
}
