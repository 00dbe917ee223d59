import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each payment remembers how it settled its booking, so a repeated verify answers the same. */
export class SettlementOutcome1763913600000 implements MigrationInterface {
  name = 'SettlementOutcome1763913600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment" ADD "settlement_outcome" character varying(30)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "settlement_outcome"`);
  }
}
