import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every table whose rows change which rooms are free for a stay, or what a search answers about them. */
const WATCHED_TABLES = ['booking_line', 'booking', 'room_block', 'room', 'rate_rule'];
export const AVAILABILITY_VERSION_SHARDS = 64;

/**
 * A version of everything a room search answers, kept by the database itself so that every app
 * instance on it sees the same one (AvailabilityCache). A trigger on each watched table adds one
 * to a shard row at the writer's commit, in its own transaction: the bump becomes visible exactly
 * when the write does. The version is the sum of the shards; shards only grow, so an equal sum means no write
 * committed in between. The shard is picked by transaction id, so concurrent bookings rarely wait
 * on the same row (each transaction only ever touches its own shard: no deadlocks either).
 */
export class AvailabilityVersion1766100000000 implements MigrationInterface {
  name = 'AvailabilityVersion1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "availability_version" ("shard" smallint NOT NULL, "version" bigint NOT NULL DEFAULT 0, CONSTRAINT "availability_version_pk" PRIMARY KEY ("shard"))`,
    );
    await queryRunner.query(
      `INSERT INTO "availability_version" ("shard") SELECT generate_series(0, ${AVAILABILITY_VERSION_SHARDS - 1})`,
    );
    await queryRunner.query(`
      CREATE FUNCTION bump_availability_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE availability_version SET version = version + 1 WHERE shard = txid_current() % ${AVAILABILITY_VERSION_SHARDS};
        RETURN NULL;
      END $$`);
    // Each hold counts the guest's unpaid bookings (by email or phone) and sweeps the lapsed holds
    // on its rooms: without these both read every held booking (EXPLAIN ANALYZE in docs/profiling.md).
    await queryRunner.query(`CREATE INDEX "booking_user_email" ON "booking" ("user_email")`);
    await queryRunner.query(`CREATE INDEX "booking_user_phone" ON "booking" ("user_phone")`);
    await queryRunner.query(`CREATE INDEX "booking_status_hold_expiry" ON "booking" ("status", "hold_expires_at")`);
    for (const table of WATCHED_TABLES) {
      // Per row, so a statement that changes nothing (a sweep with nothing to expire) bumps
      // nothing; deferred to the commit, so the shard's row lock is the writer's last lock, held
      // only while it commits: a bump never waits while holding a lock someone else needs.
      await queryRunner.query(
        `CREATE CONSTRAINT TRIGGER "${table}_bumps_availability" AFTER INSERT OR UPDATE OR DELETE ON "${table}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_availability_version()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_truncate_bumps_availability" AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION bump_availability_version()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of WATCHED_TABLES) {
      await queryRunner.query(`DROP TRIGGER "${table}_truncate_bumps_availability" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_bumps_availability" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION bump_availability_version()`);
    await queryRunner.query(`DROP INDEX "public"."booking_status_hold_expiry"`);
    await queryRunner.query(`DROP INDEX "public"."booking_user_phone"`);
    await queryRunner.query(`DROP INDEX "public"."booking_user_email"`);
    await queryRunner.query(`DROP TABLE "availability_version"`);
  }
}
