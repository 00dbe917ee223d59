import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A signed-out token (by its jti), refused until it would have expired anyway. */
@Entity('admin_revoked_token')
export class RevokedToken {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'PK_admin_revoked_token' })
  jti: string;

  @Index('IDX_admin_revoked_token_expires_at')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
