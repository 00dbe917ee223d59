import { MigrationInterface, QueryRunner } from 'typeorm';

/** Self-service on /booking/{id}: the guest's arrival time and special request for the front desk. */
export class GuestSelfService1764700000000 implements MigrationInterface {
  name = 'GuestSelfService1764700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" ADD "arrival_time" character varying(5)`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "special_request" character varying(500)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "special_request"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "arrival_time"`);
  }
}
