import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Who looked" (issue 29, item 6): one row per admin read of guests' personal data, kept a year
 * (the daily purge's purgeAccessLog). No foreign keys: an erased booking's or a removed staff
 * member's reads stay in the log.
 */
export class PersonalDataAccess1767300000000 implements MigrationInterface {
  name = 'PersonalDataAccess1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "personal_data_access" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "staff_id" uuid NOT NULL, "staff_label" character varying(200) NOT NULL, "kind" character varying(30) NOT NULL, "subject_id" uuid, "from_date" date, "to_date" date, "detail" character varying(200), "address" character varying(64) NOT NULL, CONSTRAINT "PK_18b5cfcd7267c4fe5349bcd93b3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "personal_data_access_at" ON "personal_data_access" ("at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "personal_data_access"`);
  }
}
