import { createRoom, quoteFor, visitorAt } from './support/fixtures';
import { gql } from './support/graphql';
import { useTestApp } from './support/test-app';

/**
 * Each admin list query hands offset and limit to its service and answers that page with the
 * total; the paging rules themselves are tested at the services (test/admin-lists.test.ts).
 */
const app = useTestApp();
let token: string;
const asAdmin = (query: string) => gql(app, query, {}, { token });

beforeAll(async () => {
  token = await app.adminToken();
  const room = await createRoom(app.services);
  for (let day = 10; day < 14; day += 1) {
    const quote = quoteFor(room.id, `2027-03-${day}`, `2027-03-${day + 1}`, { phone: `987650000${day - 10}` });
    const booking = await app.services.bookings.createHold(quote);
    await app.database.dataSource.query(
      `INSERT INTO payment (booking_id, book_code, provider, status, amount_paise) VALUES ($1, $3, 'simulated', 'paid', $2)`,
      [booking.id, 100000 * day, booking.bookCode],
    );
    await app.services.contact.send(
      { name: `Writer ${day}`, email: `writer${day}@example.com`, message: 'Hello' },
      'landing',
      visitorAt('203.0.113.61'),
    );
  }
});

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

const lists: [string, string, () => Promise<{ ids: string[]; total: number }>][] = [
  [
    'users',
    '{ users(offset: 1, limit: 2) { items { id } total } }',
    async () => {
      const page = await app.services.guests.list({ offset: 1, limit: 2 });
      return { ids: ids(page.items), total: page.total };
    },
  ],
  [
    'bookings',
    '{ bookings(offset: 1, limit: 2) { items { id } total } }',
    async () => {
      const page = await app.services.bookings.list({ offset: 1, limit: 2 });
      return { ids: ids(page.items), total: page.total };
    },
  ],
  [
    'contactMessages',
    '{ contactMessages(offset: 1, limit: 2) { items { id } total } }',
    async () => {
      const page = await app.services.contact.list({ offset: 1, limit: 2 });
      return { ids: ids(page.items), total: page.total };
    },
  ],
  [
    'payments',
    '{ payments(offset: 1, limit: 2) { entries { payment { id } } total totals { attempts receivedPaise } } }',
    async () => {
      const ledger = await app.services.ledger.list({}, { offset: 1, limit: 2 });
      return { ids: ledger.entries.map((entry) => entry.payment.id), total: ledger.total };
    },
  ],
];

describe('admin list queries', () => {
  it.each(lists)('%s answers the page asked for and the total of the whole list', async (name, query, expected) => {
    const response = await asAdmin(query);
    expect(response.errors).toBeUndefined();
    const answer = response.data[name];
    const rows: { id: string }[] = answer.items ?? answer.entries.map((entry: { payment: { id: string } }) => entry.payment);
    const wanted = await expected();
    expect(wanted.ids).toHaveLength(2);
    expect(wanted.total).toBeGreaterThanOrEqual(4);
    expect({ ids: ids(rows), total: answer.total }).toEqual(wanted);
  });

  it('the ledger’s totals stay over every matching attempt while its entries are one page', async () => {
    const response = await asAdmin(
      '{ payments(limit: 1) { entries { payment { id } } total totals { attempts receivedPaise } } }',
    );
    expect(response.data.payments).toMatchObject({
      total: 4,
      totals: { attempts: 4, receivedPaise: 100000 * (10 + 11 + 12 + 13) },
    });
    expect(response.data.payments.entries).toHaveLength(1);
  });

  it('each ledger entry names its booking, read in one query for the page (Payment.booking)', async () => {
    const response = await asAdmin(
      '{ payments(limit: 4) { entries { payment { bookCode booking { id bookCode userName } } } } }',
    );
    const entries = response.data.payments.entries as { payment: { bookCode: string; booking: { bookCode: string } } }[];
    expect(entries).toHaveLength(4);
    for (const { payment } of entries) expect(payment.booking).toMatchObject({ bookCode: payment.bookCode });
  });

  it.each(['users', 'bookings', 'contactMessages', 'payments'])('%s refuses a limit of 0 and of 101 clearly', async (name) => {
    for (const limit of [0, 101]) {
      const response = await asAdmin(`{ ${name}(limit: ${limit}) { total } }`);
      expect(response.data).toBeNull();
      expect(response.errors).toEqual([
        expect.objectContaining({
          message: 'Limit must be a whole number from 1 to 100',
          path: [name],
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'limit', reason: 'PAGE_LIMIT_INVALID' }),
        }),
      ]);
    }
  });
});
