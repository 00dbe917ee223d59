import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rates and GST: the owner's rate rules (weekday rents, dated seasons with a minimum stay), each
 * booked night's rent and GST on its line, the business a B2B invoice is made out to, the hotel's
 * legal identity, and tax documents (invoices, credit notes, receipt and refund vouchers), which a
 * trigger keeps from ever being edited or deleted.
 */
export class RatesAndGst1764600000000 implements MigrationInterface {
  name = 'RatesAndGst1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rate_rule" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" character varying(10) NOT NULL, "room_id" uuid, "room_type" character varying(40), "weekday" smallint, "name" character varying(60), "starts_on" date, "ends_on" date, "min_stay" smallint, "rent_paise" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "rate_rule_season_shape" CHECK ("kind" <> 'season' OR ("weekday" IS NULL AND "name" IS NOT NULL AND "ends_on" >= "starts_on" AND "min_stay" >= 1)), CONSTRAINT "rate_rule_weekday_shape" CHECK ("kind" <> 'weekday' OR ("weekday" BETWEEN 0 AND 6 AND "starts_on" IS NULL AND "ends_on" IS NULL AND "min_stay" IS NULL)), CONSTRAINT "rate_rule_rent_not_negative" CHECK ("rent_paise" >= 0), CONSTRAINT "rate_rule_kind_known" CHECK ("kind" IN ('weekday', 'season')), CONSTRAINT "rate_rule_one_scope" CHECK (("room_id" IS NULL) <> ("room_type" IS NULL)), CONSTRAINT "rate_rule_type_seasons_apart" EXCLUDE USING gist ("room_type" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&) WHERE ("kind" = 'season' AND "room_type" IS NOT NULL), CONSTRAINT "rate_rule_room_seasons_apart" EXCLUDE USING gist ("room_id" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&) WHERE ("kind" = 'season' AND "room_id" IS NOT NULL), CONSTRAINT "PK_43840afe0cba283933a74c0675e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_562aa7ac95b46882a64c3239b5" ON "rate_rule"  ("room_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "rate_rule_type_weekday" ON "rate_rule"  ("room_type", "weekday") WHERE "kind" = 'weekday' AND "room_type" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "rate_rule_room_weekday" ON "rate_rule"  ("room_id", "weekday") WHERE "kind" = 'weekday' AND "room_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "hotel_settings" ("id" smallint NOT NULL, "legal_name" character varying(120) NOT NULL, "trade_name" character varying(120) NOT NULL, "address" character varying(300) NOT NULL, "pincode" character varying(10) NOT NULL, "state_code" character(2) NOT NULL, "gstin" character varying(15) NOT NULL, "invoice_prefix" character varying(4) NOT NULL, "signatory" character varying(120) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "hotel_settings_gstin_state" CHECK (left("gstin", 2) = "state_code"), CONSTRAINT "hotel_settings_state_code_shape" CHECK ("state_code" ~ '^[0-9]{2}$'), CONSTRAINT "hotel_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_dd56a4659d1f82b8bbb4e648d27" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "tax_document" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" character varying(20) NOT NULL, "number" character varying(16) NOT NULL, "financial_year" character varying(7) NOT NULL, "issue_date" date NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "booking_id" uuid NOT NULL, "book_code" character varying(12) NOT NULL, "payment_id" uuid, "refund_id" uuid, "original_document_id" uuid, "reason" character varying(200), "supplier" jsonb NOT NULL, "recipient" jsonb NOT NULL, "lines" jsonb NOT NULL, "place_of_supply" character varying(80) NOT NULL, "taxable_paise" integer NOT NULL, "cgst_paise" integer NOT NULL, "sgst_paise" integer NOT NULL, "total_paise" integer NOT NULL, CONSTRAINT "UQ_958ad3dd3cd8e0a6e938cd18450" UNIQUE ("number"), CONSTRAINT "tax_document_not_negative" CHECK ("taxable_paise" >= 0 AND "cgst_paise" >= 0 AND "sgst_paise" >= 0), CONSTRAINT "tax_document_adds_up" CHECK ("taxable_paise" + "cgst_paise" + "sgst_paise" = "total_paise"), CONSTRAINT "tax_document_number_shape" CHECK ("number" ~ '^[A-Za-z0-9/-]{1,16}$'), CONSTRAINT "tax_document_kind_known" CHECK ("kind" IN ('invoice', 'credit_note', 'receipt_voucher', 'refund_voucher')), CONSTRAINT "PK_c3a0dda8a5333fa885f745e7fff" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_209f289c1e6f0b8551c7a8564a" ON "tax_document"  ("issue_date") `);
    await queryRunner.query(`CREATE INDEX "IDX_b5539729c1daeaea5fe40e00a8" ON "tax_document"  ("booking_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "tax_document_one_refund_document" ON "tax_document"  ("refund_id", "kind") WHERE "refund_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "tax_document_one_voucher_per_payment" ON "tax_document"  ("payment_id") WHERE "kind" = 'receipt_voucher'`,
    );
    await queryRunner.query(`ALTER TABLE "booking" ADD "rates_include_gst" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "business_name" character varying(120)`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "business_gstin" character varying(15)`);
    await queryRunner.query(`ALTER TABLE "booking_line" ADD "taxable_paise" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "booking_line" ADD "cgst_paise" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "booking_line" ADD "sgst_paise" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "booking_line" ADD "night_prices" jsonb NOT NULL DEFAULT '[]'`);

    // Lines booked before rates and GST: each night cost the line's rent, which the guest paid
    // GST included (5% up to Rs 7,875 a night, 18% above: the slabs since 22 Sep 2025).
    await queryRunner.query(`
      WITH priced AS (
        SELECT id, rate_paise AS rent, CASE WHEN rate_paise <= 787500 THEN 500 ELSE 1800 END AS rate_bp
        FROM booking_line WHERE booking_id IS NOT NULL
      ), halves AS (
        SELECT id, rent, rate_bp, round(rent * (rate_bp / 2)::numeric / (10000 + rate_bp))::int AS half FROM priced
      )
      UPDATE booking_line l SET
        night_prices = (
          SELECT coalesce(jsonb_agg(jsonb_build_object(
            'date', to_char(night, 'YYYY-MM-DD'), 'rentPaise', h.rent, 'source', 'base', 'seasonName', NULL,
            'chargedPaise', h.rent, 'taxablePaise', h.rent - 2 * h.half, 'rateBp', h.rate_bp,
            'cgstPaise', h.half, 'sgstPaise', h.half) ORDER BY night), '[]'::jsonb)
          FROM generate_series(l.check_in::timestamp, l.check_out::timestamp - interval '1 day', interval '1 day') AS night),
        cgst_paise = h.half * (l.check_out - l.check_in),
        sgst_paise = h.half * (l.check_out - l.check_in),
        taxable_paise = l.amount_paise - 2 * h.half * (l.check_out - l.check_in)
      FROM halves h WHERE h.id = l.id`);
    await queryRunner.query(`UPDATE booking_line SET taxable_paise = amount_paise WHERE booking_id IS NULL`);
    await queryRunner.query(
      `ALTER TABLE "booking_line" ADD CONSTRAINT "booking_line_tax_adds_up" CHECK ("taxable_paise" + "cgst_paise" + "sgst_paise" = "amount_paise")`,
    );
    await queryRunner.query(`
      CREATE FUNCTION tax_document_never_edited() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'An issued tax document is never edited or deleted: issue a credit note instead';
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER tax_document_never_edited BEFORE UPDATE OR DELETE ON "tax_document" FOR EACH ROW EXECUTE FUNCTION tax_document_never_edited()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER tax_document_never_edited ON "tax_document"`);
    await queryRunner.query(`DROP FUNCTION tax_document_never_edited()`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP CONSTRAINT "booking_line_tax_adds_up"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP COLUMN "night_prices"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP COLUMN "sgst_paise"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP COLUMN "cgst_paise"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP COLUMN "taxable_paise"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "business_gstin"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "business_name"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "rates_include_gst"`);
    await queryRunner.query(`DROP TABLE "rate_rule"`);
    await queryRunner.query(`DROP TABLE "hotel_settings"`);
    await queryRunner.query(`DROP TABLE "tax_document"`);
  }
}
