import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TaxDocument } from './tax-document.entity';

/**
 * The PDF of an issued tax document, rendered once (for its mail or its first download) and
 * served from here ever after: a document never changes, so neither does its printout, and a
 * download costs a read instead of a render.
 */
@Entity('tax_document_pdf')
export class TaxDocumentPdf {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'tax_document_pdf_pkey' })
  documentId: string;

  @ManyToOne(() => TaxDocument, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'document_id', foreignKeyConstraintName: 'tax_document_pdf_document_fkey' })
  document?: TaxDocument;

  @Column({ type: 'bytea' })
  pdf: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  renderedAt: Date;
}
