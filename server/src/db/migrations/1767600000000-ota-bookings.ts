import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OTA stays made bookings at the desk (issue 30): a booking's channel may now be an OTA (the
 * OtaChannel values), and such a booking keeps the OTA's reference and commission. What the OTA
 * collected is a ledger entry (provider and method "ota"), which needs no change of `payment`.
 */
export class OtaBookings1767600000000 implements MigrationInterface {
  name = 'OtaBookings1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Deferred checks of bookings written earlier in this transaction (a migration test) run first:
    // PostgreSQL refuses to alter a table with pending trigger events.
    await queryRunner.query('SET CONSTRAINTS ALL IMMEDIATE');
    await queryRunner.query(`ALTER TABLE "booking" ADD "ota_reference" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "ota_commission_bp" integer`);
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_channel_known"`);
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_channel_known" CHECK ("channel" IN ('website', 'walk_in', 'phone', 'booking_com', 'airbnb', 'makemytrip', 'agoda', 'other'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_ota_commission_in_range" CHECK ("ota_commission_bp" IS NULL OR "ota_commission_bp" BETWEEN 0 AND 10000)`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_ota_sale_with_ota_channel" CHECK (("channel" IN ('booking_com', 'airbnb', 'makemytrip', 'agoda', 'other')) = ("ota_reference" IS NOT NULL AND "ota_commission_bp" IS NOT NULL))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SET CONSTRAINTS ALL IMMEDIATE');
    // Bookings made of OTA stays read as walk-ins once the OTA channels are gone.
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_ota_sale_with_ota_channel"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_ota_commission_in_range"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_channel_known"`);
    await queryRunner.query(`UPDATE "booking" SET "channel" = 'walk_in' WHERE "channel" NOT IN ('website', 'walk_in', 'phone')`);
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_channel_known" CHECK ("channel" IN ('website', 'walk_in', 'phone'))`,
    );
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "ota_commission_bp"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "ota_reference"`);
  }
}
