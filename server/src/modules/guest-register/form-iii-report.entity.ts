import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

export const FormIIIKind = { ARRIVAL: 'arrival', DEPARTURE: 'departure' } as const;
export type FormIIIKind = (typeof FormIIIKind)[keyof typeof FormIIIKind];

export const FormIIIStatus = { DUE: 'due', REPORTED: 'reported' } as const;
export type FormIIIStatus = (typeof FormIIIStatus)[keyof typeof FormIIIStatus];

/** How long the hotel has to report a foreign guest's arrival or departure (PROTOCOLS.md: 24 hours). */
export const FORM_III_DEADLINE_HOURS = 24;

/**
 * A foreign guest's arrival or departure the desk must report on the Bureau of Immigration's
 * portal within 24 hours (there is no API: the product prepares the sheet and tracks the deadline;
 * the desk submits and records the portal's reference here).
 */
@Entity('form_iii_report')
@Unique('form_iii_report_once', ['registerEntryId', 'kind'])
@Check(
  'form_iii_report_reported',
  `"status" <> 'reported' OR ("portal_reference" IS NOT NULL AND "reported_at" IS NOT NULL AND "reported_by" IS NOT NULL)`,
)
@Index('form_iii_report_due', ['status', 'dueAt'])
export class FormIIIReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  @ForeignKey('RegisterEntry', { onDelete: 'CASCADE' })
  registerEntryId: string;

  @Column({ type: 'varchar', length: 10 })
  kind: FormIIIKind;

  /** The arrival (check-in) or departure (check-out) time. */
  @Column({ type: 'timestamptz' })
  eventAt: Date;

  /** eventAt + 24 hours. */
  @Column({ type: 'timestamptz' })
  dueAt: Date;

  @Column({ type: 'varchar', length: 10 })
  status: FormIIIStatus;

  @Column({ type: 'varchar', length: 60, nullable: true })
  portalReference: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  reportedAt: Date | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  reportedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
