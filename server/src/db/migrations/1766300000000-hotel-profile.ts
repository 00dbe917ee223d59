import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hotel as guests see it becomes data the owner edits (issue 25): one row of names, address,
 * phones with their hours, emails, times, links and the landing page's words. The row itself is
 * written on first read, from the demo seed or a new hotel's plain placeholders.
 */
export class HotelProfile1766300000000 implements MigrationInterface {
  name = 'HotelProfile1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "hotel_profile" ("id" smallint NOT NULL, "name" character varying(120) NOT NULL, "short_name" character varying(60) NOT NULL, "owner_line" character varying(160) NOT NULL, "street" character varying(160) NOT NULL, "locality" character varying(80) NOT NULL, "city" character varying(80) NOT NULL, "state" character varying(80) NOT NULL, "pincode" character varying(6) NOT NULL, "country" character varying(60) NOT NULL, "map_url" character varying(500) NOT NULL, "front_desk_phone" character varying(20) NOT NULL, "front_desk_hours" character varying(40) NOT NULL, "reservations_phone" character varying(20) NOT NULL, "reservations_hours" character varying(40) NOT NULL, "reservations_email" character varying(120) NOT NULL, "banquet_email" character varying(120) NOT NULL, "info_email" character varying(120) NOT NULL, "alerts_email" character varying(120) NOT NULL, "check_in_time" character varying(5) NOT NULL, "check_out_time" character varying(5) NOT NULL, "facebook_url" character varying(300), "instagram_url" character varying(300), "x_url" character varying(300), "hero_text" character varying(400) NOT NULL, "about_title" character varying(120) NOT NULL, "about_text" character varying(3000) NOT NULL, "highlights" jsonb NOT NULL, "features" jsonb NOT NULL, "gallery" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "hotel_profile_single_row" CHECK ("id" = 1), CONSTRAINT "PK_fa3bd4ede23e40bada5413d40fe" PRIMARY KEY ("id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "hotel_profile"`);
  }
}
