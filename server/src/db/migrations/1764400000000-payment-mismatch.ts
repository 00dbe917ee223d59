import { MigrationInterface, QueryRunner } from 'typeorm';

/** A captured payment whose amount or currency is not its order's is kept, flagged with the reason. */
export class PaymentMismatch1764400000000 implements MigrationInterface {
  name = 'PaymentMismatch1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment" ADD "mismatch_reason" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "mismatch_reason"`);
  }
}
