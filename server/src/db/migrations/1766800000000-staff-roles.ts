import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts (issue 27): every admin has a role, and the admins there were become owners (the
 * spec's single admin is the owner). An invited person has no password until they accept the
 * invite; the invite's one-time token is kept as its SHA-256 only, with its expiry.
 */
export class StaffRoles1766800000000 implements MigrationInterface {
  name = 'StaffRoles1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin" ADD "role" character varying(20) NOT NULL DEFAULT 'owner'`);
    await queryRunner.query(`ALTER TABLE "admin" ALTER COLUMN "role" DROP DEFAULT`);
    await queryRunner.query(
      `ALTER TABLE "admin" ADD CONSTRAINT "admin_role_known" CHECK ("role" IN ('owner', 'manager', 'front_desk', 'accountant', 'housekeeping'))`,
    );
    await queryRunner.query(`ALTER TABLE "admin" ALTER COLUMN "password_hash" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "invite_token_hash" character varying(64)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "admin_invite_token_hash" ON "admin" ("invite_token_hash")`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "invite_expires_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "invite_expires_at"`);
    await queryRunner.query(`DROP INDEX "admin_invite_token_hash"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "invite_token_hash"`);
    await queryRunner.query(`DELETE FROM "admin" WHERE "password_hash" IS NULL`);
    await queryRunner.query(`ALTER TABLE "admin" ALTER COLUMN "password_hash" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "admin" DROP CONSTRAINT "admin_role_known"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "role"`);
  }
}
