import { StaffRole } from '../src/modules/admin-auth';
import { pdfText } from './support/document-pdfs';
import { gql } from './support/graphql';
import {
  ARRIVAL,
  BRITISH,
  CHECK_IN,
  CHECK_IN_AT,
  CHECK_OUT,
  DUE,
  INDIAN,
  REGISTER,
  REPORTS,
  registerDesk,
} from './support/guest-register';
import { useTestApp } from './support/test-app';

/**
 * The guest register (issue 29) through the app's GraphQL and /api: check-in's rows and their
 * checks, the foreign guests' reports opened at check-in and check-out, the register by range and
 * role, and its PDF.
 */
const app = useTestApp();
const { tokenFor, adminGet, stayToCheckIn, rowsOf } = registerDesk(app);

describe('check-in keeps the guest register', () => {
  it('makes one row for the lead guest of an older client’s check-in, with an Aadhaar’s last four digits only', async () => {
    const { bookingId, token } = await stayToCheckIn();
    const answered = await gql(
      app,
      CHECK_IN,
      { bookingId, registration: { idType: 'AADHAAR', idNumber: '2345 6789 1111', adults: 2 } },
      { token },
    );
    expect(answered.data.checkIn.errors).toEqual([]);
    const [booking] = await app.database.dataSource.query(`SELECT user_name FROM booking WHERE id = $1`, [bookingId]);
    expect(await rowsOf(bookingId)).toEqual([
      expect.objectContaining({
        name: booking.user_name,
        nationality: 'Indian',
        id_type: 'aadhaar',
        id_number: '1111',
        foreign: false,
      }),
    ]);
    expect((await rowsOf(bookingId))[0].arrived_at).toEqual(CHECK_IN_AT);
  });

  it('refuses rows that do not match the adults, and writes nothing', async () => {
    const { bookingId, token } = await stayToCheckIn();
    const refused = await gql(app, CHECK_IN, { bookingId, registration: { adults: 2, registerGuests: [INDIAN] } }, { token });
    expect(refused.data.checkIn).toEqual({
      errors: [
        {
          field: 'registerGuests',
          code: 'REGISTER_GUESTS_COUNT',
          message: 'The register needs one row per adult: 2 adults, 1 row given.',
        },
      ],
      booking: null,
    });
    expect(await rowsOf(bookingId)).toEqual([]);
    const [booking] = await app.database.dataSource.query(`SELECT status FROM booking WHERE id = $1`, [bookingId]);
    expect(booking.status).toBe('confirmed');
  });

  it('checks a foreign guest’s Form III particulars and names each field at fault', async () => {
    const { bookingId, token } = await stayToCheckIn();
    const wrong = {
      ...BRITISH,
      portOfArrival: '',
      passportIssuedOn: '2031-01-01',
      passportExpiresOn: '2026-11-30',
      visaIssuedOn: '2027-04-01',
      arrivedInIndiaOn: '2026-12-05',
      dateOfBirth: '2027-01-01',
      gender: 'unknown',
    };
    const refused = await gql(app, CHECK_IN, { bookingId, registration: { adults: 1, registerGuests: [wrong] } }, { token });
    const byField = Object.fromEntries(
      (refused.data.checkIn.errors as { field: string; message: string }[]).map((error) => [error.field, error.message]),
    );
    expect(byField).toEqual({
      'registerGuests.0.portOfArrival': 'Port of arrival in India is required for a foreign guest (Form III).',
      'registerGuests.0.passportExpiresOn': 'Passport valid until must be after the passport date of issue (Wed, 1 Jan 2031).',
      'registerGuests.0.visaValidUntil': 'Visa valid until must be after the visa date of issue (Thu, 1 Apr 2027).',
      'registerGuests.0.passportIssuedOn': 'Passport date of issue cannot be in the future.',
      'registerGuests.0.visaIssuedOn': 'Visa date of issue cannot be in the future.',
      'registerGuests.0.arrivedInIndiaOn': 'Date of arrival in India cannot be after today.',
      'registerGuests.0.dateOfBirth': 'Date of birth must be in the past.',
      'registerGuests.0.gender': 'Gender must be male, female or other.',
    });
    expect(await rowsOf(bookingId)).toEqual([]);
  });

  it('refuses an expired passport and a visa not valid on the day of arrival', async () => {
    const { bookingId, token } = await stayToCheckIn();
    const expired = { ...BRITISH, passportExpiresOn: '2026-11-30', visaIssuedOn: '2026-01-01', visaValidUntil: '2026-11-30' };
    const refused = await gql(app, CHECK_IN, { bookingId, registration: { adults: 1, registerGuests: [expired] } }, { token });
    const codes = (refused.data.checkIn.errors as { field: string; code: string; message: string }[]).map((e) => [
      e.field,
      e.code,
      e.message,
    ]);
    expect(codes).toEqual(
      expect.arrayContaining([
        [
          'registerGuests.0.passportExpiresOn',
          'FORM_III_PASSPORT_EXPIRED',
          'The passport expired on Mon, 30 Nov 2026; check the guest’s current passport.',
        ],
        [
          'registerGuests.0.visaValidUntil',
          'FORM_III_VISA_NOT_VALID',
          'The visa expired on Mon, 30 Nov 2026; check the guest’s current visa.',
        ],
      ]),
    );
  });
});

describe('an OCI card holder', () => {
  it('is a foreign national: Indian with the OCI box is refused; with a passport’s nationality, no visa validity is asked and a report is due', async () => {
    const { bookingId, token } = await stayToCheckIn();
    const oci = {
      ...BRITISH,
      name: 'Priya Shah',
      nationality: 'Indian',
      oci: true,
      visaNumber: 'A1234567',
      visaType: 'OCI',
      visaValidUntil: undefined,
    };
    const refused = await gql(app, CHECK_IN, { bookingId, registration: { adults: 1, registerGuests: [oci] } }, { token });
    expect(refused.data.checkIn.errors).toEqual([
      {
        field: 'registerGuests.0.nationality',
        code: 'REGISTER_GUEST_INVALID',
        message: 'An OCI holder is a foreign national: give the nationality of their passport.',
      },
    ]);
    const answered = await gql(
      app,
      CHECK_IN,
      { bookingId, registration: { adults: 1, registerGuests: [{ ...oci, nationality: 'American' }] } },
      { token },
    );
    expect(answered.data.checkIn.errors).toEqual([]);
    const [report] = await app.database.dataSource.query(
      `SELECT e.oci, e.nationality, r.kind, r.status FROM form_iii_report r JOIN register_entry e ON e.id = r.register_entry_id WHERE e.booking_id = $1`,
      [bookingId],
    );
    expect(report).toEqual({ oci: true, nationality: 'American', kind: 'arrival', status: 'due' });
  });
});

describe('a foreign guest with an Indian companion', () => {
  it('gives two register rows, an arrival report due in 24 hours, and at check-out the departure and its report', async () => {
    const { bookingId, token } = await stayToCheckIn();
    const answered = await gql(
      app,
      CHECK_IN,
      { bookingId, registration: { adults: 2, registerGuests: [BRITISH, INDIAN] } },
      { token },
    );
    expect(answered.data.checkIn.errors).toEqual([]);
    const rows = await rowsOf(bookingId);
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Emma Clarke',
        nationality: 'British',
        id_type: 'passport',
        id_number: 'C1234567',
        foreign: true,
      }),
      expect.objectContaining({
        name: 'Rahul Verma',
        nationality: 'Indian',
        id_type: 'aadhaar',
        id_number: '4321',
        foreign: false,
      }),
    ]);
    // The lead guest's registration took the passport from the first row.
    const [registration] = await app.database.dataSource.query(
      `SELECT id_type, id_number, nationality, passport_number, visa_valid_until FROM guest_registration WHERE booking_id = $1`,
      [bookingId],
    );
    expect(registration).toEqual({
      id_type: 'passport',
      id_number: 'C1234567',
      nationality: 'British',
      passport_number: 'C1234567',
      visa_valid_until: '2027-03-31',
    });

    const due = (await gql(app, REPORTS, { status: 'DUE' }, { token })).data.formIIIReports.filter(
      (report: { guest: { bookingId: string } }) => report.guest.bookingId === bookingId,
    );
    expect(due).toEqual([
      expect.objectContaining({
        kind: 'ARRIVAL',
        status: 'DUE',
        overdue: false,
        eventAt: CHECK_IN_AT.toISOString(),
        dueAt: new Date(CHECK_IN_AT.getTime() + 24 * 3_600_000).toISOString(),
        guest: { name: 'Emma Clarke', nationality: 'British', bookingId },
      }),
    ]);
    expect(due[0].sheet.slice(0, 7)).toEqual([
      { label: 'Report', value: 'Arrival' },
      { label: 'Name', value: 'Emma Clarke' },
      { label: 'Gender', value: 'Female' },
      { label: 'Date of birth', value: 'Fri, 15 Jun 1990' },
      { label: 'Nationality', value: 'British' },
      { label: 'OCI card holder', value: 'No' },
      { label: 'Passport number', value: 'C1234567' },
    ]);

    // A day and an hour later the arrival report is overdue; the guest leaves then.
    app.clock.current = new Date(CHECK_IN_AT.getTime() + 25 * 3_600_000);
    // (The morning's session has lapsed by now: the desk signs in again.)
    const later = await tokenFor(StaffRole.FRONT_DESK);
    const summary = (await gql(app, DUE, {}, { token: later })).data.formIIIDue;
    expect(summary.count).toBeGreaterThanOrEqual(1);
    expect(summary.overdue).toBeGreaterThanOrEqual(1);
    const out = await gql(app, CHECK_OUT, { bookingId }, { token: later });
    expect(out.data.checkOut).toEqual({ errors: [], booking: { status: 'CHECKED_OUT' } });
    expect((await rowsOf(bookingId)).map((row: { departed_at: Date }) => row.departed_at)).toEqual([
      app.clock.current,
      app.clock.current,
    ]);
    const reports = await app.database.dataSource.query(
      `SELECT r.kind, r.status, r.due_at FROM form_iii_report r JOIN register_entry e ON e.id = r.register_entry_id
       WHERE e.booking_id = $1 ORDER BY r.event_at`,
      [bookingId],
    );
    expect(reports).toEqual([
      { kind: 'arrival', status: 'due', due_at: new Date(CHECK_IN_AT.getTime() + 24 * 3_600_000) },
      { kind: 'departure', status: 'due', due_at: new Date(app.clock.current.getTime() + 24 * 3_600_000) },
    ]);
  });
});

describe('guestRegister', () => {
  it('answers the rows of the range in arrival order, numbered, with the room and the ID as kept', async () => {
    const { bookingId, token } = await stayToCheckIn();
    await gql(
      app,
      CHECK_IN,
      {
        bookingId,
        registration: {
          adults: 2,
          registerGuests: [INDIAN, { ...INDIAN, name: 'Meera Verma', idType: 'PAN', idNumber: ' abcde1234f ' }],
        },
      },
      { token },
    );
    const register = (await gql(app, REGISTER, { from: ARRIVAL, to: ARRIVAL }, { token })).data.guestRegister;
    expect(register.rows.map((row: { serialNo: number }) => row.serialNo)).toEqual(
      register.rows.map((_: unknown, i: number) => i + 1),
    );
    const [stay] = await app.database.dataSource.query(
      `SELECT b.book_code, l.room_name FROM booking b JOIN booking_line l ON l.booking_id = b.id WHERE b.id = $1`,
      [bookingId],
    );
    const room = stay;
    const ours = register.rows.filter((row: { bookCode: string }) => row.bookCode === stay.book_code);
    expect(ours).toEqual([
      expect.objectContaining({
        name: 'Rahul Verma',
        address: '5 Park Street, Kolkata',
        idType: 'AADHAAR',
        idNumber: '4321',
        idShown: 'Aadhaar XXXX XXXX 4321',
        rooms: room.room_name,
        departedAt: null,
      }),
      expect.objectContaining({ name: 'Meera Verma', idType: 'PAN', idNumber: 'ABCDE1234F', idShown: 'PAN ABCDE1234F' }),
    ]);
    const before = (await gql(app, REGISTER, { from: '2026-11-01', to: '2026-11-30' }, { token })).data.guestRegister;
    expect(before.rows).toEqual([]);
  });

  it('reads at most 31 days, in order', async () => {
    const token = await app.adminToken();
    const tooLong = await gql(app, REGISTER, { from: '2026-12-01', to: '2027-01-01' }, { token });
    expect(tooLong.errors?.[0]).toMatchObject({
      message: 'The register is read at most 31 days at a time.',
      extensions: { reason: 'REGISTER_RANGE_INVALID' },
    });
    const backwards = await gql(app, REGISTER, { from: '2026-12-05', to: '2026-12-01' }, { token });
    expect(backwards.errors?.[0].message).toBe('To must not be before from.');
    const month = await gql(app, REGISTER, { from: '2026-12-01', to: '2026-12-31' }, { token });
    expect(month.errors).toBeUndefined();
  });

  it('is the desk’s, the manager’s and the owner’s: housekeeping and the accountant are refused', async () => {
    for (const role of [StaffRole.HOUSEKEEPING, StaffRole.ACCOUNTANT]) {
      const token = await tokenFor(role);
      const refused = await gql(app, REGISTER, { from: ARRIVAL, to: ARRIVAL }, { token });
      expect([role, refused.errors?.[0].extensions?.code]).toEqual([role, 'FORBIDDEN']);
      expect([role, (await adminGet(`/api/admin/guest-register.pdf?from=${ARRIVAL}&to=${ARRIVAL}`, token)).status]).toEqual([
        role,
        403,
      ]);
    }
    for (const role of [StaffRole.FRONT_DESK, StaffRole.MANAGER]) {
      const token = await tokenFor(role);
      expect([role, (await gql(app, REGISTER, { from: ARRIVAL, to: ARRIVAL }, { token })).errors]).toEqual([role, undefined]);
    }
  });

  it('prints the guest’s row in the register PDF (landscape A4)', async () => {
    const { bookingId, token } = await stayToCheckIn();
    await gql(
      app,
      CHECK_IN,
      {
        bookingId,
        registration: { adults: 1, registerGuests: [{ ...INDIAN, name: 'Sunita Rao', address: '9 Lake Road, Pune' }] },
      },
      { token },
    );
    const response = await adminGet(`/api/admin/guest-register.pdf?from=${ARRIVAL}&to=${ARRIVAL}`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = pdfText(pdf, true);
    expect(text).toContain('Guest register');
    const line = text.split('\n').find((each) => each.includes('Sunita Rao'));
    expect(line).toEqual(expect.stringContaining('9 Lake Road, Pune'));
    expect(line).toEqual(expect.stringContaining('Aadhaar XXXX XXXX 4321'));
    expect(text).not.toMatch(/2345\s*6789/);
    // Landscape: the first page is wider than it is tall.
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));
    expect(Number(box![1])).toBeGreaterThan(Number(box![2]));
    const bad = await adminGet(`/api/admin/guest-register.pdf?from=${ARRIVAL}&to=2027-02-01`, token);
    expect(bad.status).toBe(400);
  });
});
