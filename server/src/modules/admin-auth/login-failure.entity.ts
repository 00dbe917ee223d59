import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A failed sign-in (or one being checked: the attempt is recorded before the password is), kept
 * briefly to rate limit guessing per email, address and device across every app instance.
 */
@Entity('admin_login_failure')
@Index('IDX_admin_login_failure_email_ip', ['email', 'ip', 'failedAt'])
@Index(['ip', 'failedAt'])
@Index('IDX_admin_login_failure_device', ['device', 'failedAt'])
export class LoginFailure {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The client's key (an IPv6 address by its /64). */
  @Column({ type: 'varchar', length: 64 })
  ip: string;

  /** The nonce of the device cookie the attempt came with (a trusted client's); null for an untrusted client. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  device: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  failedAt: Date;
}
