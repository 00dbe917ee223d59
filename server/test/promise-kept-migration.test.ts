import { DataSource } from 'typeorm';
import { openTestDatabase, TestDatabase } from './support/test-database';

const MIGRATION = 1766240000000;

/** Pay-at-hotel promises made before the `fulfilled` status: closed where the desk already took the money. */
describe('migration 1766240000000-promise-kept', () => {
  let database: TestDatabase;
  beforeAll(async () => (database = await openTestDatabase()));
  afterAll(() => database.close());

  async function booking(dataSource: DataSource, code: string, status: string, totalPaise: number): Promise<string> {
    const [row] = await dataSource.query(
      `INSERT INTO booking (book_code, user_email, user_name, user_phone, check_in, check_out, nights, total_paise, status, payment_status, payment_method)
       VALUES ($1, 'a@example.in', 'Asha', '9876543210', '2026-12-01', '2026-12-03', 2, $2, $3, $4, 'cod') RETURNING id`,
      [code, totalPaise, status, status === 'cancelled' ? 'void' : 'pending'],
    );
    return row.id;
  }

  async function entry(
    dataSource: DataSource,
    bookingId: string,
    fields: { status: string; method: string; amountPaise: number; receipt?: string; reverses?: string },
  ): Promise<string> {
    const [row] = await dataSource.query(
      `INSERT INTO payment (booking_id, book_code, provider, method, status, amount_paise, receipt_number, reverses_payment_id)
       SELECT id, book_code, 'hotel', $2, $3, $4, $5, $6 FROM booking WHERE id = $1 RETURNING id`,
      [bookingId, fields.method, fields.status, fields.amountPaise, fields.receipt ?? null, fields.reverses ?? null],
    );
    return row.id;
  }

  it('fulfils the promises whose booking owes nothing, and no other', async () => {
    const { dataSource } = database;
    for (;;) {
      const [newest] = await dataSource.query(`SELECT max("timestamp") AS newest FROM migrations`);
      if (Number(newest.newest) < MIGRATION) break;
      await dataSource.undoLastMigration();
    }
    const paid = await booking(dataSource, 'PAIDUP', 'checked_out', 500000);
    await entry(dataSource, paid, { status: 'pending', method: 'cod', amountPaise: 500000 });
    await entry(dataSource, paid, { status: 'paid', method: 'cash', amountPaise: 500000, receipt: 'RC/2026-27/90001' });
    const part = await booking(dataSource, 'PARTLY', 'confirmed', 500000);
    await entry(dataSource, part, { status: 'pending', method: 'cod', amountPaise: 500000 });
    await entry(dataSource, part, { status: 'paid', method: 'upi', amountPaise: 200000, receipt: 'RC/2026-27/90002' });
    const reversed = await booking(dataSource, 'REVRSD', 'confirmed', 300000);
    await entry(dataSource, reversed, { status: 'pending', method: 'cod', amountPaise: 300000 });
    const wrong = await entry(dataSource, reversed, {
      status: 'paid',
      method: 'cash',
      amountPaise: 300000,
      receipt: 'RC/2026-27/90003',
    });
    await entry(dataSource, reversed, { status: 'reversal', method: 'cash', amountPaise: -300000, reverses: wrong });
    const cancelled = await booking(dataSource, 'CANCLD', 'cancelled', 400000);
    await entry(dataSource, cancelled, { status: 'pending', method: 'cod', amountPaise: 400000 });

    await dataSource.runMigrations();

    const promises: { book_code: string; status: string }[] = await dataSource.query(
      `SELECT book_code, status FROM payment WHERE method = 'cod' ORDER BY book_code`,
    );
    expect(promises).toEqual([
      { book_code: 'CANCLD', status: 'pending' },
      { book_code: 'PAIDUP', status: 'fulfilled' },
      { book_code: 'PARTLY', status: 'pending' },
      { book_code: 'REVRSD', status: 'pending' },
    ]);
    await expect(
      dataSource.query(`UPDATE payment SET status = 'settled' WHERE book_code = 'PARTLY' AND method = 'cod'`),
    ).rejects.toThrow(/payment_status_known/);
  });
});
