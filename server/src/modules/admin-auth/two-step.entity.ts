import { Column, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A person's two-step sign-in (TOTP): whether the owner requires it, and the shared secret once
 * they have set it up. Secrets are sealed (AES-256-GCM under a key derived from JWT_SECRET,
 * two-step-secrets.ts), never stored or logged in clear, and never answered after set-up. No row:
 * two-step sign-in is off.
 */
@Entity('admin_two_step')
export class AdminTwoStep {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'admin_two_step_pkey' })
  @ForeignKey('Admin', { name: 'admin_two_step_admin_fkey', onDelete: 'CASCADE' })
  adminId: string;

  /** The owner requires it: the person must set it up at their next sign-in, and cannot turn it off. */
  @Column({ type: 'boolean', default: false })
  required: boolean;

  /** The confirmed secret, sealed; null until a code from it has confirmed the set-up. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  sealedSecret: string | null;

  /** A secret being set up (shown to the person, not yet confirmed by a code), sealed. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  sealedPendingSecret: string | null;

  /** When the set-up was confirmed: two-step sign-in is on from then. */
  @Column({ type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  /** The TOTP step of the last code taken: a code of this step or an earlier one is refused (no replay). */
  @Column({ type: 'integer', nullable: true })
  lastUsedStep: number | null;
}

/** One of a person's one-time recovery codes, kept as its SHA-256 only; used once in place of a code. */
@Entity('admin_recovery_code')
@Index('admin_recovery_code_once', ['adminId', 'codeHash'], { unique: true })
export class AdminRecoveryCode {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'admin_recovery_code_pkey' })
  id: string;

  @Column({ type: 'uuid' })
  @ForeignKey('Admin', { name: 'admin_recovery_code_admin_fkey', onDelete: 'CASCADE' })
  adminId: string;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
