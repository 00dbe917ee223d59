import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One fixed window of a rate limit: how many requests `key` (e.g. a client address) made since
 * `windowStart`. Kept in the database so every app instance counts the same requests.
 */
@Entity('abuse_counter')
@Check('abuse_counter_count_positive', '"count" >= 1')
export class AbuseCounter {
  @PrimaryColumn({ type: 'varchar', length: 200, primaryKeyConstraintName: 'abuse_counter_pkey' })
  key: string;

  @PrimaryColumn({ type: 'timestamptz', primaryKeyConstraintName: 'abuse_counter_pkey' })
  windowStart: Date;

  @Column({ type: 'integer' })
  count: number;
}
