import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A rent agreed at the desk stays with its booking (issue 27, item 6): the booking keeps the rent
 * (per room per night, before GST), who agreed it and why, so a later change of dates or room
 * prices the stay at it again instead of at the owner's rates. Bookings already made at an agreed
 * rent (their nights say `source: agreed`) get it back, with the person and reason of their
 * rate_override audit line (the desk, when none is found).
 */
export class AgreedRentStays1766890000000 implements MigrationInterface {
  name = 'AgreedRentStays1766890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" ADD "agreed_rent_paise" integer`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "rent_agreed_by" character varying(120)`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "rent_agreed_reason" character varying(200)`);
    // The constraints before the backfill: an ALTER TABLE after an UPDATE of booking would find its deferred triggers pending.
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_agreed_rent_has_its_person" CHECK (("agreed_rent_paise" IS NULL) = ("rent_agreed_by" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking" ADD CONSTRAINT "booking_agreed_rent_positive" CHECK ("agreed_rent_paise" IS NULL OR "agreed_rent_paise" > 0)`,
    );
    await queryRunner.query(
      `UPDATE "booking" b SET
         "agreed_rent_paise" = agreed.rent,
         "rent_agreed_by" = left(coalesce(nullif(regexp_replace(audit.actor, '\\s*<[^>]*>$', ''), ''), audit.actor, 'the desk'), 120),
         "rent_agreed_reason" = left(substring(audit.detail from 'Reason: (.*)$'), 200)
       FROM (
         SELECT l.booking_id, max((night ->> 'rentPaise')::integer) AS rent
           FROM "booking_line" l, jsonb_array_elements(l.night_prices) night
          WHERE night ->> 'source' = 'agreed'
          GROUP BY l.booking_id
       ) agreed
       LEFT JOIN LATERAL (
         SELECT a.actor, a.detail FROM "audit_entry" a
          WHERE a.booking_id = agreed.booking_id AND a.action = 'rate_override'
          ORDER BY a.at DESC LIMIT 1
       ) audit ON true
       WHERE b.id = agreed.booking_id AND agreed.rent > 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_agreed_rent_positive"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_agreed_rent_has_its_person"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "rent_agreed_reason"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "rent_agreed_by"`);
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "agreed_rent_paise"`);
  }
}
