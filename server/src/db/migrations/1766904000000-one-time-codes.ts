import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Forgot your booking code?" (issue 28): the one-time codes sent by SMS to a guest's number, kept
 * as HMACs only, each with its expiry, its wrong tries and when it ended.
 */
export class OneTimeCodes1766904000000 implements MigrationInterface {
  name = 'OneTimeCodes1766904000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "one_time_code" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "phone" character varying(20) NOT NULL, "code_hash" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "wrong_tries" smallint NOT NULL DEFAULT '0', "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "one_time_code_wrong_tries" CHECK ("wrong_tries" >= 0), CONSTRAINT "one_time_code_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "one_time_code_phone" ON "one_time_code" ("phone", "created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "one_time_code"`);
  }
}
