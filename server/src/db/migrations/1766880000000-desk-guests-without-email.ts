import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Walk-in and phone guests without an email (issue 27, item 6): a desk booking and its guest may
 * have no email (NULL, not '': "no address" is not an address, and every reader must decide what
 * to do without one). Website bookings still always carry one (their validation asks for it). An
 * email-less guest is found again by phone, hence the index.
 */
export class DeskGuestsWithoutEmail1766880000000 implements MigrationInterface {
  name = 'DeskGuestsWithoutEmail1766880000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" ALTER COLUMN "user_email" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "guest" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "guest_phone" ON "guest" ("phone")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."guest_phone"`);
    // An address that can never receive mail stands in for the missing one (as the purge does).
    await queryRunner.query(`UPDATE "guest" SET "email" = 'none-' || "id" || '@invalid' WHERE "email" IS NULL`);
    await queryRunner.query(`ALTER TABLE "guest" ALTER COLUMN "email" SET NOT NULL`);
    await queryRunner.query(`UPDATE "booking" SET "user_email" = 'none-' || "id" || '@invalid' WHERE "user_email" IS NULL`);
    await queryRunner.query(`ALTER TABLE "booking" ALTER COLUMN "user_email" SET NOT NULL`);
  }
}
