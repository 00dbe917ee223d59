import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One thing someone did: who, what, when, on which booking, room or payment. Rows are only ever
 * added; they keep the ids of what they name (no foreign keys), so a deleted booking's history stays.
 */
@ObjectType({ description: 'One thing someone did in the admin area (the audit log).' })
@Entity('audit_entry')
export class AuditEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  @Field({ description: 'The admin (name and email), or "guest" or "system".' })
  @Column({ type: 'varchar', length: 200 })
  actor: string;

  @Field({ description: 'check_in, payment, change, refund, block, delete, sign_in…' })
  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Field(() => ID, { nullable: true })
  @Index()
  @Column({ type: 'uuid', nullable: true })
  bookingId: string | null;

  @Field(() => ID, { nullable: true })
  @Index()
  @Column({ type: 'uuid', nullable: true })
  roomId: string | null;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  paymentId: string | null;

  @Field({ description: 'What happened, in words.' })
  @Column({ type: 'text' })
  detail: string;
}
