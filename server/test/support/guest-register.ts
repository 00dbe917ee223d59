import { StaffRole } from '../../src/modules/admin-auth';
import { paidBooking } from './payments';
import { TestApp } from './test-app';

/** The guest register's and Form III's tests: a stay on ARRIVAL, the desk's operations, a foreign and an Indian guest. */
export const ARRIVAL = '2026-12-01';
export const DEPARTURE = '2026-12-02';
/** Noon in the hotel on the arrival day. */
export const CHECK_IN_AT = new Date(`${ARRIVAL}T06:30:00Z`);

export const CHECK_IN = `mutation ($bookingId: ID!, $registration: CheckInInput!) {
  checkIn(bookingId: $bookingId, registration: $registration) { errors { field code message } booking { status } }
}`;
export const CHECK_OUT = `mutation ($bookingId: ID!) { checkOut(bookingId: $bookingId) { errors { message } booking { status } } }`;
export const REGISTER = `query ($from: String!, $to: String!) {
  guestRegister(from: $from, to: $to) {
    from to
    rows { serialNo bookCode rooms name address nationality oci comingFrom goingTo purpose arrivedAt departedAt idType idNumber idShown }
  }
}`;
export const REPORTS = `query ($status: FormIIIStatus) {
  formIIIReports(status: $status) {
    id kind status overdue eventAt dueAt portalReference reportedAt reportedBy
    guest { name nationality bookingId }
    sheet { label value }
  }
}`;
export const DUE = `{ formIIIDue { count overdue soonestDueAt } }`;
export const MARK = `mutation ($id: ID!, $reference: String!, $reportedAt: String!) {
  markFormIIIReported(id: $id, reference: $reference, reportedAt: $reportedAt) {
    errors { field code message }
    report { status portalReference reportedAt reportedBy }
  }
}`;

/** A British tourist with a valid passport and visa, as the desk types her in. */
export const BRITISH = {
  name: 'Emma Clarke',
  address: '14 Elm Road, Leeds, United Kingdom',
  nationality: 'British',
  comingFrom: 'Agra',
  goingTo: 'Varanasi',
  purpose: 'Tourism',
  passportNumber: 'c1234567',
  passportPlaceOfIssue: 'London',
  passportIssuedOn: '2020-03-01',
  passportExpiresOn: '2030-02-28',
  visaNumber: 'ev-998877',
  visaType: 'e-Tourist',
  visaPlaceOfIssue: 'Online',
  visaIssuedOn: '2026-10-01',
  visaValidUntil: '2027-03-31',
  arrivedInIndiaOn: '2026-11-25',
  portOfArrival: 'Delhi airport',
  dateOfBirth: '1990-06-15',
  gender: 'female',
  addressInIndia: 'This hotel',
  contactInIndia: '+91 98765 43210',
  addressAbroad: '14 Elm Road, Leeds, United Kingdom',
  contactAbroad: '+44 7700 900123',
  nextDestination: 'Varanasi',
};
export const INDIAN = {
  name: 'Rahul Verma',
  address: '5 Park Street, Kolkata',
  comingFrom: 'Kolkata',
  goingTo: 'Kolkata',
  purpose: 'Business',
  idType: 'AADHAAR',
  idNumber: '2345 6789 4321',
};

/** The desk's helpers over one test app. */
export function registerDesk(app: TestApp) {
  return {
    async tokenFor(role: StaffRole): Promise<string> {
      const email = `${role.replace('_', '-')}.register@hotel.test`;
      await app.services.adminAuth.ensureAdmin(email, `${role}-password`, `Staff ${role}`, role);
      return (await app.services.adminAuth.login({ email, password: `${role}-password` }, '10.0.0.1')).token;
    },

    async adminGet(path: string, token: string): Promise<Response> {
      return fetch(app.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
    },

    /** A paid stay on ARRIVAL, the desk at noon that day. */
    async stayToCheckIn(): Promise<{ bookingId: string; token: string }> {
      const { bookingId } = await paidBooking(app, ARRIVAL, DEPARTURE);
      app.clock.current = new Date(CHECK_IN_AT);
      return { bookingId, token: await app.adminToken() };
    },

    async rowsOf(bookingId: string) {
      return app.database.dataSource.query(
        `SELECT name, nationality, id_type, id_number, arrived_at, departed_at, form_iii IS NOT NULL AS foreign
       FROM register_entry WHERE booking_id = $1 ORDER BY position`,
        [bookingId],
      );
    },
  };
}
