import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin sessions that can end: signed-out tokens are remembered (by jti) until they expire, a
 * password change refuses older tokens, and failed sign-ins are counted per email and address.
 */
export class AdminSessions1764300000000 implements MigrationInterface {
  name = 'AdminSessions1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin" ADD "password_changed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE TABLE "admin_revoked_token" ("jti" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_admin_revoked_token" PRIMARY KEY ("jti"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_admin_revoked_token_expires_at" ON "admin_revoked_token" ("expires_at") `);
    await queryRunner.query(`DROP INDEX "IDX_737d6e405585308df765e5519e"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_admin_login_failure_email_ip" ON "admin_login_failure" ("email", "ip", "failed_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_admin_login_failure_email_ip"`);
    await queryRunner.query(`CREATE INDEX "IDX_737d6e405585308df765e5519e" ON "admin_login_failure" ("email", "failed_at") `);
    await queryRunner.query(`DROP TABLE "admin_revoked_token"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "password_changed_at"`);
  }
}
