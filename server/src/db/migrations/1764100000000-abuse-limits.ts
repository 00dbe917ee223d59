import { MigrationInterface, QueryRunner } from 'typeorm';

/** Fixed-window counters for the abuse limits (booking requests per client address). */
export class AbuseLimits1764100000000 implements MigrationInterface {
  name = 'AbuseLimits1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "abuse_counter" ("key" character varying(200) NOT NULL, "window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "count" integer NOT NULL, CONSTRAINT "abuse_counter_count_positive" CHECK ("count" >= 1), CONSTRAINT "abuse_counter_pkey" PRIMARY KEY ("key", "window_start"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "abuse_counter"`);
  }
}
