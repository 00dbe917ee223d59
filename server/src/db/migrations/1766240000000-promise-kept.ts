import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pay-at-hotel promise is closed once its booking owes nothing: a new status, `fulfilled`. The
 * ledger's statuses become a known list, checked by the database, and only a promise (method cod)
 * can be fulfilled. Promises made before this whose booking already owes nothing (the desk took
 * the money) are fulfilled now; the balance is worked out as BookingMoneyService does: the total,
 * less money received that matched its order (reversals taking theirs out), plus what was refunded
 * of it, less goodwill. Promises of cancelled, expired or no-show bookings are left as they are.
 */
export class PromiseKept1766240000000 implements MigrationInterface {
  name = 'PromiseKept1766240000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "payment_status_known" CHECK ("status" IN ('created', 'pending', 'paid', 'failed', 'refunded', 'partially_refunded', 'cancelled', 'reversal', 'fulfilled'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "payment_fulfilled_is_promise" CHECK ("status" <> 'fulfilled' OR "method" = 'cod')`,
    );
    await queryRunner.query(`
      UPDATE "payment" AS "promise" SET "status" = 'fulfilled', "updated_at" = now()
      FROM "booking" AS "b"
      WHERE "promise"."booking_id" = "b"."id" AND "promise"."status" = 'pending' AND "promise"."method" = 'cod'
        AND "b"."status" NOT IN ('cancelled', 'expired', 'no_show')
        AND "b"."total_paise"
          - coalesce((SELECT sum("p"."amount_paise") FROM "payment" "p" WHERE "p"."booking_id" = "b"."id"
              AND "p"."status" IN ('paid', 'refunded', 'partially_refunded', 'reversal') AND "p"."mismatch_reason" IS NULL), 0)
          + coalesce((SELECT sum("r"."amount_paise") FROM "refund" "r" JOIN "payment" "p" ON "p"."id" = "r"."payment_id"
              WHERE "r"."booking_id" = "b"."id" AND "p"."mismatch_reason" IS NULL), 0)
          - coalesce((SELECT sum("r"."amount_paise") FROM "refund" "r" WHERE "r"."booking_id" = "b"."id" AND "r"."reason" = 'goodwill'), 0)
          <= 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "payment" SET "status" = 'pending' WHERE "status" = 'fulfilled'`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "payment_fulfilled_is_promise"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "payment_status_known"`);
  }
}
