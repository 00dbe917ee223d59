import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, Relation, UpdateDateColumn } from 'typeorm';
import { HallSession } from './hall-session.entity';

/** A banquet hall: sold by date and session, never by the hour. */
@ObjectType({ description: 'A banquet hall, with its sessions.' })
@Entity('hall')
@Check('hall_capacity_positive', '"seated_capacity" > 0 AND "floating_capacity" >= "seated_capacity"')
export class Hall {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field()
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => [String], { description: 'Photo addresses, the first is the cover.' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  photoUrls: string[];

  @Field(() => Int, { description: 'Guests seated at tables.' })
  @Column({ type: 'integer' })
  seatedCapacity: number;

  @Field(() => Int, { description: 'Guests standing or moving about (a buffet reception).' })
  @Column({ type: 'integer' })
  floatingCapacity: number;

  @Field({ description: 'Shown to customers and open for enquiries.' })
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Field(() => [HallSession], { description: 'Its sessions, earliest first.' })
  @OneToMany(() => HallSession, (session) => session.hall)
  sessions?: Relation<HallSession[]>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
