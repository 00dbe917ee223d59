import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A device cookie (by its nonce) that used up its budget of failed sign-ins, refused until `lockedUntil`. */
@Entity('admin_device_lockout')
export class DeviceLockout {
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'PK_admin_device_lockout' })
  nonce: string;

  /** The login the cookie is for. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Index('IDX_admin_device_lockout_locked_until')
  @Column({ type: 'timestamptz' })
  lockedUntil: Date;
}
