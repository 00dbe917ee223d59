import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { Hall } from './hall.entity';

/**
 * A part of the day a hall is sold for (Lunch 12:00–16:00, Dinner 19:00–23:30), with the hall's
 * rent for it. Times are the hotel's wall clock; an end before the start runs past midnight.
 */
@ObjectType({ description: 'A session of a hall (Lunch, Dinner) with its times and rent.' })
@Entity('hall_session')
@Check(
  'hall_session_times_shape',
  `"starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "ends_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
)
@Check('hall_session_rent_not_negative', '"rent_paise" >= 0')
@Index('hall_session_name_per_hall', ['hallId', 'name'], { unique: true })
export class HallSession {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ type: 'uuid' })
  hallId: string;

  @ManyToOne(() => Hall, (hall) => hall.sessions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hall_id' })
  hall?: Relation<Hall>;

  @Field()
  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Field({ description: '"12:00", hotel time.' })
  @Column({ type: 'varchar', length: 5 })
  startsAt: string;

  @Field({ description: '"16:00", hotel time.' })
  @Column({ type: 'varchar', length: 5 })
  endsAt: string;

  @Field(() => Int, { description: 'Hall rent for the session, in paise, before GST.' })
  @Column({ type: 'integer' })
  rentPaise: number;

  @Field(() => Float, { description: 'Hall rent for the session, in rupees, before GST.' })
  get rent(): number {
    return this.rentPaise / 100;
  }

  @Field({ description: 'Offered to customers; a retired session keeps its events.' })
  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
