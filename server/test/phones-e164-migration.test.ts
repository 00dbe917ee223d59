import { DataSource } from 'typeorm';
import { openTestDatabase, TestDatabase } from './support/test-database';

const MIGRATION = 1766400000000;

/** Phones kept as an Indian mobile's ten digits before phones from any country came: given their +91. */
describe('migration 1766400000000-phones-in-e164', () => {
  let database: TestDatabase;
  beforeAll(async () => (database = await openTestDatabase()));
  afterAll(() => database.close());

  async function booking(dataSource: DataSource, code: string, phone: string): Promise<void> {
    await dataSource.query(
      `INSERT INTO booking (book_code, user_email, user_name, user_phone, check_in, check_out, nights, total_paise, status, payment_status)
       VALUES ($1, $2, 'Asha', $3, '2026-12-01', '2026-12-03', 2, 500000, 'cancelled', 'void')`,
      [code, `${code.toLowerCase()}@example.in`, phone],
    );
  }

  it('gives the ten-digit numbers their +91, leaves a purged booking’s number, and takes E.164 numbers after', async () => {
    const { dataSource } = database;
    for (;;) {
      const [newest] = await dataSource.query(`SELECT max("timestamp") AS newest FROM migrations`);
      if (Number(newest.newest) < MIGRATION) break;
      await dataSource.undoLastMigration();
    }
    await dataSource.query(`INSERT INTO guest (name, email, phone) VALUES ('Asha', 'asha@example.in', '9876543210')`);
    await booking(dataSource, 'KEPTTEN', '9811122233');
    await booking(dataSource, 'PURGED', '0000000000');

    await dataSource.runMigrations();

    expect(await dataSource.query(`SELECT phone FROM guest WHERE email = 'asha@example.in'`)).toEqual([
      { phone: '+919876543210' },
    ]);
    expect(await dataSource.query(`SELECT book_code, user_phone FROM booking ORDER BY book_code`)).toEqual([
      { book_code: 'KEPTTEN', user_phone: '+919811122233' },
      { book_code: 'PURGED', user_phone: '0000000000' },
    ]);
    await booking(dataSource, 'ABROAD', '+447911123456');
    await dataSource.query(`INSERT INTO guest (name, email, phone) VALUES ('Omar', 'omar@example.ae', '+971501234567')`);
    expect(await dataSource.query(`SELECT user_phone FROM booking WHERE book_code = 'ABROAD'`)).toEqual([
      { user_phone: '+447911123456' },
    ]);
  });
});
