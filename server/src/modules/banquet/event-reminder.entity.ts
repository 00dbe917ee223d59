import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A payment reminder mailed to an event's customer: one row per event, step due date and kind
 * (three days ahead, or on the day), so the periodic work sends each reminder once, even when
 * several instances run it (the unique index refuses a second row).
 */
@Entity('event_reminder')
@Check('event_reminder_kind_known', `"kind" IN ('ahead', 'due')`)
@Index('event_reminder_once', ['eventId', 'dueDate', 'kind'], { unique: true })
export class EventReminder {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  /** The step reminded of: "Second payment"… */
  @Column({ type: 'varchar', length: 60 })
  stepLabel: string;

  /** The step's due date, YYYY-MM-DD. */
  @Column({ type: 'date' })
  dueDate: string;

  /** 'ahead' (a few days before) or 'due' (on the day). */
  @Column({ type: 'varchar', length: 8 })
  kind: 'ahead' | 'due';

  /** What the step still asked when the reminder went, paise. */
  @Column({ type: 'integer' })
  amountPaise: number;

  @CreateDateColumn({ type: 'timestamptz' })
  sentAt: Date;
}
