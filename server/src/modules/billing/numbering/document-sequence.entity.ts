import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last number used for a kind of document (receipt, invoice, credit note) in a financial
 * year. Taken under a row lock inside the transaction that writes the document, so numbers have
 * no gaps: a transaction that fails gives its number back.
 */
@Entity('document_sequence')
@Check('document_sequence_positive', '"last_number" > 0')
export class DocumentSequence {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind: string;

  /** Indian financial year, April to March: "2026-27". */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  financialYear: string;

  @Column({ type: 'integer' })
  lastNumber: number;
}
