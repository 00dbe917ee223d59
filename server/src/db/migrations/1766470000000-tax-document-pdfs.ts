import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issued tax documents' PDFs, rendered once and kept (documents never change). */
export class TaxDocumentPdfs1766470000000 implements MigrationInterface {
  name = 'TaxDocumentPdfs1766470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tax_document_pdf" ("document_id" uuid NOT NULL, "pdf" bytea NOT NULL, "rendered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "tax_document_pdf_pkey" PRIMARY KEY ("document_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "tax_document_pdf" ADD CONSTRAINT "tax_document_pdf_document_fkey" FOREIGN KEY ("document_id") REFERENCES "tax_document"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tax_document_pdf"`);
  }
}
