import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A failed sign-in (or one being checked: the attempt is recorded before the password is), kept
 * briefly to rate limit guessing per email and address across every app instance.
 */
@Entity('admin_login_failure')
@Index('IDX_admin_login_failure_email_ip', ['email', 'ip', 'failedAt'])
@Index(['ip', 'failedAt'])
export class LoginFailure {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @CreateDateColumn({ type: 'timestamptz' })
  failedAt: Date;
}
