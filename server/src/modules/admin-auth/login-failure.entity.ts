import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A failed sign-in, kept briefly to rate limit guessing across every app instance. */
@Entity('admin_login_failure')
@Index(['email', 'failedAt'])
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
