import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guests' data stays theirs: a booking remembers the client's idempotency key of the request that
 * made it (a repeat with that key, and nothing else, gets the same booking), and the daily purge
 * remembers in `job_run` when it last ran, so that it runs once a day across every app instance.
 */
export class GuestPrivacy1764200000000 implements MigrationInterface {
  name = 'GuestPrivacy1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" ADD "idempotency_key" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "booking" ADD CONSTRAINT "UQ_013de017ab5fbca7dcd7e2f8324" UNIQUE ("idempotency_key")`);
    await queryRunner.query(
      `CREATE TABLE "job_run" ("name" character varying(40) NOT NULL, "last_run_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_a72b11a6ed99e4f8554c29addef" PRIMARY KEY ("name"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "job_run"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "UQ_013de017ab5fbca7dcd7e2f8324"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "idempotency_key"`);
  }
}
