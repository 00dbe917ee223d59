import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The booking lifecycle's states and a payment status that never contradicts them: a booking
 * that ended without money (cancelled, expired) owes nothing (`void`) instead of staying
 * `pending` for ever. The database refuses unknown states and contradicting pairs.
 */
export class BookingLifecycle1764000000000 implements MigrationInterface {
  name = 'BookingLifecycle1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "booking" SET "payment_status" = 'void' WHERE "status" IN ('cancelled', 'expired') AND "payment_status" IN ('pending', 'failed')`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_status_known" CHECK ("status" IN ('held', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'expired', 'no_show'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_payment_status_known" CHECK ("payment_status" IN ('pending', 'paid', 'failed', 'refunded', 'partially_refunded', 'void'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_ended_owes_nothing" CHECK ("status" NOT IN ('cancelled', 'expired') OR "payment_status" NOT IN ('pending', 'failed'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_void_only_when_ended" CHECK ("payment_status" <> 'void' OR "status" IN ('cancelled', 'expired'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_void_only_when_ended"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_ended_owes_nothing"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_payment_status_known"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_status_known"`);
    await queryRunner.query(`UPDATE "booking" SET "payment_status" = 'pending' WHERE "payment_status" = 'void'`);
  }
}
