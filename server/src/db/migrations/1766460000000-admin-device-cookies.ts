import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OWASP's device cookies for admin sign-in (docs/admin-sign-in.md): a failed sign-in remembers
 * the nonce of the device cookie it came with (null for an untrusted client), and a device cookie
 * that used up its budget is locked out by its nonce.
 */
export class AdminDeviceCookies1766460000000 implements MigrationInterface {
  name = 'AdminDeviceCookies1766460000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_login_failure" ADD "device" character varying(32)`);
    await queryRunner.query(`CREATE INDEX "IDX_admin_login_failure_device" ON "admin_login_failure" ("device", "failed_at") `);
    await queryRunner.query(
      `CREATE TABLE "admin_device_lockout" ("nonce" character varying(32) NOT NULL, "email" character varying(254) NOT NULL, "locked_until" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_admin_device_lockout" PRIMARY KEY ("nonce"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_admin_device_lockout_locked_until" ON "admin_device_lockout" ("locked_until") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "admin_device_lockout"`);
    await queryRunner.query(`DROP INDEX "IDX_admin_login_failure_device"`);
    await queryRunner.query(`ALTER TABLE "admin_login_failure" DROP COLUMN "device"`);
  }
}
