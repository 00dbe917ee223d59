import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cash shifts and the day close (issue 27, items 2 and 3): a desk person's shift (one open per
 * person), each desk entry's shift (payment.shift_id), the closed days that lock their money and
 * nights, the room nights a close posted to their stays' folios, and one row per day's close run
 * (its primary key makes the close run once across instances).
 */
export class ShiftsAndDayClose1766830000000 implements MigrationInterface {
  name = 'ShiftsAndDayClose1766830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Pending deferred triggers of an earlier migration would keep PostgreSQL from altering payment.
    await queryRunner.query(`SET CONSTRAINTS ALL IMMEDIATE`);
    await queryRunner.query(
      `CREATE TABLE "closed_day" ("date" date NOT NULL, "closed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "closed_by" character varying(200) NOT NULL, CONSTRAINT "closed_day_pkey" PRIMARY KEY ("date"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "cash_shift" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "admin_id" uuid NOT NULL, "opened_by" character varying(200) NOT NULL, "opened_at" TIMESTAMP WITH TIME ZONE NOT NULL, "float_paise" integer NOT NULL, "closed_at" TIMESTAMP WITH TIME ZONE, "closed_by" character varying(200), "tally" jsonb, "difference_paise" integer, "close_note" text, CONSTRAINT "cash_shift_float_not_negative" CHECK ("float_paise" >= 0), CONSTRAINT "PK_608dd64098394f6449bc02dd933" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "cash_shift_one_open_per_person" ON "cash_shift" ("admin_id") WHERE "closed_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "posted_night" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "room_id" uuid NOT NULL, "room_name" character varying(100) NOT NULL, "night" date NOT NULL, "amount_paise" integer NOT NULL, "taxable_paise" integer NOT NULL, "cgst_paise" integer NOT NULL, "sgst_paise" integer NOT NULL, "posted_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "posted_night_once" UNIQUE ("booking_id", "room_id", "night"), CONSTRAINT "posted_night_tax_adds_up" CHECK ("taxable_paise" + "cgst_paise" + "sgst_paise" = "amount_paise"), CONSTRAINT "PK_6d3eb63df6a68160505997668f0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6738c46dd9ffaf71ff3da789bd" ON "posted_night" ("night")`);
    await queryRunner.query(
      `CREATE TABLE "day_close_run" ("date" date NOT NULL, "state" character varying(10) NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "started_by" character varying(200) NOT NULL, "closed_at" TIMESTAMP WITH TIME ZONE, "summary" jsonb, CONSTRAINT "day_close_run_pkey" PRIMARY KEY ("date"))`,
    );
    await queryRunner.query(`ALTER TABLE "payment" ADD "shift_id" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_465052ea9590c3deab94610d63" ON "payment" ("shift_id")`);
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "FK_465052ea9590c3deab94610d63f" FOREIGN KEY ("shift_id") REFERENCES "cash_shift"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cash_shift" ADD CONSTRAINT "FK_7c49d626082a78567e294aaa452" FOREIGN KEY ("admin_id") REFERENCES "admin"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "posted_night" ADD CONSTRAINT "FK_694f9f34ce294a3c7021952165d" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "posted_night" DROP CONSTRAINT "FK_694f9f34ce294a3c7021952165d"`);
    await queryRunner.query(`ALTER TABLE "cash_shift" DROP CONSTRAINT "FK_7c49d626082a78567e294aaa452"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "FK_465052ea9590c3deab94610d63f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_465052ea9590c3deab94610d63"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "shift_id"`);
    await queryRunner.query(`DROP TABLE "day_close_run"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6738c46dd9ffaf71ff3da789bd"`);
    await queryRunner.query(`DROP TABLE "posted_night"`);
    await queryRunner.query(`DROP INDEX "public"."cash_shift_one_open_per_person"`);
    await queryRunner.query(`DROP TABLE "cash_shift"`);
    await queryRunner.query(`DROP TABLE "closed_day"`);
  }
}
