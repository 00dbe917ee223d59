import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a guest checked in and out (the front desk's day: who arrived and who left on a date; a
 * stay left on its first day still keeps that night, so the nights alone cannot tell).
 */
export class StayTimes1764520000000 implements MigrationInterface {
  name = 'StayTimes1764520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" ADD "checked_in_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "checked_out_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "checked_out_at"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "checked_in_at"`);
  }
}
