import { Field, ID, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { StaffRole } from '../../shared/staff-role';

@ObjectType({ description: 'A person who runs the hotel from the admin area, with a role.' })
@Entity('admin')
@Index('admin_invite_token_hash', ['inviteTokenHash'], { unique: true })
@Check('admin_role_known', `"role" IN ('owner', 'manager', 'front_desk', 'accountant', 'housekeeping')`)
export class Admin {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field(() => StaffRole, { description: 'What the permission table lets this person do.' })
  @Column({ type: 'varchar', length: 20 })
  role: StaffRole;

  /** Null while an invited person has not yet set a password (they cannot sign in). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  passwordHash: string | null;

  @Field()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /** When the password last changed; tokens issued before then are refused. */
  @Column({ type: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null;

  /** SHA-256 (hex) of the one-time invite token; cleared once the invite is accepted. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  inviteTokenHash: string | null;

  @Field(() => Date, { nullable: true, description: 'Until when the invite link works; null once accepted.' })
  @Column({ type: 'timestamptz', nullable: true })
  inviteExpiresAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
