import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A hotel day the day close has closed: its money and its nights are locked. A change that
 * touches it (a desk payment dated that day, a change of its nights, a charge) needs the owner
 * and leaves an audit line (closed-days.ts). Written once, by the day close's last step.
 */
@Entity('closed_day')
export class ClosedDay {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'closed_day_pkey' })
  date: string;

  @Column({ type: 'timestamptz' })
  closedAt: Date;

  @Column({ type: 'varchar', length: 200 })
  closedBy: string;
}
