import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a guest booked in (issue 31): `hi` for a booking made on the Hindi pages, so that
 * its mails and documents are written in Hindi. Every booking made before is English.
 */
export class BookingLanguage1767800000000 implements MigrationInterface {
  name = 'BookingLanguage1767800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" ADD "language" character varying(2) NOT NULL DEFAULT 'en'`);
    await queryRunner.query(`ALTER TABLE "booking" ADD CONSTRAINT "booking_language_known" CHECK ("language" IN ('en', 'hi'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_language_known"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "language"`);
  }
}
