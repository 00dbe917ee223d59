import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The landing page's texts in Hindi (issue 31): the owner's translations of the hero text, About
 * Us and the figures, tiles and gallery slides, as one jsonb value. Empty for a profile written
 * before: nothing translated, so the Hindi pages show the English texts until the owner writes them.
 */
export class ProfileHindi1767700000000 implements MigrationInterface {
  name = 'ProfileHindi1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "hotel_profile" ADD "hindi" jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "hotel_profile" DROP COLUMN "hindi"`);
  }
}
