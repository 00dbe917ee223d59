import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OTA calendars (issue 30): channel_feed (the iCal feeds the owner imports, with their sync log),
 * channel_stay (the stays they bring, each taking its nights through a booking line of its own,
 * under the no-overlap constraint), channel_conflict (the inbox of stays that could not) and
 * ical_export (the secret feeds the hotel exports per room and type, per channel). A booking line
 * now belongs to exactly one of a booking, a room block and an OTA stay.
 */
export class Channels1767500000000 implements MigrationInterface {
  name = 'Channels1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Deferred checks of bookings written earlier in this transaction (a migration test) run first:
    // PostgreSQL refuses to alter a table with pending trigger events.
    await queryRunner.query('SET CONSTRAINTS ALL IMMEDIATE');
    await queryRunner.query(`ALTER TABLE "booking_line" DROP CONSTRAINT "booking_line_booking_or_block"`);
    await queryRunner.query(
      `CREATE TABLE "channel_stay" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "feed_id" uuid NOT NULL, "channel" character varying(20) NOT NULL, "uid" character varying(255) NOT NULL, "room_id" uuid NOT NULL, "check_in" date NOT NULL, "check_out" date NOT NULL, "summary" character varying(200) NOT NULL DEFAULT '', "status" character varying(20) NOT NULL, "booking_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "released_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "channel_stay_feed_uid" UNIQUE ("feed_id", "uid"), CONSTRAINT "channel_stay_status_known" CHECK ("status" IN ('active', 'conflict', 'released', 'converted')), CONSTRAINT "channel_stay_dates_ordered" CHECK ("check_out" > "check_in"), CONSTRAINT "PK_78e874b6788ca1b271834af18fe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b090812c5b246bd1dfff8a1405" ON "channel_stay"  ("feed_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_35babd65c53d46aab6c1708692" ON "channel_stay"  ("room_id") `);
    await queryRunner.query(
      `CREATE TABLE "channel_conflict" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "channel_stay_id" uuid NOT NULL, "feed_id" uuid NOT NULL, "channel" character varying(20) NOT NULL, "room_id" uuid NOT NULL, "check_in" date NOT NULL, "check_out" date NOT NULL, "in_the_way" jsonb NOT NULL DEFAULT '[]', "opened_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "resolved_at" TIMESTAMP WITH TIME ZONE, "resolved_by" character varying(120), "resolution" character varying(30), "note" character varying(300), CONSTRAINT "channel_conflict_resolution_known" CHECK ("resolution" IS NULL OR "resolution" IN ('moved_channel_stay', 'cancelled_booking', 'taken_when_free', 'marked_resolved', 'event_gone')), CONSTRAINT "PK_c6c9d9d173c7d085964d63656f1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1cedb1f087ef0f09c707b117c9" ON "channel_conflict"  ("channel_stay_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_121b5a4a73e0abb5eb39429fe0" ON "channel_conflict"  ("resolved_at") `);
    await queryRunner.query(
      `CREATE TABLE "channel_feed" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "room_id" uuid NOT NULL, "channel" character varying(20) NOT NULL, "url" character varying(2000) NOT NULL, "added_by" character varying(120) NOT NULL, "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sync_started_at" TIMESTAMP WITH TIME ZONE, "last_sync_at" TIMESTAMP WITH TIME ZONE, "last_success_at" TIMESTAMP WITH TIME ZONE, "last_error" character varying(300), "failing_since" TIMESTAMP WITH TIME ZONE, "failure_alerted_at" TIMESTAMP WITH TIME ZONE, "etag" character varying(300), "last_modified" character varying(100), "events_seen" integer NOT NULL DEFAULT '0', "added" integer NOT NULL DEFAULT '0', "changed" integer NOT NULL DEFAULT '0', "released" integer NOT NULL DEFAULT '0', "conflicts" integer NOT NULL DEFAULT '0', CONSTRAINT "channel_feed_room_url" UNIQUE ("room_id", "url"), CONSTRAINT "PK_68f46d075684d78ca8489e7261e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0b43f4e09421964d1d62d657c0" ON "channel_feed"  ("room_id") `);
    await queryRunner.query(
      `CREATE TABLE "ical_export" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "target" character varying(60) NOT NULL, "channel" character varying(20) NOT NULL, "token" character varying(64) NOT NULL, "made_at" TIMESTAMP WITH TIME ZONE NOT NULL, "made_by" character varying(120) NOT NULL, "last_fetched_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "ical_export_target" UNIQUE ("target", "channel"), CONSTRAINT "ical_export_target_shape" CHECK ("target" ~ '^(room|type):'), CONSTRAINT "PK_1e99c5ecf7947740eafd7e4e4e9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "ical_export_token" ON "ical_export"  ("token") `);
    await queryRunner.query(`ALTER TABLE "booking_line" ADD "channel_stay_id" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_d0e5070b007c36aacdfea20476" ON "booking_line"  ("channel_stay_id") `);
    await queryRunner.query(
      `ALTER TABLE "booking_line" ADD CONSTRAINT "booking_line_one_owner" CHECK (num_nonnulls("booking_id", "room_block_id", "channel_stay_id") = 1)`,
    );
    await queryRunner.query(
      `ALTER TABLE "channel_stay" ADD CONSTRAINT "FK_35babd65c53d46aab6c17086927" FOREIGN KEY ("room_id") REFERENCES "room"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking_line" ADD CONSTRAINT "FK_d0e5070b007c36aacdfea204765" FOREIGN KEY ("channel_stay_id") REFERENCES "channel_stay"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "channel_feed" ADD CONSTRAINT "FK_0b43f4e09421964d1d62d657c0b" FOREIGN KEY ("room_id") REFERENCES "room"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SET CONSTRAINTS ALL IMMEDIATE');
    await queryRunner.query(`DELETE FROM "booking_line" WHERE "channel_stay_id" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "channel_feed" DROP CONSTRAINT "FK_0b43f4e09421964d1d62d657c0b"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP CONSTRAINT "FK_d0e5070b007c36aacdfea204765"`);
    await queryRunner.query(`ALTER TABLE "channel_stay" DROP CONSTRAINT "FK_35babd65c53d46aab6c17086927"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP CONSTRAINT "booking_line_one_owner"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d0e5070b007c36aacdfea20476"`);
    await queryRunner.query(`ALTER TABLE "booking_line" DROP COLUMN "channel_stay_id"`);
    await queryRunner.query(`DROP TABLE "ical_export"`);
    await queryRunner.query(`DROP TABLE "channel_feed"`);
    await queryRunner.query(`DROP TABLE "channel_conflict"`);
    await queryRunner.query(`DROP TABLE "channel_stay"`);
    await queryRunner.query(
      `ALTER TABLE "booking_line" ADD CONSTRAINT "booking_line_booking_or_block" CHECK (("booking_id" IS NULL) <> ("room_block_id" IS NULL))`,
    );
  }
}
