import { Column, Entity, PrimaryColumn } from 'typeorm';

/** When a scheduled job last ran, shared by every app instance (the daily purge remembers its day here). */
@Entity('job_run')
export class JobRun {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'timestamptz' })
  lastRunAt: Date;
}
