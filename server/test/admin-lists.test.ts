import { Page, PageRequest } from '../src/shared/page';
import { createRoom, quoteFor, visitorAt } from './support/fixtures';
import { refusal, useServiceHarness } from './support/service-harness';

/**
 * The admin lists answer a page (offset, limit) in a stable order with the count of everything
 * matching; without a page request (the REST paths of the spec) they answer every row.
 */
const harness = useServiceHarness();
const services = () => harness.services;
const sql = <T>(query: string, parameters: unknown[] = []) => harness.database.dataSource.query<T[]>(query, parameters);

/** Each hold its own guest, so no guest reaches the unpaid bookings limit. */
let guests = 0;
const ownGuest = () => ({ phone: `98765${String((guests += 1)).padStart(5, '0')}` });

const addGuest = (email: string, manager = harness.database.dataSource.manager) =>
  manager.query(`INSERT INTO guest (name, email, phone) VALUES ('Listed Guest', $1, '9876543210')`, [email]);

/** Reads the whole list page by page; every row must come exactly once, in the full list's order. */
async function readInPages<T extends { id: string }>(list: (page?: PageRequest) => Promise<Page<T>>, limit: number) {
  const all = await list();
  const ids: string[] = [];
  for (let offset = 0; offset < all.total + limit; offset += limit) {
    const page = await list({ offset, limit });
    expect(page.total).toBe(all.total);
    expect(page.items.length).toBe(Math.max(0, Math.min(limit, all.total - offset)));
    ids.push(...page.items.map((item) => item.id));
  }
  expect(ids).toEqual(all.items.map((item) => item.id));
  return all;
}

describe('a page of an admin list', () => {
  it('guests: newest first, ties in one stable order, every guest once, and the exact total', async () => {
    // One transaction gives its rows one created_at: the order must not depend on chance among them.
    await harness.database.dataSource.transaction(async (manager) => {
      for (let n = 1; n <= 7; n += 1) await addGuest(`tied${n}@example.com`, manager);
    });
    await addGuest('newest@example.com');
    const [{ count }] = await sql<{ count: number }>('SELECT count(*)::int AS count FROM guest');

    const all = await readInPages((page) => services().guests.list(page), 3);
    expect(all.total).toBe(count);
    expect(all.items).toHaveLength(count);
    expect(all.items[0].email).toBe('newest@example.com');
    const first = await services().guests.list({ offset: 0, limit: 3 });
    expect(await services().guests.list({ offset: 0, limit: 3 })).toEqual(first);
  });

  it('contact messages: pages of the full list, newest first, with the total', async () => {
    await harness.database.dataSource.transaction(async (manager) => {
      for (let n = 1; n <= 5; n += 1) {
        await manager.query(
          `INSERT INTO contact_message (name, email, message, inquiry_type, source) VALUES ($1, $2, $3, 'general', 'landing')`,
          [`Writer ${n}`, `writer${n}@example.com`, `Message ${n}`],
        );
      }
    });
    const latest = await services().contact.send(
      { name: 'Latest', email: 'latest@example.com', message: 'Newest' },
      'landing',
      visitorAt('203.0.113.60'),
    );
    const all = await readInPages((page) => services().contact.list(page), 2);
    expect(all.total).toBe(6);
    expect(all.items[0].id).toBe(latest.id);
  });

  it('bookings: newest first in pages, with their lines, and the total', async () => {
    const room = await createRoom(services());
    const made = [];
    for (let day = 10; day < 15; day += 1) {
      made.push(await services().bookings.createHold(quoteFor(room.id, `2027-01-${day}`, `2027-01-${day + 1}`, ownGuest())));
    }
    const all = await readInPages((page) => services().bookings.list(page), 2);
    expect(all.total).toBe(5);
    const page = await services().bookings.list({ offset: 1, limit: 2 });
    expect(page.items.map((booking) => booking.id)).toEqual([made[3].id, made[2].id]);
    expect(page.items[0].lines).toMatchObject([{ roomId: room.id, pax: [{ name: expect.any(String) }] }]);
  });

  it('the ledger: a page of entries, totals and count over every matching attempt', async () => {
    const room = await createRoom(services(), { rentPerDay: 1000 });
    const bookings = [];
    for (let day = 1; day <= 3; day += 1) {
      bookings.push(
        await services().bookings.createHold(quoteFor(room.id, `2027-02-0${day}`, `2027-02-0${day + 1}`, ownGuest())),
      );
    }
    const attempts: [number, string, number, number, string][] = [
      [0, 'paid', 100000, 0, '2026-11-20T05:00:00Z'],
      [0, 'refunded', 200000, 200000, '2026-11-20T05:00:00Z'],
      [1, 'partially_refunded', 300000, 50000, '2026-11-20T05:00:00Z'],
      [1, 'pending', 400000, 0, '2026-11-20T06:00:00Z'],
      [2, 'failed', 500000, 0, '2026-11-20T07:00:00Z'],
      [2, 'paid', 600000, 0, '2026-11-20T04:00:00Z'],
    ];
    for (const [booking, status, amount, refunded, at] of attempts) {
      await sql(
        `INSERT INTO payment (booking_id, book_code, provider, status, amount_paise, refunded_paise, created_at)
         VALUES ($1, $6, 'simulated', $2, $3, $4, $5)`,
        [bookings[booking].id, status, amount, refunded, at, bookings[booking].bookCode],
      );
    }
    const everything = {
      receivedPaise: 100000 + 200000 + 300000 + 600000,
      refundedPaise: 250000,
      netPaise: 1200000 - 250000,
      // What is pending at the hotel is the balance still due on a pay-at-hotel booking, not its
      // promise's amount: booking 1 (₹1,000) already holds ₹2,500, so nothing is due on it.
      pendingAtHotelPaise: 0,
      attempts: 6,
    };

    const ledger = (page?: PageRequest) => services().ledger.list({}, page);
    const all = await ledger();
    expect(all.entries.map((entry) => entry.payment.createdAt.toISOString())).toEqual([
      '2026-11-20T07:00:00.000Z',
      '2026-11-20T06:00:00.000Z',
      '2026-11-20T05:00:00.000Z',
      '2026-11-20T05:00:00.000Z',
      '2026-11-20T05:00:00.000Z',
      '2026-11-20T04:00:00.000Z',
    ]);
    const pages = [await ledger({ offset: 0, limit: 4 }), await ledger({ offset: 4, limit: 4 })];
    expect(pages.map((page) => page.entries.length)).toEqual([4, 2]);
    expect(pages.flatMap((page) => page.entries.map((entry) => entry.payment.id))).toEqual(
      all.entries.map((entry) => entry.payment.id),
    );
    for (const page of [all, ...pages]) expect(page).toMatchObject({ total: 6, totals: everything });
    // The oldest attempt (04:00) ends the last page, with its booking and its guest's name.
    expect(pages[1].entries[1].payment.bookingId).toBe(bookings[2].id);
    expect(pages[1].entries[1].guestName).toBe(bookings[2].userName);

    const paid = await services().ledger.list({ status: 'paid' }, { offset: 1, limit: 1 });
    expect(paid).toMatchObject({ total: 2, totals: { receivedPaise: 700000, attempts: 2, pendingAtHotelPaise: 0 } });
    expect(paid.entries.map((entry) => entry.payment.amountPaise)).toEqual([600000]);

    const ofOneBooking = await services().ledger.list({ bookingId: bookings[1].id }, { offset: 0, limit: 25 });
    expect(ofOneBooking.entries.map((entry) => entry.payment.amountPaise)).toEqual([400000, 300000]);
    expect(ofOneBooking.totals).toMatchObject({ attempts: 2, receivedPaise: 300000, pendingAtHotelPaise: 0 });
    expect((await services().ledger.list({ bookingId: 'not-a-booking' })).total).toBe(0);
  });

  it.each<[string, PageRequest, string, string]>([
    ['a limit of 0', { limit: 0 }, 'PAGE_LIMIT_INVALID', 'Limit must be a whole number from 1 to 100'],
    ['a limit of 101', { limit: 101 }, 'PAGE_LIMIT_INVALID', 'Limit must be a whole number from 1 to 100'],
    ['a fractional limit', { limit: 2.5 }, 'PAGE_LIMIT_INVALID', 'Limit must be a whole number from 1 to 100'],
    ['a negative offset', { offset: -1 }, 'PAGE_OFFSET_INVALID', 'Offset must be a whole number, 0 or more'],
  ])('refuses %s with its code and words, in every list', async (_case, page, code, message) => {
    const lists = [
      () => services().guests.list(page),
      () => services().contact.list(page),
      () => services().bookings.list(page),
      () => services().ledger.list({}, page),
    ];
    for (const list of lists) {
      expect(await refusal(list)).toMatchObject({ code, message, field: code === 'PAGE_LIMIT_INVALID' ? 'limit' : 'offset' });
    }
  });

  it('answers 25 rows when no limit is given', async () => {
    await harness.database.dataSource.transaction(async (manager) => {
      for (let n = 1; n <= 30; n += 1) await addGuest(`many${n}@example.com`, manager);
    });
    const page = await services().guests.list({});
    expect(page.items).toHaveLength(25);
    expect(page.total).toBeGreaterThan(30);
  });
});
