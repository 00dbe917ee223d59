import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A one-time code sent by SMS to a phone number, for its guest to see their bookings without a
 * booking code (/find-booking, "Forgot your booking code?"). Only the code's HMAC is kept (see
 * BookingCodesService); it is good for ONE_TIME_CODE_MINUTES, for one right answer and at most
 * MAX_WRONG_TRIES wrong ones. A new code for the number ends the ones before it.
 */
@Entity('one_time_code')
@Index('one_time_code_phone', ['phone', 'createdAt'])
@Check('one_time_code_wrong_tries', '"wrong_tries" >= 0')
export class OneTimeCode {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'one_time_code_pkey' })
  id: string;

  /** E.164 (+91…). */
  @Column({ type: 'varchar', length: 20 })
  phone: string;

  /** HMAC-SHA256 of the code under a key derived from the server's secret, hex. */
  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'smallint', default: 0 })
  wrongTries: number;

  /** When it was answered right, or ended by a newer code or its last wrong try: it opens nothing more. */
  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
