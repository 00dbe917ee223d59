import { MigrationInterface, QueryRunner } from 'typeorm';

/** Pay part now (ADVANCE_PERCENT): a booking's order may ask for the advance, not the total. */
export class AdvancePayment1764800000000 implements MigrationInterface {
  name = 'AdvancePayment1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" ADD "order_amount_paise" integer`);
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_order_amount_positive" CHECK ("order_amount_paise" IS NULL OR "order_amount_paise" > 0)`,
    );
    // Orders made before this asked for the total.
    await queryRunner.query(
      `UPDATE "booking" SET "order_amount_paise" = "total_paise" WHERE "razorpay_order_id" IS NOT NULL AND "total_paise" > 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_order_amount_positive"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "order_amount_paise"`);
  }
}
