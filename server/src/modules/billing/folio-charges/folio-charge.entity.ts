import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FolioChargeKind } from './folio-charge-kinds';

/**
 * A charge the desk posted to a stay's folio beyond its room nights: a restaurant bill, laundry,
 * an extra bed. Taxed when posted, at its own SAC and GST rate; never edited or deleted. A wrong
 * one is taken out by a reversing line of the opposite amounts, which names it (`reversesId`, at
 * most one per charge), so the folio keeps both and the day they were posted.
 */
@Entity('folio_charge')
@Check('folio_charge_tax_adds_up', '"taxable_paise" + "cgst_paise" + "sgst_paise" = "total_paise"')
@Check('folio_charge_sign', '("reverses_id" IS NULL AND "quantity" > 0) OR ("reverses_id" IS NOT NULL AND "quantity" < 0)')
export class FolioChargeLine {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The stay's folio (billing knows no booking: a plain column with its foreign key). */
  @Index()
  @Column({ type: 'uuid' })
  @ForeignKey('Booking', { onDelete: 'CASCADE' })
  bookingId: string;

  @Column({ type: 'varchar', length: 20 })
  kind: FolioChargeKind;

  /** "Laundry: 3 shirts" as the folio and the invoice print it. */
  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 8 })
  sac: string;

  /** Negative on a reversing line. */
  @Column({ type: 'integer' })
  quantity: number;

  /** One of it, before GST. */
  @Column({ type: 'integer' })
  unitPricePaise: number;

  @Column({ type: 'integer' })
  rateBp: number;

  @Column({ type: 'integer' })
  taxablePaise: number;

  @Column({ type: 'integer' })
  cgstPaise: number;

  @Column({ type: 'integer' })
  sgstPaise: number;

  @Column({ type: 'integer' })
  totalPaise: number;

  /** The hotel's business day it was posted on (a closed day's lines stay as they were). */
  @Index()
  @Column({ type: 'date' })
  postedOn: string;

  /** Who posted it: the staff member's id and "Name <email>". */
  @Column({ type: 'uuid', nullable: true })
  postedById: string | null;

  @Column({ type: 'varchar', length: 200 })
  postedBy: string;

  /** On a reversing line: the charge it takes out, and why. */
  @Index('folio_charge_reversed_once', { unique: true, where: '"reverses_id" IS NOT NULL' })
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('FolioChargeLine', { onDelete: 'CASCADE' })
  reversesId: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  reason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
