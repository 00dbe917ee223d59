import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The front desk: room blocks (taking nights through booking lines, under the same exclusion
 * constraint as stays), guest registrations at check-in, desk payments with receipt numbers and
 * reversing entries (the ledger keeps a booking's code and outlives an unpaid booking's deletion),
 * part-paid bookings, where a booking was made and its notes, the audit log, and the document
 * number sequences.
 */
export class FrontDesk1764500000000 implements MigrationInterface {
  name = 'FrontDesk1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "FK_cee78453638dfaf440f1aa63c26"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "payment_amount_not_negative"`);
    await queryRunner.query(
      `CREATE TABLE "room_block" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "room_id" uuid NOT NULL, "starts_on" date NOT NULL, "ends_on" date NOT NULL, "reason" character varying(200) NOT NULL, "created_by" character varying(120) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lifted_at" TIMESTAMP WITH TIME ZONE, "lifted_by" character varying(120), CONSTRAINT "room_block_dates_ordered" CHECK ("ends_on" > "starts_on"), CONSTRAINT "PK_84692a0f3415b0861d667c7b070" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5f11307c1d3ba26837babd3450" ON "room_block"  ("room_id") `);
    await queryRunner.query(
      `CREATE TABLE "guest_registration" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "id_type" character varying(30) NOT NULL, "id_number" character varying(40) NOT NULL, "adults" smallint NOT NULL, "children" smallint NOT NULL, "nationality" character varying(60) NOT NULL, "passport_number" character varying(20), "visa_number" character varying(30), "visa_valid_until" date, "note" text, "recorded_by" character varying(120) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_4cc4f91bddcc8ed305cfbb22276" UNIQUE ("booking_id"), CONSTRAINT "REL_4cc4f91bddcc8ed305cfbb2227" UNIQUE ("booking_id"), CONSTRAINT "guest_registration_party" CHECK ("adults" >= 1 AND "children" >= 0), CONSTRAINT "PK_6a49afd84ba8eb9482130f4402f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_entry" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor" character varying(200) NOT NULL, "action" character varying(40) NOT NULL, "booking_id" uuid, "room_id" uuid, "payment_id" uuid, "detail" text NOT NULL, CONSTRAINT "PK_58a130a4b9da189f46ba2a01801" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9d18bd4a32fc0cd8ff82b12037" ON "audit_entry"  ("at") `);
    await queryRunner.query(`CREATE INDEX "IDX_c37175f3bf8f3131b68bd24e02" ON "audit_entry"  ("booking_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_e6d0db08469e61e413601261c7" ON "audit_entry"  ("room_id") `);
    await queryRunner.query(
      `CREATE TABLE "document_sequence" ("kind" character varying(20) NOT NULL, "financial_year" character varying(7) NOT NULL, "last_number" integer NOT NULL, CONSTRAINT "document_sequence_positive" CHECK ("last_number" > 0), CONSTRAINT "PK_c013e4b28bb03156540fe4a6fde" PRIMARY KEY ("kind", "financial_year"))`,
    );
    await queryRunner.query(`ALTER TABLE "payment" ADD "book_code" character varying(12)`);
    await queryRunner.query(
      `UPDATE "payment" SET "book_code" = "booking"."book_code" FROM "booking" WHERE "booking"."id" = "payment"."booking_id"`,
    );
    await queryRunner.query(`ALTER TABLE "payment" ALTER COLUMN "book_code" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "payment" ADD "receipt_number" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "payment" ADD CONSTRAINT "UQ_e72b1ec9b5edfd8960456d25e5c" UNIQUE ("receipt_number")`);
    await queryRunner.query(`ALTER TABLE "payment" ADD "reference" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "payment" ADD "note" text`);
    await queryRunner.query(`ALTER TABLE "payment" ADD "recorded_by" character varying(120)`);
    await queryRunner.query(`ALTER TABLE "payment" ADD "reverses_payment_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "UQ_6d8436b23655c22224ea0ef066a" UNIQUE ("reverses_payment_id")`,
    );
    await queryRunner.query(`ALTER TABLE "booking" ADD "channel" character varying(20) NOT NULL DEFAULT 'website'`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "notes" text`);
    await queryRunner.query(`ALTER TABLE "booking_line" ADD "room_block_id" uuid`);
    await queryRunner.query(`ALTER TABLE "payment" ALTER COLUMN "booking_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP CONSTRAINT "FK_dc0ed8964cf4402de5ffd5f5e26"`);
    await queryRunner.query(`ALTER TABLE "booking_line" ALTER COLUMN "booking_id" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_5a8e724cc0f7d5fc3719dfd97b" ON "booking_line"  ("room_block_id") `);
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "payment_amount_sign" CHECK ("refunded_paise" >= 0 AND CASE WHEN "status" = 'reversal' THEN "amount_paise" < 0 AND "reverses_payment_id" IS NOT NULL ELSE "amount_paise" >= 0 END)`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_channel_known" CHECK ("channel" IN ('website', 'walk_in', 'phone'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking_line" ADD CONSTRAINT "booking_line_booking_or_block" CHECK (("booking_id" IS NULL) <> ("room_block_id" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "FK_cee78453638dfaf440f1aa63c26" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "room_block" ADD CONSTRAINT "FK_5f11307c1d3ba26837babd34502" FOREIGN KEY ("room_id") REFERENCES "room"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking_line" ADD CONSTRAINT "FK_dc0ed8964cf4402de5ffd5f5e26" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking_line" ADD CONSTRAINT "FK_5a8e724cc0f7d5fc3719dfd97bc" FOREIGN KEY ("room_block_id") REFERENCES "room_block"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "guest_registration" ADD CONSTRAINT "FK_4cc4f91bddcc8ed305cfbb22276" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_payment_status_known"`);
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_payment_status_known" CHECK ("payment_status" IN ('pending', 'paid', 'part_paid', 'failed', 'refunded', 'partially_refunded', 'void'))`,
    );
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_ended_owes_nothing"`);
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_ended_owes_nothing" CHECK ("status" NOT IN ('cancelled', 'expired') OR "payment_status" NOT IN ('pending', 'part_paid', 'failed'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_ended_owes_nothing"`);
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_ended_owes_nothing" CHECK ("status" NOT IN ('cancelled', 'expired') OR "payment_status" NOT IN ('pending', 'failed'))`,
    );
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_payment_status_known"`);
    await queryRunner.query(`UPDATE "booking" SET "payment_status" = 'pending' WHERE "payment_status" = 'part_paid'`);
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_payment_status_known" CHECK ("payment_status" IN ('pending', 'paid', 'failed', 'refunded', 'partially_refunded', 'void'))`,
    );
    await queryRunner.query(`DELETE FROM "payment" WHERE "status" = 'reversal' OR "booking_id" IS NULL`);
    await queryRunner.query(`DELETE FROM "booking_line" WHERE "room_block_id" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "guest_registration" DROP CONSTRAINT "FK_4cc4f91bddcc8ed305cfbb22276"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP CONSTRAINT "FK_5a8e724cc0f7d5fc3719dfd97bc"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP CONSTRAINT "FK_dc0ed8964cf4402de5ffd5f5e26"`);
    await queryRunner.query(`ALTER TABLE "room_block" DROP CONSTRAINT "FK_5f11307c1d3ba26837babd34502"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "FK_cee78453638dfaf440f1aa63c26"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP CONSTRAINT "booking_line_booking_or_block"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_channel_known"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "payment_amount_sign"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5a8e724cc0f7d5fc3719dfd97b"`);
    await queryRunner.query(`ALTER TABLE "booking_line" ALTER COLUMN "booking_id" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "booking_line" ADD CONSTRAINT "FK_dc0ed8964cf4402de5ffd5f5e26" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "payment" ALTER COLUMN "booking_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP COLUMN "room_block_id"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "notes"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "channel"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "UQ_6d8436b23655c22224ea0ef066a"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "reverses_payment_id"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "recorded_by"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "note"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "reference"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "UQ_e72b1ec9b5edfd8960456d25e5c"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "receipt_number"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "book_code"`);
    await queryRunner.query(`DROP TABLE "document_sequence"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e6d0db08469e61e413601261c7"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c37175f3bf8f3131b68bd24e02"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9d18bd4a32fc0cd8ff82b12037"`);
    await queryRunner.query(`DROP TABLE "audit_entry"`);
    await queryRunner.query(`DROP TABLE "guest_registration"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5f11307c1d3ba26837babd3450"`);
    await queryRunner.query(`DROP TABLE "room_block"`);
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "payment_amount_not_negative" CHECK (((amount_paise >= 0) AND (refunded_paise >= 0)))`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "FK_cee78453638dfaf440f1aa63c26" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
