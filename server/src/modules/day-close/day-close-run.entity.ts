import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { DayCloseSummary } from './day-close-summary';

/** Where a day's close stands: claimed by one run, then closed. */
export const DayCloseState = { RUNNING: 'running', CLOSED: 'closed' } as const;
export type DayCloseState = (typeof DayCloseState)[keyof typeof DayCloseState];

/**
 * One row per closed (or closing) hotel day. Its primary key is what makes the close run once
 * across instances: the run that inserts the row does the work, another finds it and answers
 * what is there. A run that died half way (its row still `running` after a while) may be taken
 * over; every step is safe to repeat.
 */
@Entity('day_close_run')
export class DayCloseRun {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'day_close_run_pkey' })
  date: string;

  @Column({ type: 'varchar', length: 10 })
  state: DayCloseState;

  @Column({ type: 'timestamptz' })
  startedAt: Date;

  /** Who started it: a person, or "system" at DAY_CLOSE_AT. */
  @Column({ type: 'varchar', length: 200 })
  startedBy: string;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  /** What the close did and the day's report, as they were at the close. */
  @Column({ type: 'jsonb', nullable: true })
  summary: DayCloseSummary | null;
}
