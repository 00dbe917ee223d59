import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A guest may renew a lapsed hold only HOLD_RENEWALS times and within an hour of its first hold:
 * each booking keeps when it first held its rooms and how many times it was held again. Bookings
 * made before this count from their creation, with no renewal yet.
 */
export class HoldRenewals1766520000000 implements MigrationInterface {
  name = 'HoldRenewals1766520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Run in one transaction after a migration that wrote booking rows, the availability version's
    // deferred triggers (1766100000000) would still be pending, and PostgreSQL refuses to alter a
    // table with pending trigger events: they fire now, and those of this migration's own update too.
    await queryRunner.query(`SET CONSTRAINTS ALL IMMEDIATE`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "first_held_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "hold_renewals" smallint NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_hold_renewals_not_negative" CHECK ("hold_renewals" >= 0)`,
    );
    await queryRunner.query(`UPDATE "booking" SET "first_held_at" = "created_at"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_hold_renewals_not_negative"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "hold_renewals"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "first_held_at"`);
  }
}
