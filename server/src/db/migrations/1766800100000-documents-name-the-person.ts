import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tax documents name the person whose act issued them (issue 27: receipts, documents and the audit
 * log name the person). Documents issued before stay without a name.
 */
export class DocumentsNameThePerson1766800100000 implements MigrationInterface {
  name = 'DocumentsNameThePerson1766800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tax_document" ADD "issued_by" character varying(120)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tax_document" DROP COLUMN "issued_by"`);
  }
}
