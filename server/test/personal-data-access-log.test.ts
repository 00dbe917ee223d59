import { purgeAccessLog } from '../src/modules/access-log';
import { StaffRole } from '../src/modules/admin-auth';
import { gql } from './support/graphql';
import { paidBooking } from './support/payments';
import { useTestApp } from './support/test-app';

/**
 * "Who looked" (issue 29, item 6): admin reads of guests' personal data write a row naming the
 * staff member, once per read (a list is one read); the owner alone reads the log; the purge's
 * part removes rows older than a year.
 */
const app = useTestApp();
/** The test clock's day (21 Nov 2026, 10:00 in Kolkata): every read below is logged on it. */
const TODAY = '2026-11-21';

const BOOKING_DETAIL = `query ($id: ID!) { booking(id: $id) { id bookCode userName userPhone userEmail } }`;
const BOOKING_MONEY = `query ($id: ID!) { booking(id: $id) { id status totalAmount } }`;
const BOOKING_LIST = `query { bookings(first: 50, stayFrom: "2026-12-01", stayTo: "2026-12-31", search: "a") { items { ...Guest } total } }
  fragment Guest on Booking { id userName }`;
const ACCESS_LOG = `query ($from: String!, $to: String!, $staffId: ID) {
  personalDataAccessLog(from: $from, to: $to, staffId: $staffId) {
    from to truncated
    entries { id at staffId staffLabel kind subjectId fromDate toDate detail address }
  }
}`;

async function staff(role: StaffRole, name: string): Promise<{ id: string; token: string }> {
  const email = `${role.replace('_', '-')}.looked@hotel.test`;
  await app.services.adminAuth.ensureAdmin(email, `${role}-password-1`, name, role);
  const { token } = await app.services.adminAuth.login({ email, password: `${role}-password-1` }, '10.0.0.9');
  const [{ id }] = await app.database.dataSource.query(`SELECT id FROM admin WHERE email = $1`, [email]);
  return { id, token };
}

interface LogRow {
  staff_id: string;
  staff_label: string;
  kind: string;
  subject_id: string | null;
  from_date: string | null;
  to_date: string | null;
  detail: string | null;
  address: string;
  at: Date;
}

async function logRows(): Promise<LogRow[]> {
  return app.database.dataSource.query(
    `SELECT staff_id, staff_label, kind, subject_id, from_date, to_date, detail, address, at FROM personal_data_access ORDER BY at, kind`,
  );
}

beforeEach(async () => {
  await app.database.dataSource.query(`DELETE FROM personal_data_access`);
});

describe('reads of guests’ personal data are logged', () => {
  it('writes a row naming the front desk member who opened a booking’s guest details', async () => {
    const desk = await staff(StaffRole.FRONT_DESK, 'Asha Desk');
    const { bookingId } = await paidBooking(app, '2026-12-01', '2026-12-03');
    const read = await gql(app, BOOKING_DETAIL, { id: bookingId }, { token: desk.token });
    expect(read.data.booking).toEqual(expect.objectContaining({ id: bookingId, userName: expect.any(String) }));

    expect(await logRows()).toEqual([
      expect.objectContaining({
        staff_id: desk.id,
        staff_label: 'Asha Desk <front-desk.looked@hotel.test>',
        kind: 'booking',
        subject_id: bookingId,
        address: expect.stringMatching(/127\.0\.0\.1/),
        at: app.clock.now(),
      }),
    ]);
  });

  it('writes one row for a booking page whose panels ask at once, and another a minute later', async () => {
    const desk = await staff(StaffRole.FRONT_DESK, 'Asha Desk');
    const { bookingId } = await paidBooking(app, '2026-12-01', '2026-12-03');
    const panels = [BOOKING_DETAIL, `query ($id: ID!) { booking(id: $id) { id userName status } }`, BOOKING_DETAIL];
    await Promise.all(panels.map((panel) => gql(app, panel, { id: bookingId }, { token: desk.token })));
    expect(await logRows()).toHaveLength(1);

    app.clock.advanceMinutes(2);
    try {
      await gql(app, BOOKING_DETAIL, { id: bookingId }, { token: desk.token });
    } finally {
      app.clock.reset();
    }
    expect((await logRows()).map((row) => row.subject_id)).toEqual([bookingId, bookingId]);
  });

  it('logs nothing for a panel that shows no guest details, nor for the guest reading their own booking', async () => {
    const desk = await staff(StaffRole.FRONT_DESK, 'Asha Desk');
    const { bookingId } = await paidBooking(app, '2026-12-01', '2026-12-03');
    expect((await gql(app, BOOKING_MONEY, { id: bookingId }, { token: desk.token })).data.booking.id).toBe(bookingId);
    expect((await gql(app, BOOKING_DETAIL, { id: bookingId })).data.booking.id).toBe(bookingId);
    expect(await logRows()).toEqual([]);
  });

  it('logs a list of many bookings as one row, with its range and that it was searched (not the words)', async () => {
    const desk = await staff(StaffRole.FRONT_DESK, 'Asha Desk');
    await paidBooking(app, '2026-12-01', '2026-12-03');
    await paidBooking(app, '2026-12-05', '2026-12-06');
    const list = await gql(app, BOOKING_LIST, {}, { token: desk.token });
    expect(list.errors).toBeUndefined();
    expect(list.data.bookings.items.length).toBeGreaterThan(1);
    expect(await logRows()).toEqual([
      expect.objectContaining({
        kind: 'booking_list',
        staff_id: desk.id,
        subject_id: null,
        from_date: '2026-12-01',
        to_date: '2026-12-31',
        detail: 'searched by text',
      }),
    ]);
  });

  it('logs the guest register on the page and as the PDF, with the dates read', async () => {
    const manager = await staff(StaffRole.MANAGER, 'Meera Manager');
    const page = await gql(
      app,
      `{ guestRegister(from: "2026-11-01", to: "2026-11-30") { rows { name } } }`,
      {},
      { token: manager.token },
    );
    expect(page.errors).toBeUndefined();
    const pdf = await fetch(`${app.baseUrl}/api/admin/guest-register.pdf?from=2026-11-20&to=2026-11-21`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(pdf.status).toBe(200);
    expect((await logRows()).map(({ kind, from_date, to_date, detail }) => ({ kind, from_date, to_date, detail }))).toEqual([
      { kind: 'guest_register', from_date: '2026-11-01', to_date: '2026-11-30', detail: null },
      { kind: 'guest_register_pdf', from_date: '2026-11-20', to_date: '2026-11-21', detail: 'PDF' },
    ]);
  });

  it('does not log a read the role is refused', async () => {
    const housekeeping = await staff(StaffRole.HOUSEKEEPING, 'Hari Housekeeping');
    const pdf = await fetch(`${app.baseUrl}/api/admin/guest-register.pdf?from=2026-11-20&to=2026-11-21`, {
      headers: { authorization: `Bearer ${housekeeping.token}` },
    });
    expect(pdf.status).toBe(403);
    expect(await logRows()).toEqual([]);
  });

  it('still answers the read when the log cannot be written', async () => {
    const desk = await staff(StaffRole.FRONT_DESK, 'Asha Desk');
    const { bookingId } = await paidBooking(app, '2026-12-01', '2026-12-03');
    await app.database.dataSource.query(`ALTER TABLE personal_data_access RENAME TO personal_data_access_away`);
    try {
      const read = await gql(app, BOOKING_DETAIL, { id: bookingId }, { token: desk.token });
      expect(read.errors).toBeUndefined();
      expect(read.data.booking.id).toBe(bookingId);
    } finally {
      await app.database.dataSource.query(`ALTER TABLE personal_data_access_away RENAME TO personal_data_access`);
    }
  });
});

describe('personalDataAccessLog', () => {
  it('shows the owner who looked at what, filtered by person', async () => {
    const desk = await staff(StaffRole.FRONT_DESK, 'Asha Desk');
    const manager = await staff(StaffRole.MANAGER, 'Meera Manager');
    const { bookingId } = await paidBooking(app, '2026-12-01', '2026-12-03');
    await gql(app, BOOKING_DETAIL, { id: bookingId }, { token: desk.token });
    await gql(app, `{ guestRegister(from: "2026-11-21", to: "2026-11-21") { from } }`, {}, { token: manager.token });
    const owner = await app.adminToken();

    const all = await gql(app, ACCESS_LOG, { from: TODAY, to: TODAY }, { token: owner });
    expect(all.errors).toBeUndefined();
    expect(all.data.personalDataAccessLog.entries.map((entry: { staffLabel: string }) => entry.staffLabel).sort()).toEqual([
      'Asha Desk <front-desk.looked@hotel.test>',
      'Meera Manager <manager.looked@hotel.test>',
    ]);

    const deskOnly = await gql(app, ACCESS_LOG, { from: TODAY, to: TODAY, staffId: desk.id }, { token: owner });
    expect(deskOnly.data.personalDataAccessLog).toEqual({
      from: TODAY,
      to: TODAY,
      truncated: false,
      entries: [
        expect.objectContaining({
          staffId: desk.id,
          kind: 'BOOKING',
          subjectId: bookingId,
          at: app.clock.now().toISOString(),
        }),
      ],
    });

    const dayBefore = await gql(app, ACCESS_LOG, { from: '2026-11-20', to: '2026-11-20' }, { token: owner });
    expect(dayBefore.data.personalDataAccessLog.entries).toEqual([]);
  });

  it('is refused to the front desk and the manager', async () => {
    for (const [role, name] of [
      [StaffRole.FRONT_DESK, 'Asha Desk'],
      [StaffRole.MANAGER, 'Meera Manager'],
    ] as const) {
      const { token } = await staff(role, name);
      const refused = await gql(app, ACCESS_LOG, { from: TODAY, to: TODAY }, { token });
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('refuses a range it cannot read, saying why', async () => {
    const refused = await gql(app, ACCESS_LOG, { from: '2026-11-21', to: '2026-11-20' }, { token: await app.adminToken() });
    expect(refused.errors?.[0]).toEqual(
      expect.objectContaining({
        message: 'To must not be before from.',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    );
  });
});

describe('purgeAccessLog', () => {
  it('removes the rows older than a year and keeps the rest', async () => {
    const desk = await staff(StaffRole.FRONT_DESK, 'Asha Desk');
    const insert = (at: string) =>
      app.database.dataSource.query(
        `INSERT INTO personal_data_access (at, staff_id, staff_label, kind, address) VALUES ($1, $2, 'Asha Desk', 'guest_register', '10.0.0.9')`,
        [at, desk.id],
      );
    await insert('2025-11-20T10:00:00Z');
    await insert('2025-11-21T03:00:00Z');
    await insert('2025-11-21T05:00:00Z');
    await insert('2026-11-01T05:00:00Z');

    const yearAgo = new Date(app.clock.now().getTime() - 365 * 86_400_000);
    const removed = await purgeAccessLog(app.database.dataSource.manager, yearAgo);

    expect(removed).toBe(2);
    expect((await logRows()).map((row) => row.at.toISOString())).toEqual([
      '2025-11-21T05:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
    ]);
  });
});
