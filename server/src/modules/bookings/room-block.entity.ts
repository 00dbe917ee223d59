import { Field, ID, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { Room } from '../rooms/room.entity';
import { RoomBlockKind } from './room-block-kind';

/**
 * A room taken out of sale for the nights [startsOn, endsOn) (repairs, painting). It takes those
 * nights through a booking line of its own, under the same exclusion constraint as guests' stays.
 * Lifting a block frees the nights and keeps the record.
 */
@ObjectType({ description: 'A room closed for some nights (repairs); the nights [startsOn, endsOn), like a stay.' })
@Entity('room_block')
@Check('room_block_dates_ordered', '"ends_on" > "starts_on"')
@Check('room_block_kind_known', `"kind" IN ('maintenance', 'out_of_order')`)
export class RoomBlock {
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

  @Field({ description: 'The first night closed, YYYY-MM-DD.' })
  @Column({ type: 'date' })
  startsOn: string;

  @Field({ description: 'The day the room opens again, YYYY-MM-DD.' })
  @Column({ type: 'date' })
  endsOn: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @Field(() => RoomBlockKind)
  @Column({ type: 'varchar', length: 20, default: RoomBlockKind.MAINTENANCE })
  kind: RoomBlockKind;

  @Field({ description: 'Who closed the room.' })
  @Column({ type: 'varchar', length: 120 })
  createdBy: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the block was lifted (the nights are free again).' })
  @Column({ type: 'timestamptz', nullable: true })
  liftedAt: Date | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 120, nullable: true })
  liftedBy: string | null;
}
