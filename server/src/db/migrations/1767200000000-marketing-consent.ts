import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The forms' "Send me offers and news from {hotel}" box (issue 29, item 3): a ticked box is kept
 * on the booking or enquiry the form made, with its time and the form. Null: not ticked.
 */
export class MarketingConsent1767200000000 implements MigrationInterface {
  name = 'MarketingConsent1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Run in one transaction with earlier migrations that wrote bookings: their deferred checks fire first.
    await queryRunner.query(`SET CONSTRAINTS ALL IMMEDIATE`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "marketing_consent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "marketing_consent_source" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "banquet_event" ADD "marketing_consent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "banquet_event" ADD "marketing_consent_source" character varying(20)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "banquet_event" DROP COLUMN "marketing_consent_source"`);
    await queryRunner.query(`ALTER TABLE "banquet_event" DROP COLUMN "marketing_consent_at"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "marketing_consent_source"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "marketing_consent_at"`);
  }
}
