import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit notes issued by hand (issue 27): an allowance after a sale's invoice is a line of its
 * folio (folio_credit: the sale, the invoice it lowers, the amount with GST, the reason and the
 * person), only ever added, and its section 34 credit note names it (tax_document.credit_id, one
 * credit note per allowance).
 */
export class FolioCredits1766890000001 implements MigrationInterface {
  name = 'FolioCredits1766890000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "folio_credit" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid, "event_id" uuid, "invoice_id" uuid NOT NULL, "amount_paise" integer NOT NULL, "reason" character varying(200) NOT NULL, "granted_by" character varying(120) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "folio_credit_of_booking_or_event" CHECK (("booking_id" IS NULL) <> ("event_id" IS NULL)), CONSTRAINT "folio_credit_amount_positive" CHECK ("amount_paise" > 0), CONSTRAINT "PK_f0b8aadc02f0a5354ddda9a8f7a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_11f691330babcb34d389ad008c" ON "folio_credit" ("booking_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_b046dd369c69c6fab60126753f" ON "folio_credit" ("event_id") `);
    await queryRunner.query(`
      CREATE FUNCTION folio_credit_never_edited() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'A credit granted on a folio is never edited or deleted: its credit note is issued';
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER folio_credit_never_edited BEFORE UPDATE OR DELETE ON "folio_credit" FOR EACH ROW EXECUTE FUNCTION folio_credit_never_edited()`,
    );
    await queryRunner.query(`ALTER TABLE "tax_document" ADD "credit_id" uuid`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "tax_document_one_credit_note_per_credit" ON "tax_document" ("credit_id") WHERE "credit_id" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."tax_document_one_credit_note_per_credit"`);
    await queryRunner.query(`ALTER TABLE "tax_document" DROP COLUMN "credit_id"`);
    await queryRunner.query(`DROP TRIGGER folio_credit_never_edited ON "folio_credit"`);
    await queryRunner.query(`DROP FUNCTION folio_credit_never_edited()`);
    await queryRunner.query(`DROP TABLE "folio_credit"`);
  }
}
