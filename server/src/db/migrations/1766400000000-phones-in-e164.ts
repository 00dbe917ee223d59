import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Phones from any country, kept in E.164 (+919876543210, +447911123456: at most 15 digits after
 * the +). Numbers kept before were Indian mobile numbers as their ten digits (the spec's rule);
 * they gain their +91. The number a purged booking keeps (0000000000) and anything else that is
 * not such a number are left as they are. Issued tax documents are never edited: they keep the
 * number they were issued with.
 */
export class PhonesInE1641766400000000 implements MigrationInterface {
  name = 'PhonesInE1641766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "guest" ALTER COLUMN "phone" TYPE character varying(16)`);
    await queryRunner.query(`ALTER TABLE "booking" ALTER COLUMN "user_phone" TYPE character varying(16)`);
    await queryRunner.query(`UPDATE "guest" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[6-9][0-9]{9}$'`);
    await queryRunner.query(`UPDATE "booking" SET "user_phone" = '+91' || "user_phone" WHERE "user_phone" ~ '^[6-9][0-9]{9}$'`);
    await queryRunner.query(
      `UPDATE "banquet_event" SET "host_phone" = '+91' || "host_phone" WHERE "host_phone" ~ '^[6-9][0-9]{9}$'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "banquet_event" SET "host_phone" = substr("host_phone", 4) WHERE "host_phone" ~ '^\\+91[6-9][0-9]{9}$'`,
    );
    await queryRunner.query(
      `UPDATE "booking" SET "user_phone" = substr("user_phone", 4) WHERE "user_phone" ~ '^\\+91[6-9][0-9]{9}$'`,
    );
    await queryRunner.query(`UPDATE "guest" SET "phone" = substr("phone", 4) WHERE "phone" ~ '^\\+91[6-9][0-9]{9}$'`);
    // Another country's number does not fit ten characters: it is forgotten as a purged booking's is.
    await queryRunner.query(`UPDATE "booking" SET "user_phone" = '0000000000' WHERE length("user_phone") > 10`);
    await queryRunner.query(`UPDATE "guest" SET "phone" = '0000000000' WHERE length("phone") > 10`);
    await queryRunner.query(`ALTER TABLE "booking" ALTER COLUMN "user_phone" TYPE character varying(10)`);
    await queryRunner.query(`ALTER TABLE "guest" ALTER COLUMN "phone" TYPE character varying(10)`);
  }
}
