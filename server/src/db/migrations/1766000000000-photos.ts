import { MigrationInterface, QueryRunner } from 'typeorm';

/** Re-encoded photos: size upright and the widths of their AVIF/WebP variants, by public address. */
export class Photos1766000000000 implements MigrationInterface {
  name = 'Photos1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "photo" ("url" character varying(300) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "widths" integer array NOT NULL, "original_file" character varying(100), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "photo_size_positive" CHECK ("width" > 0 AND "height" > 0), CONSTRAINT "PK_photo_url" PRIMARY KEY ("url"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "photo"`);
  }
}
