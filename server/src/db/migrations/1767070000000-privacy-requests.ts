import { MigrationInterface, QueryRunner } from 'typeorm';

/** Guests' privacy requests (issue 29, item 5): access, correction, erasure, grievance, each answered within 90 days. */
export class PrivacyRequests1767070000000 implements MigrationInterface {
  name = 'PrivacyRequests1767070000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "privacy_request" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "reference" character varying(12) NOT NULL, "kind" character varying(12) NOT NULL, "status" character varying(10) NOT NULL, "contact" character varying(254) NOT NULL, "proof" character varying(30) NOT NULL, "book_codes" jsonb NOT NULL, "message" text, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL, "due_at" TIMESTAMP WITH TIME ZONE NOT NULL, "resolved_at" TIMESTAMP WITH TIME ZONE, "resolved_by" character varying(120), "resolution" text, "erasure" jsonb, CONSTRAINT "UQ_6b507ac83c828d87b4a05162a46" UNIQUE ("reference"), CONSTRAINT "privacy_request_status_known" CHECK ("status" IN ('open', 'done', 'refused')), CONSTRAINT "privacy_request_kind_known" CHECK ("kind" IN ('access', 'correction', 'erasure', 'grievance')), CONSTRAINT "PK_0f0855b007a744a88b91ef3b7b8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "privacy_request_open" ON "privacy_request"  ("status", "due_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."privacy_request_open"`);
    await queryRunner.query(`DROP TABLE "privacy_request"`);
  }
}
