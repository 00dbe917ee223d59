import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FormIIIParticulars } from './form-iii-particulars';

/**
 * One adult of a stay in the guest register the police may ask to see: who they are, where they
 * came from and go to, why they came, when they arrived and left, and the ID they showed (an
 * Aadhaar's last four digits only, which the database insists on). A foreign national's row also
 * holds the Form III particulars the Bureau of Immigration's portal asks for.
 */
@Entity('register_entry')
@Check('register_entry_aadhaar_last_four', `"id_type" <> 'aadhaar' OR "id_number" ~ '^[0-9]{4}$'`)
@Check('register_entry_departure_after_arrival', `"departed_at" IS NULL OR "departed_at" >= "arrived_at"`)
@Index('register_entry_arrived_at', ['arrivedAt'])
export class RegisterEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  @ForeignKey('Booking', { onDelete: 'CASCADE' })
  bookingId: string;

  /** Its place among the stay's adults (0: the lead guest). */
  @Column({ type: 'smallint' })
  position: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** Blank only on a row made from an old client's check-in, which asked for no address. */
  @Column({ type: 'varchar', length: 300 })
  address: string;

  @Column({ type: 'varchar', length: 60 })
  nationality: string;

  /** An Overseas Citizen of India: a foreign national for Form III. */
  @Column({ type: 'boolean', default: false })
  oci: boolean;

  @Column({ type: 'varchar', length: 120 })
  comingFrom: string;

  @Column({ type: 'varchar', length: 120 })
  goingTo: string;

  @Column({ type: 'varchar', length: 120 })
  purpose: string;

  /** The check-in time. */
  @Column({ type: 'timestamptz' })
  arrivedAt: Date;

  /** The check-out time; null while the guest stays. */
  @Column({ type: 'timestamptz', nullable: true })
  departedAt: Date | null;

  @Column({ type: 'varchar', length: 30 })
  idType: string;

  /** As kept: an Aadhaar's last four digits; other IDs as given, trimmed. */
  @Column({ type: 'varchar', length: 40 })
  idNumber: string;

  /** A foreign national's Form III particulars; null for an Indian guest. */
  @Column({ type: 'jsonb', nullable: true })
  formIII: FormIIIParticulars | null;

  @Column({ type: 'varchar', length: 120 })
  recordedBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
