import { StaffRole } from '../src/modules/admin-auth';
import { pdfText } from './support/document-pdfs';
import { gql } from './support/graphql';
import { BRITISH, CHECK_IN, CHECK_IN_AT, MARK, REPORTS, registerDesk } from './support/guest-register';
import { useTestApp } from './support/test-app';

/**
 * Form III reports (issue 29): marking one reported (its checks, the audit line, the roles) and
 * its sheet as CSV and PDF, through the app's GraphQL and /api.
 */
const app = useTestApp();
const { tokenFor, adminGet, stayToCheckIn } = registerDesk(app);

describe('markFormIIIReported', () => {
  async function dueReport(): Promise<{ id: string; token: string; bookingId: string }> {
    const { bookingId, token } = await stayToCheckIn();
    await gql(app, CHECK_IN, { bookingId, registration: { adults: 1, registerGuests: [BRITISH] } }, { token });
    const [report] = await app.database.dataSource.query(
      `SELECT r.id FROM form_iii_report r JOIN register_entry e ON e.id = r.register_entry_id WHERE e.booking_id = $1`,
      [bookingId],
    );
    return { id: report.id, token, bookingId };
  }

  it('needs the portal’s reference and a time between the arrival and now, and changes nothing otherwise', async () => {
    const { id, token } = await dueReport();
    app.clock.current = new Date(CHECK_IN_AT.getTime() + 3_600_000);
    const blank = await gql(app, MARK, { id, reference: '  ', reportedAt: 'soon' }, { token });
    expect(blank.data.markFormIIIReported.errors).toEqual([
      { field: 'reference', code: 'FORM_III_REPORT_INVALID', message: 'The portal’s reference is required.' },
      { field: 'reportedAt', code: 'FORM_III_REPORT_INVALID', message: 'Reported at must be a date and time.' },
    ]);
    const future = await gql(
      app,
      MARK,
      { id, reference: 'BOI-1', reportedAt: new Date(CHECK_IN_AT.getTime() + 2 * 3_600_000).toISOString() },
      { token },
    );
    expect(future.data.markFormIIIReported.errors).toEqual([
      { field: 'reportedAt', code: 'FORM_III_REPORT_INVALID', message: 'Reported at cannot be in the future.' },
    ]);
    const early = await gql(
      app,
      MARK,
      { id, reference: 'BOI-1', reportedAt: new Date(CHECK_IN_AT.getTime() - 60_000).toISOString() },
      { token },
    );
    expect(early.data.markFormIIIReported.errors).toEqual([
      {
        field: 'reportedAt',
        code: 'FORM_III_REPORT_INVALID',
        message: 'Reported at cannot be before the arrival it reports (1 Dec 2026, 12:00 PM).',
      },
    ]);
    const [row] = await app.database.dataSource.query(`SELECT status, portal_reference FROM form_iii_report WHERE id = $1`, [id]);
    expect(row).toEqual({ status: 'due', portal_reference: null });
  });

  it('records the reference, who and when, in the audit log; a second time is refused', async () => {
    const { id, token, bookingId } = await dueReport();
    app.clock.current = new Date(CHECK_IN_AT.getTime() + 3 * 3_600_000);
    const reportedAt = new Date(CHECK_IN_AT.getTime() + 2 * 3_600_000).toISOString();
    const marked = await gql(app, MARK, { id, reference: ' BOI/2026/000123 ', reportedAt }, { token });
    expect(marked.data.markFormIIIReported).toEqual({
      errors: [],
      report: { status: 'REPORTED', portalReference: 'BOI/2026/000123', reportedAt, reportedBy: expect.any(String) },
    });
    const [audit] = await app.database.dataSource.query(
      `SELECT action, detail FROM audit_entry WHERE booking_id = $1 AND action = 'form_iii_reported'`,
      [bookingId],
    );
    expect(audit.detail).toBe(
      'Form III arrival of Emma Clarke (British) reported on the portal at 1 Dec 2026, 2:00 PM, reference BOI/2026/000123',
    );
    const again = await gql(app, MARK, { id, reference: 'BOI-2', reportedAt }, { token });
    expect(again.data.markFormIIIReported.errors).toEqual([expect.objectContaining({ code: 'FORM_III_ALREADY_REPORTED' })]);
    const reported = (await gql(app, REPORTS, { status: 'REPORTED' }, { token })).data.formIIIReports;
    expect(reported.map((report: { id: string }) => report.id)).toContain(id);
  });

  it('is refused to housekeeping and the accountant', async () => {
    const { id } = await dueReport();
    for (const role of [StaffRole.HOUSEKEEPING, StaffRole.ACCOUNTANT]) {
      const token = await tokenFor(role);
      const refused = await gql(app, MARK, { id, reference: 'BOI-9', reportedAt: CHECK_IN_AT.toISOString() }, { token });
      expect([role, refused.errors?.[0].extensions?.code]).toEqual([role, 'FORBIDDEN']);
      expect([role, (await adminGet(`/api/admin/form-iii/${id}.csv`, token)).status]).toEqual([role, 403]);
    }
  });

  it('gives the sheet as a CSV in the portal’s field order, and as a PDF', async () => {
    const { id, token } = await dueReport();
    const csvResponse = await adminGet(`/api/admin/form-iii/${id}.csv`, token);
    expect(csvResponse.status).toBe(200);
    const [header, values] = (await csvResponse.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header.split(',')).toEqual([
      'Report',
      'Name',
      'Gender',
      'Date of birth',
      'Nationality',
      'OCI card holder',
      'Passport number',
      'Passport place of issue',
      'Passport date of issue',
      'Passport valid until',
      'Visa number',
      'Visa type',
      'Visa place of issue',
      'Visa date of issue',
      'Visa valid until',
      'Date of arrival in India',
      'Port of arrival in India',
      'Arrival at the hotel',
      'Departure from the hotel',
      'Room',
      'Coming from',
      'Next destination',
      'Purpose of visit',
      'Address in India',
      'Contact number in India',
      'Permanent address abroad',
      'Contact number abroad',
    ]);
    expect(values).toContain('Emma Clarke');
    expect(values).toContain('C1234567');
    expect(values).toContain('EV-998877');
    const pdf = await adminGet(`/api/admin/form-iii/${id}.pdf`, token);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Form III · arrival of Emma Clarke');
    expect(text).toContain('C1234567');
  });
});
