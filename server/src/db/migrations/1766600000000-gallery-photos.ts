import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's own photos for the gallery's slides (issue 25): each is a stored, re-encoded photo
 * (its row goes with the photo's record); released when no slide shows it any more.
 */
export class GalleryPhotos1766600000000 implements MigrationInterface {
  name = 'GalleryPhotos1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "gallery_photo" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "url" character varying(300) NOT NULL, "released_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b7bbc10a6cfc9574f79c50541ba" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "gallery_photo_url" ON "gallery_photo" ("url") `);
    await queryRunner.query(
      `ALTER TABLE "gallery_photo" ADD CONSTRAINT "FK_a299617eeca893d0804786f0817" FOREIGN KEY ("url") REFERENCES "photo"("url") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "gallery_photo"`);
  }
}
