import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An allowance on a sale after its tax invoice, granted by hand (a goodwill discount agreed after
 * check-out, a charge billed in error): what the guest owes is lowered by `amountPaise` (GST
 * included), and a section 34 credit note against `invoiceId` says so (tax_document.credit_id).
 * A line of the folio, as a refund is: it is only ever added.
 */
@Entity('folio_credit')
@Check('folio_credit_amount_positive', '"amount_paise" > 0')
@Check('folio_credit_of_booking_or_event', '("booking_id" IS NULL) <> ("event_id" IS NULL)')
export class FolioCredit {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The stay credited; no foreign key, as tax records outlive anything else. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  bookingId: string | null;

  /** Or the banquet event (exactly one of the two). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  eventId: string | null;

  /** The invoice it lowers (the sale's invoice in force when it was granted). */
  @Column({ type: 'uuid' })
  invoiceId: string;

  /** GST included, split over the invoice's SACs and rates in its proportions on the credit note. */
  @Column({ type: 'integer' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 200 })
  reason: string;

  /** The person who granted it ("Asha Verma"), as the credit note names them. */
  @Column({ type: 'varchar', length: 120 })
  grantedBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
