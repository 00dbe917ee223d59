import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Housekeeping (issue 27 item 4): each room's status (clean, dirty, inspected) with who set it and
 * when; a room out of order is a room block of the kind out_of_order, under the same exclusion
 * constraint as stays. Existing rooms start clean; existing blocks are works (maintenance).
 */
export class Housekeeping1766820000000 implements MigrationInterface {
  name = 'Housekeeping1766820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "room" ADD "housekeeping_status" character varying(20) NOT NULL DEFAULT 'clean'`);
    await queryRunner.query(`ALTER TABLE "room" ADD "housekeeping_status_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "room" ADD "housekeeping_status_by" character varying(200)`);
    await queryRunner.query(
      `ALTER TABLE "room" ADD CONSTRAINT "room_housekeeping_status_known" CHECK ("housekeeping_status" IN ('clean', 'dirty', 'inspected'))`,
    );
    await queryRunner.query(`ALTER TABLE "room_block" ADD "kind" character varying(20) NOT NULL DEFAULT 'maintenance'`);
    await queryRunner.query(
      `ALTER TABLE "room_block" ADD CONSTRAINT "room_block_kind_known" CHECK ("kind" IN ('maintenance', 'out_of_order'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "room_block" DROP CONSTRAINT "room_block_kind_known"`);
    await queryRunner.query(`ALTER TABLE "room_block" DROP COLUMN "kind"`);
    await queryRunner.query(`ALTER TABLE "room" DROP CONSTRAINT "room_housekeeping_status_known"`);
    await queryRunner.query(`ALTER TABLE "room" DROP COLUMN "housekeeping_status_by"`);
    await queryRunner.query(`ALTER TABLE "room" DROP COLUMN "housekeeping_status_at"`);
    await queryRunner.query(`ALTER TABLE "room" DROP COLUMN "housekeeping_status"`);
  }
}
