import { DataSource } from 'typeorm';
import { openTestDatabase, TestDatabase } from './support/test-database';

const MIGRATION = 1766890000000;

/** Undoes the newest migrations until none from `timestamp` on is left. */
async function undoMigrationsFrom(dataSource: DataSource, timestamp: number): Promise<void> {
  for (;;) {
    const [newest] = await dataSource.query(`SELECT max("timestamp") AS newest FROM migrations`);
    if (Number(newest.newest) < timestamp) return;
    await dataSource.undoLastMigration();
  }
}

/** Bookings made at an agreed rent before the booking kept it get it back, with the person and reason of their audit line. */
describe('migration 1766890000000-agreed-rent-stays', () => {
  let database: TestDatabase;
  beforeAll(async () => (database = await openTestDatabase()));
  afterAll(() => database.close());

  async function booking(dataSource: DataSource, code: string, source: string, rentPaise: number): Promise<string> {
    const [room] = await dataSource.query(
      `INSERT INTO room (name, description, type, max_count, rent_per_day_paise) VALUES ($1, 'A room', 'Deluxe', 2, 900000) RETURNING id`,
      [`R-${code}`],
    );
    const [row] = await dataSource.query(
      `INSERT INTO booking (book_code, user_email, user_name, user_phone, check_in, check_out, nights, total_paise, status, payment_status, rates_include_gst)
       VALUES ($1, NULL, 'Mohan', '+919876543210', '2026-12-01', '2026-12-02', 1, $2, 'confirmed', 'pending', $3) RETURNING id`,
      [code, Math.round(rentPaise * 1.05), source !== 'agreed'],
    );
    const night = { date: '2026-12-01', rentPaise, source, seasonName: null };
    await dataSource.query(
      `INSERT INTO booking_line (booking_id, room_id, room_type, room_name, rate_paise, amount_paise, taxable_paise, cgst_paise, sgst_paise,
                                 night_prices, check_in, check_out, blocks_room)
       VALUES ($1, $2, 'Deluxe', $3, $4, $4, $4, 0, 0, $5, '2026-12-01', '2026-12-02', true)`,
      [row.id, room.id, `R-${code}`, rentPaise, JSON.stringify([night])],
    );
    return row.id;
  }

  it('backfills the agreed rent of bookings whose nights were agreed, and leaves the others at the owner’s rates', async () => {
    const { dataSource } = database;
    await undoMigrationsFrom(dataSource, MIGRATION);
    const agreed = await booking(dataSource, 'AGREED', 'agreed', 600000);
    await dataSource.query(
      `INSERT INTO audit_entry (actor, action, booking_id, detail) VALUES
         ('Asha Verma <asha@hotel.test>', 'rate_override', $1, 'Rent agreed for AGREED: ₹6,000 a night before GST instead of the plan''s ₹9,000. Reason: Regular guest')`,
      [agreed],
    );
    const unaudited = await booking(dataSource, 'NOLINE', 'agreed', 500000);
    const card = await booking(dataSource, 'RATECD', 'base', 900000);

    await dataSource.runMigrations();

    const rows: Record<string, unknown>[] = await dataSource.query(
      `SELECT id, agreed_rent_paise, rent_agreed_by, rent_agreed_reason FROM booking WHERE id = ANY($1::uuid[]) ORDER BY book_code`,
      [[agreed, unaudited, card]],
    );
    expect(rows).toEqual([
      { id: agreed, agreed_rent_paise: 600000, rent_agreed_by: 'Asha Verma', rent_agreed_reason: 'Regular guest' },
      { id: unaudited, agreed_rent_paise: 500000, rent_agreed_by: 'the desk', rent_agreed_reason: null },
      { id: card, agreed_rent_paise: null, rent_agreed_by: null, rent_agreed_reason: null },
    ]);
  });
});
