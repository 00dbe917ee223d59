import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hotel's first schema. The exclusion constraint `booking_line_no_overlap` (btree_gist) is
 * what makes a double booking impossible: two lines that block one room cannot share a night.
 */
export class Initial1763740800000 implements MigrationInterface {
  name = 'Initial1763740800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(
      `CREATE TABLE "admin" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "name" character varying(120) NOT NULL, "password_hash" character varying(200) NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "last_login_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_de87485f6489f5d0995f5841952" UNIQUE ("email"), CONSTRAINT "PK_e032310bcef831fb83101899b10" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "admin_login_failure" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "ip" character varying(64) NOT NULL, "failed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c8b85e862524763cd1491039a43" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_38b296893aa0e427cd0a2c98a6" ON "admin_login_failure" ("ip", "failed_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_737d6e405585308df765e5519e" ON "admin_login_failure" ("email", "failed_at") `);
    await queryRunner.query(
      `CREATE TABLE "room" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "description" text NOT NULL, "type" character varying(40) NOT NULL, "max_count" smallint NOT NULL, "rent_per_day_paise" integer NOT NULL, "is_available" boolean NOT NULL DEFAULT true, "image_urls" text array NOT NULL DEFAULT '{}', "amenities" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "room_max_count_range" CHECK ("max_count" BETWEEN 1 AND 10), CONSTRAINT "room_rent_not_negative" CHECK ("rent_per_day_paise" >= 0), CONSTRAINT "PK_c6d46db005d623e691b2fbcba23" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "guest" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(120) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(10) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "address_street" character varying(200), "address_street2" character varying(200), "address_city" character varying(100), "address_state" character varying(100), "address_zip" character varying(20), "address_country" character varying(100), CONSTRAINT "UQ_06f7a4d24efa523651c38fa35e9" UNIQUE ("email"), CONSTRAINT "PK_57689d19445de01737dbc458857" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "booking" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "book_code" character varying(12) NOT NULL, "guest_id" uuid, "user_email" character varying(254) NOT NULL, "user_name" character varying(120) NOT NULL, "user_phone" character varying(10) NOT NULL, "check_in" date NOT NULL, "check_out" date NOT NULL, "nights" smallint NOT NULL, "total_paise" integer NOT NULL, "status" character varying(20) NOT NULL, "payment_status" character varying(20) NOT NULL DEFAULT 'pending', "payment_method" character varying(20), "hold_expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_2d413a58ccfaff78dd523f17721" UNIQUE ("book_code"), CONSTRAINT "booking_held_has_expiry" CHECK ("status" <> 'held' OR "hold_expires_at" IS NOT NULL), CONSTRAINT "booking_dates_ordered" CHECK ("check_out" > "check_in"), CONSTRAINT "booking_nights_positive" CHECK ("nights" >= 1), CONSTRAINT "booking_total_not_negative" CHECK ("total_paise" >= 0), CONSTRAINT "PK_49171efc69702ed84c812f33540" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0b6693fccd6c51a9fa0d3d8e67" ON "booking" ("guest_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_d64d028cd19e550d2ea2c2dc7d" ON "booking" ("check_in") `);
    await queryRunner.query(`CREATE INDEX "IDX_83dda68f1025a4b14250ca017c" ON "booking" ("status") `);
    await queryRunner.query(
      `CREATE TABLE "booking_pax" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "line_id" uuid NOT NULL, "name" character varying(120) NOT NULL, "adult_status" character varying(10) NOT NULL, "gender" character varying(10) NOT NULL, "age" smallint NOT NULL, CONSTRAINT "PK_019e666a71cd10303c234c6d009" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_66b04d1fdcbd7f62840cca78ff" ON "booking_pax" ("line_id") `);
    await queryRunner.query(
      `CREATE TABLE "booking_line" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "room_id" uuid NOT NULL, "room_type" character varying(40) NOT NULL, "room_name" character varying(100) NOT NULL, "rate_paise" integer NOT NULL, "amount_paise" integer NOT NULL, "check_in" date NOT NULL, "check_out" date NOT NULL, "blocks_room" boolean NOT NULL, CONSTRAINT "booking_line_amount_not_negative" CHECK ("amount_paise" >= 0 AND "rate_paise" >= 0), CONSTRAINT "booking_line_no_overlap" EXCLUDE USING gist ("room_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&) WHERE ("blocks_room"), CONSTRAINT "PK_cee863b4a5ef18491f43eeabe38" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_dc0ed8964cf4402de5ffd5f5e2" ON "booking_line" ("booking_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5d22492001075e36b49f849e80" ON "booking_line" ("room_id") `);
    await queryRunner.query(
      `CREATE TABLE "contact_message" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(120) NOT NULL, "email" character varying(254) NOT NULL, "subject" character varying(200), "message" text NOT NULL, "inquiry_type" character varying(20) NOT NULL DEFAULT 'general', "source" character varying(20) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1476ca9a6265a586f618ea918fd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "payment" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "provider" character varying(20) NOT NULL, "method" character varying(20), "status" character varying(20) NOT NULL, "amount_paise" integer NOT NULL, "currency" character(3) NOT NULL DEFAULT 'INR', "razorpay_order_id" character varying(64), "razorpay_payment_id" character varying(64), "razorpay_signature" character varying(128), "refunded_paise" integer NOT NULL DEFAULT '0', "failure_reason" text, "paid_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a9eceba48e03ea734a3204e9e29" UNIQUE ("razorpay_order_id"), CONSTRAINT "UQ_268527cc896c1d19ef0647ded81" UNIQUE ("razorpay_payment_id"), CONSTRAINT "payment_amount_not_negative" CHECK ("amount_paise" >= 0 AND "refunded_paise" >= 0), CONSTRAINT "PK_fcaec7df5adf9cac408c686b2ab" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cee78453638dfaf440f1aa63c2" ON "payment" ("booking_id") `);
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "FK_0b6693fccd6c51a9fa0d3d8e675" FOREIGN KEY ("guest_id") REFERENCES "guest"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking_pax" ADD CONSTRAINT "FK_66b04d1fdcbd7f62840cca78ffe" FOREIGN KEY ("line_id") REFERENCES "booking_line"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking_line" ADD CONSTRAINT "FK_dc0ed8964cf4402de5ffd5f5e26" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking_line" ADD CONSTRAINT "FK_5d22492001075e36b49f849e801" FOREIGN KEY ("room_id") REFERENCES "room"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "FK_cee78453638dfaf440f1aa63c26" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "FK_cee78453638dfaf440f1aa63c26"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP CONSTRAINT "FK_5d22492001075e36b49f849e801"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP CONSTRAINT "FK_dc0ed8964cf4402de5ffd5f5e26"`);
    await queryRunner.query(`ALTER TABLE "booking_pax" DROP CONSTRAINT "FK_66b04d1fdcbd7f62840cca78ffe"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "FK_0b6693fccd6c51a9fa0d3d8e675"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cee78453638dfaf440f1aa63c2"`);
    await queryRunner.query(`DROP TABLE "payment"`);
    await queryRunner.query(`DROP TABLE "contact_message"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5d22492001075e36b49f849e80"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dc0ed8964cf4402de5ffd5f5e2"`);
    await queryRunner.query(`DROP TABLE "booking_line"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_66b04d1fdcbd7f62840cca78ff"`);
    await queryRunner.query(`DROP TABLE "booking_pax"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_83dda68f1025a4b14250ca017c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d64d028cd19e550d2ea2c2dc7d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0b6693fccd6c51a9fa0d3d8e67"`);
    await queryRunner.query(`DROP TABLE "booking"`);
    await queryRunner.query(`DROP TABLE "guest"`);
    await queryRunner.query(`DROP TABLE "room"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_737d6e405585308df765e5519e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_38b296893aa0e427cd0a2c98a6"`);
    await queryRunner.query(`DROP TABLE "admin_login_failure"`);
    await queryRunner.query(`DROP TABLE "admin"`);
  }
}
