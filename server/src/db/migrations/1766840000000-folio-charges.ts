import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Folio charges (issue 27, item 5): what the desk charges to a stay beyond its room nights, each
 * line taxed at its own SAC and GST rate and reversed only by a reversing line (once), and the
 * owner's defaults per kind of charge.
 */
export class FolioCharges1766840000000 implements MigrationInterface {
  name = 'FolioCharges1766840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "folio_charge" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "description" character varying(200) NOT NULL, "sac" character varying(8) NOT NULL, "quantity" integer NOT NULL, "unit_price_paise" integer NOT NULL, "rate_bp" integer NOT NULL, "taxable_paise" integer NOT NULL, "cgst_paise" integer NOT NULL, "sgst_paise" integer NOT NULL, "total_paise" integer NOT NULL, "posted_on" date NOT NULL, "posted_by_id" uuid, "posted_by" character varying(200) NOT NULL, "reverses_id" uuid, "reason" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "folio_charge_sign" CHECK (("reverses_id" IS NULL AND "quantity" > 0) OR ("reverses_id" IS NOT NULL AND "quantity" < 0)), CONSTRAINT "folio_charge_tax_adds_up" CHECK ("taxable_paise" + "cgst_paise" + "sgst_paise" = "total_paise"), CONSTRAINT "PK_fb55c1d391d4eecf2600969a1d4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_987fe891d71db64d10a9ba19f5" ON "folio_charge" ("booking_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_2b01bff4a36d71e19a8b27f2e8" ON "folio_charge" ("posted_on") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "folio_charge_reversed_once" ON "folio_charge" ("reverses_id") WHERE "reverses_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "folio_charge_default" ("kind" character varying(20) NOT NULL, "sac" character varying(8) NOT NULL, "rate_bp" integer NOT NULL, "unit_price_paise" integer, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_by" character varying(200) NOT NULL, CONSTRAINT "PK_67555791211034e1499356baa4f" PRIMARY KEY ("kind"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "folio_charge" ADD CONSTRAINT "FK_987fe891d71db64d10a9ba19f54" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "folio_charge" ADD CONSTRAINT "FK_5eb994c68c9134372be7497d955" FOREIGN KEY ("reverses_id") REFERENCES "folio_charge"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "folio_charge" DROP CONSTRAINT "FK_5eb994c68c9134372be7497d955"`);
    await queryRunner.query(`ALTER TABLE "folio_charge" DROP CONSTRAINT "FK_987fe891d71db64d10a9ba19f54"`);
    await queryRunner.query(`DROP TABLE "folio_charge_default"`);
    await queryRunner.query(`DROP INDEX "public"."folio_charge_reversed_once"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2b01bff4a36d71e19a8b27f2e8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_987fe891d71db64d10a9ba19f5"`);
    await queryRunner.query(`DROP TABLE "folio_charge"`);
  }
}
