import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Google free booking links (issue 30, item 6): the secret in the addresses of the hotel's Hotel
 * List Feed and price feed. One row, written on first read; "Make new links" replaces it.
 */
export class GoogleFeedToken1767400000000 implements MigrationInterface {
  name = 'GoogleFeedToken1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "google_feed_token" ("id" smallint NOT NULL, "token" character varying(64) NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "google_feed_token_single_row" CHECK ("id" = 1), CONSTRAINT "PK_38b800e361cde91630b0fd6c0d5" PRIMARY KEY ("id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "google_feed_token"`);
  }
}
