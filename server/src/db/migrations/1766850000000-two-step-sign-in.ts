import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-step sign-in (issue 27 item 1): a person's TOTP secret, sealed, once set up (or being set
 * up), whether the owner requires it, and the step of the last code taken (no replay); and their
 * one-time recovery codes, as SHA-256 hashes. Nobody has it on at first.
 */
export class TwoStepSignIn1766850000000 implements MigrationInterface {
  name = 'TwoStepSignIn1766850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_two_step" ("admin_id" uuid NOT NULL, "required" boolean NOT NULL DEFAULT false, "sealed_secret" character varying(200), "sealed_pending_secret" character varying(200), "enabled_at" TIMESTAMP WITH TIME ZONE, "last_used_step" integer, CONSTRAINT "admin_two_step_pkey" PRIMARY KEY ("admin_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "admin_recovery_code" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "admin_id" uuid NOT NULL, "code_hash" character varying(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "admin_recovery_code_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "admin_recovery_code_once" ON "admin_recovery_code" ("admin_id", "code_hash")`);
    await queryRunner.query(
      `ALTER TABLE "admin_two_step" ADD CONSTRAINT "admin_two_step_admin_fkey" FOREIGN KEY ("admin_id") REFERENCES "admin"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_recovery_code" ADD CONSTRAINT "admin_recovery_code_admin_fkey" FOREIGN KEY ("admin_id") REFERENCES "admin"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_recovery_code" DROP CONSTRAINT "admin_recovery_code_admin_fkey"`);
    await queryRunner.query(`ALTER TABLE "admin_two_step" DROP CONSTRAINT "admin_two_step_admin_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."admin_recovery_code_once"`);
    await queryRunner.query(`DROP TABLE "admin_recovery_code"`);
    await queryRunner.query(`DROP TABLE "admin_two_step"`);
  }
}
