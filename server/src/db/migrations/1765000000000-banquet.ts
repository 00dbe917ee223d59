import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The banquet hall: halls, their sessions, menu packages, the terms (one row, with the defaults)
 * and events, with at most one on-hold or confirmed event per hall, date and session.
 */
export class Banquet1765000000000 implements MigrationInterface {
  name = 'Banquet1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "hall_session" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "hall_id" uuid NOT NULL, "name" character varying(40) NOT NULL, "starts_at" character varying(5) NOT NULL, "ends_at" character varying(5) NOT NULL, "rent_paise" integer NOT NULL, "is_active" boolean NOT NULL DEFAULT true, CONSTRAINT "hall_session_rent_not_negative" CHECK ("rent_paise" >= 0), CONSTRAINT "hall_session_times_shape" CHECK ("starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "ends_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'), CONSTRAINT "PK_819e18eb16abd9aabbc4025b4ee" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "hall_session_name_per_hall" ON "hall_session" ("hall_id", "name")`);
    await queryRunner.query(
      `CREATE TABLE "hall" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "description" text NOT NULL DEFAULT '', "photo_urls" text array NOT NULL DEFAULT '{}', "seated_capacity" integer NOT NULL, "floating_capacity" integer NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "hall_capacity_positive" CHECK ("seated_capacity" > 0 AND "floating_capacity" >= "seated_capacity"), CONSTRAINT "PK_4b7ec43f24e82084474569abec5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "menu_package" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(80) NOT NULL, "diet" character varying(8) NOT NULL, "price_per_plate_paise" integer NOT NULL, "min_plates" integer NOT NULL, "dishes" text array NOT NULL DEFAULT '{}', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "menu_package_money" CHECK ("price_per_plate_paise" > 0 AND "min_plates" > 0), CONSTRAINT "menu_package_diet_known" CHECK ("diet" IN ('veg', 'non_veg')), CONSTRAINT "PK_502a21c989f15528a6c025f1d4b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "banquet_terms" ("id" smallint NOT NULL, "advance_percent" smallint NOT NULL, "milestones" jsonb NOT NULL, "guarantee_cutoff_days" smallint NOT NULL, "hold_hours" smallint NOT NULL, "cancellation_scale" jsonb NOT NULL, "hall_gst_bp" smallint NOT NULL, "catering_gst_bp" smallint NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "banquet_terms_gst" CHECK ("hall_gst_bp" BETWEEN 0 AND 2800 AND "catering_gst_bp" BETWEEN 0 AND 2800), CONSTRAINT "banquet_terms_days" CHECK ("guarantee_cutoff_days" BETWEEN 0 AND 60 AND "hold_hours" BETWEEN 1 AND 720), CONSTRAINT "banquet_terms_advance" CHECK ("advance_percent" BETWEEN 1 AND 100), CONSTRAINT "banquet_terms_single_row" CHECK ("id" = 1), CONSTRAINT "PK_051b1776a6b99ec58816e50e1c8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "banquet_event" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "reference" character varying(12) NOT NULL, "status" character varying(12) NOT NULL, "hold_expires_at" TIMESTAMP WITH TIME ZONE, "hall_id" uuid NOT NULL, "session_id" uuid NOT NULL, "event_date" date NOT NULL, "occasion" character varying(60) NOT NULL, "expected_guests" integer NOT NULL, "guaranteed_plates" integer, "final_plates" integer, "menu_package_id" uuid, "host_name" character varying(120) NOT NULL, "host_phone" character varying(20) NOT NULL, "host_email" character varying(254) NOT NULL, "notes" text, "dietary_notes" text, "setup_notes" text, "decoration_notes" text, "sound_notes" text, "lines" jsonb NOT NULL, "terms" jsonb NOT NULL, "total_paise" integer NOT NULL, "closing_reason" character varying(300), "confirmed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a0d50b4dabc851cb18e62ff748f" UNIQUE ("reference"), CONSTRAINT "banquet_event_total_not_negative" CHECK ("total_paise" >= 0), CONSTRAINT "banquet_event_counts" CHECK ("expected_guests" > 0 AND ("guaranteed_plates" IS NULL OR "guaranteed_plates" > 0) AND ("final_plates" IS NULL OR "final_plates" >= 0)), CONSTRAINT "banquet_event_hold_has_expiry" CHECK (("status" = 'on_hold') = ("hold_expires_at" IS NOT NULL)), CONSTRAINT "banquet_event_status_known" CHECK ("status" IN ('new', 'quoted', 'on_hold', 'confirmed', 'completed', 'cancelled', 'lost')), CONSTRAINT "PK_71f2b5d3942d95ec84bbda4209c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "banquet_event_by_date" ON "banquet_event" ("event_date")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "banquet_event_one_per_slot" ON "banquet_event" ("hall_id", "event_date", "session_id") WHERE "status" IN ('on_hold', 'confirmed')`,
    );
    await queryRunner.query(
      `ALTER TABLE "hall_session" ADD CONSTRAINT "FK_9924acb702b14350443fadbb9bd" FOREIGN KEY ("hall_id") REFERENCES "hall"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "banquet_event" ADD CONSTRAINT "FK_e8b1e0a2fad38d1117a530af6f3" FOREIGN KEY ("hall_id") REFERENCES "hall"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "banquet_event" ADD CONSTRAINT "FK_223283b5f70809e44f25617c169" FOREIGN KEY ("session_id") REFERENCES "hall_session"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "banquet_event" ADD CONSTRAINT "FK_b3deeecf7ee13e271409fba645a" FOREIGN KEY ("menu_package_id") REFERENCES "menu_package"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    // The terms every hotel starts with (the owner edits them on the admin Banquet page).
    await queryRunner.query(
      `INSERT INTO "banquet_terms" ("id", "advance_percent", "milestones", "guarantee_cutoff_days", "hold_hours", "cancellation_scale", "hall_gst_bp", "catering_gst_bp") VALUES (1, 25, $1, 7, 72, $2, 1800, 500)`,
      [
        JSON.stringify([
          { label: 'Second payment', percent: 50, daysBefore: 30 },
          { label: 'Balance before the event', percent: 25, daysBefore: 7 },
        ]),
        JSON.stringify([
          { minDaysBefore: 90, refundPercent: 90 },
          { minDaysBefore: 30, refundPercent: 50 },
          { minDaysBefore: 0, refundPercent: 0 },
        ]),
      ],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "banquet_event" DROP CONSTRAINT "FK_b3deeecf7ee13e271409fba645a"`);
    await queryRunner.query(`ALTER TABLE "banquet_event" DROP CONSTRAINT "FK_223283b5f70809e44f25617c169"`);
    await queryRunner.query(`ALTER TABLE "banquet_event" DROP CONSTRAINT "FK_e8b1e0a2fad38d1117a530af6f3"`);
    await queryRunner.query(`ALTER TABLE "hall_session" DROP CONSTRAINT "FK_9924acb702b14350443fadbb9bd"`);
    await queryRunner.query(`DROP INDEX "public"."banquet_event_one_per_slot"`);
    await queryRunner.query(`DROP INDEX "public"."banquet_event_by_date"`);
    await queryRunner.query(`DROP TABLE "banquet_event"`);
    await queryRunner.query(`DROP TABLE "banquet_terms"`);
    await queryRunner.query(`DROP TABLE "menu_package"`);
    await queryRunner.query(`DROP TABLE "hall"`);
    await queryRunner.query(`DROP INDEX "public"."hall_session_name_per_hall"`);
    await queryRunner.query(`DROP TABLE "hall_session"`);
  }
}
