import { DataSource } from 'typeorm';
import { openTestDatabase, TestDatabase } from './support/test-database';

/** Undoes the newest migrations until none from `timestamp` on is left. */
async function undoMigrationsFrom(dataSource: DataSource, timestamp: number): Promise<void> {
  for (;;) {
    const [newest] = await dataSource.query(`SELECT max("timestamp") AS newest FROM migrations`);
    if (Number(newest.newest) < timestamp) return;
    await dataSource.undoLastMigration();
  }
}

/** Bookings made before rates and GST keep their totals and gain each night's price and GST. */
describe('migration 1764600000000-rates-and-gst', () => {
  let database: TestDatabase;
  beforeAll(async () => (database = await openTestDatabase()));
  afterAll(() => database.close());

  it('gives lines booked before it their nights and GST, the rent being what the guest paid', async () => {
    const { dataSource } = database;
    // Back to just before it: the migrations after it first, then itself.
    await undoMigrationsFrom(dataSource, 1764600000000);
    const [room] = await dataSource.query(
      `INSERT INTO room (name, description, type, max_count, rent_per_day_paise) VALUES ('101', 'A room', 'Deluxe', 2, 300000) RETURNING id`,
    );
    const [suite] = await dataSource.query(
      `INSERT INTO room (name, description, type, max_count, rent_per_day_paise) VALUES ('Suite', 'A suite', 'Suite', 2, 944000) RETURNING id`,
    );
    const [booking] = await dataSource.query(
      `INSERT INTO booking (book_code, user_email, user_name, user_phone, check_in, check_out, nights, total_paise, status, hold_expires_at)
       VALUES ('ABC234', 'a@example.in', 'Asha', '9876543210', '2026-12-01', '2026-12-03', 2, 2488000, 'held', now()) RETURNING id`,
    );
    for (const [roomId, name, type, rate] of [
      [room.id, '101', 'Deluxe', 300000],
      [suite.id, 'Suite', 'Suite', 944000],
    ]) {
      await dataSource.query(
        `INSERT INTO booking_line (booking_id, room_id, room_type, room_name, rate_paise, amount_paise, check_in, check_out, blocks_room)
         VALUES ($1, $2, $3, $4, $5, $6, '2026-12-01', '2026-12-03', true)`,
        [booking.id, roomId, type, name, rate, Number(rate) * 2],
      );
    }
    await dataSource.runMigrations();

    const lines = await dataSource.query(
      `SELECT room_name, amount_paise, taxable_paise, cgst_paise, sgst_paise, night_prices FROM booking_line ORDER BY room_name`,
    );
    expect(lines[0]).toMatchObject({ room_name: '101', amount_paise: 600000, cgst_paise: 2 * 7143, sgst_paise: 2 * 7143 });
    expect(lines[0].taxable_paise).toBe(600000 - 4 * 7143);
    expect(lines[0].night_prices).toEqual([
      expect.objectContaining({ date: '2026-12-01', chargedPaise: 300000, rateBp: 500, cgstPaise: 7143, source: 'base' }),
      expect.objectContaining({ date: '2026-12-02', chargedPaise: 300000, rateBp: 500 }),
    ]);
    expect(lines[1]).toMatchObject({ room_name: 'Suite', taxable_paise: 1600000, cgst_paise: 144000, sgst_paise: 144000 });
    expect(lines[1].night_prices[0]).toMatchObject({ rateBp: 1800, taxablePaise: 800000 });
  });
});
