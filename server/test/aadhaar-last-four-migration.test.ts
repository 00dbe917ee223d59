import { DataSource } from 'typeorm';
import { openTestDatabase, TestDatabase } from './support/test-database';

const MIGRATION = 1766450000000;

/** Aadhaar numbers check-in kept in full before: each keeps its last four digits, and nothing else does. */
describe('migration 1766450000000-aadhaar-last-four', () => {
  let database: TestDatabase;
  beforeAll(async () => (database = await openTestDatabase()));
  afterAll(() => database.close());

  async function checkedIn(dataSource: DataSource, code: string, idType: string, idNumber: string, note: string | null) {
    const [booking] = await dataSource.query(
      `INSERT INTO booking (book_code, user_email, user_name, user_phone, check_in, check_out, nights, total_paise, status, payment_status, notes)
       VALUES ($1, $2, 'Asha', '+919876543210', '2026-12-01', '2026-12-03', 2, 500000, 'checked_in', 'pending', $3) RETURNING id`,
      [code, `${code.toLowerCase()}@example.in`, `Guest's Aadhaar: 2345 6789 ${code.slice(-4)} (copy returned)`],
    );
    await dataSource.query(
      `INSERT INTO guest_registration (booking_id, id_type, id_number, adults, children, nationality, note, recorded_by)
       VALUES ($1, $2, $3, 1, 0, 'Indian', $4, 'Desk <desk@hotel.test>')`,
      [booking.id, idType, idNumber, note],
    );
    return booking.id as string;
  }

  it('keeps the last four digits of every Aadhaar, masks those named in free text, and refuses a full one after', async () => {
    const { dataSource } = database;
    for (;;) {
      const [newest] = await dataSource.query(`SELECT max("timestamp") AS newest FROM migrations`);
      if (Number(newest.newest) < MIGRATION) break;
      await dataSource.undoLastMigration();
    }
    const aadhaar = await checkedIn(dataSource, 'AAD4321', 'aadhaar', '234567894321', 'Aadhaar no. 2345-6789-4321 seen');
    const passport = await checkedIn(dataSource, 'PAS0000', 'passport', 'P1234567', 'Arrived late');
    await dataSource.query(
      `INSERT INTO payment (booking_id, book_code, provider, method, status, amount_paise, note)
       VALUES ($1, 'AAD4321', 'hotel', 'upi', 'paid', 500000, 'UPI ref 412345678901; guest aadhar 234567894321')`,
      [aadhaar],
    );
    await dataSource.query(
      `INSERT INTO audit_entry (actor, action, booking_id, detail) VALUES
         ('Desk', 'note', $1, 'Noted: UID 2345 6789 4321 checked'),
         ('Desk', 'payment', $1, '₹5,000 UPI (ref 412345678901), receipt RC/2026-27/00001')`,
      [aadhaar],
    );

    await dataSource.runMigrations();

    expect(
      await dataSource.query(
        `SELECT id_type, id_number, note FROM guest_registration WHERE booking_id IN ($1, $2) ORDER BY id_type`,
        [aadhaar, passport],
      ),
    ).toEqual([
      { id_type: 'aadhaar', id_number: '4321', note: 'Aadhaar no. XXXX XXXX 4321 seen' },
      { id_type: 'passport', id_number: 'P1234567', note: 'Arrived late' },
    ]);
    expect(await dataSource.query(`SELECT book_code, notes FROM booking ORDER BY book_code`)).toEqual([
      { book_code: 'AAD4321', notes: "Guest's Aadhaar: XXXX XXXX 4321 (copy returned)" },
      { book_code: 'PAS0000', notes: "Guest's Aadhaar: XXXX XXXX 0000 (copy returned)" },
    ]);
    expect(await dataSource.query(`SELECT note FROM payment WHERE booking_id = $1`, [aadhaar])).toEqual([
      { note: 'UPI ref 412345678901; guest aadhar XXXX XXXX 4321' },
    ]);
    expect(await dataSource.query(`SELECT detail FROM audit_entry WHERE booking_id = $1 ORDER BY action`, [aadhaar])).toEqual([
      { detail: 'Noted: UID XXXX XXXX 4321 checked' },
      { detail: '₹5,000 UPI (ref 412345678901), receipt RC/2026-27/00001' },
    ]);

    // From now on the database itself refuses a full number for an Aadhaar.
    await expect(
      dataSource.query(`UPDATE guest_registration SET id_number = '234567894321' WHERE booking_id = $1`, [aadhaar]),
    ).rejects.toThrow(/guest_registration_aadhaar_last_four/);
  });
});
