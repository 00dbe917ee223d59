import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A banquet event's money goes through the same ledger, refunds and tax documents as a stay's:
 * each row is of a booking or of an event.
 */
export class EventMoney1765050000000 implements MigrationInterface {
  name = 'EventMoney1765050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment" ADD "event_id" uuid`);
    await queryRunner.query(`ALTER TABLE "refund" ADD "event_id" uuid`);
    await queryRunner.query(`ALTER TABLE "tax_document" ADD "event_id" uuid`);
    await queryRunner.query(`ALTER TABLE "refund" ALTER COLUMN "booking_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "tax_document" ALTER COLUMN "booking_id" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_7e4a9d66fdf160a9fb9d236150" ON "payment" ("event_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_c95be2bade2c00df8dda9262a4" ON "refund" ("event_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_5e03755c97b96978999bb8d5e0" ON "tax_document" ("event_id")`);
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "payment_of_booking_or_event" CHECK ("booking_id" IS NULL OR "event_id" IS NULL)`,
    );
    await queryRunner.query(
      `ALTER TABLE "refund" ADD CONSTRAINT "refund_of_booking_or_event" CHECK (("booking_id" IS NULL) <> ("event_id" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "tax_document" ADD CONSTRAINT "tax_document_of_booking_or_event" CHECK (("booking_id" IS NULL) <> ("event_id" IS NULL))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tax_document" DROP CONSTRAINT "tax_document_of_booking_or_event"`);
    await queryRunner.query(`ALTER TABLE "refund" DROP CONSTRAINT "refund_of_booking_or_event"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "payment_of_booking_or_event"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5e03755c97b96978999bb8d5e0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c95be2bade2c00df8dda9262a4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7e4a9d66fdf160a9fb9d236150"`);
    await queryRunner.query(`ALTER TABLE "tax_document" ALTER COLUMN "booking_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "refund" ALTER COLUMN "booking_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "tax_document" DROP COLUMN "event_id"`);
    await queryRunner.query(`ALTER TABLE "refund" DROP COLUMN "event_id"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "event_id"`);
  }
}
