import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { ClosedDay } from '../src/modules/billing';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { TEST_ADMIN, useTestApp } from './support/test-app';

const app = useTestApp();
const repo = <T extends object>(entity: new () => T) => app.database.dataSource.getRepository<T>(entity);

const PAY_AT_HOTEL = `mutation ($quote: QuoteInput) { payAtHotel(quote: $quote) { errors { message } booking { id } } }`;
const CANCEL = `mutation ($id: ID!) { cancelBooking(id: $id) { errors { code message } booking { status } } }`;

async function booked(checkIn: string, checkOut: string): Promise<string> {
  const room = await createRoom(app.services, { rentPerDay: 2000 });
  const response = await gql(app, PAY_AT_HOTEL, { quote: quoteFor(room.id, checkIn, checkOut) });
  return response.data.payAtHotel.booking.id as string;
}

async function frontDeskToken(): Promise<string> {
  const invited = await gql(
    app,
    `mutation { inviteStaff(email: "arjun@hotel.test", name: "Arjun", role: FRONT_DESK) { inviteLink } }`,
    {},
    { token: await app.adminToken() },
  );
  const token = new URL(invited.data.inviteStaff.inviteLink).searchParams.get('token');
  const accepted = await gql(
    app,
    `mutation ($token: String!) { acceptInvite(token: $token, password: "desk-long-password") { token } }`,
    {
      token,
    },
  );
  return accepted.data.acceptInvite.token as string;
}

describe('cancelling at the desk', () => {
  it('names the person who cancelled in the booking’s history', async () => {
    const bookingId = await booked('2026-12-10', '2026-12-12');
    const cancelled = await gql(app, CANCEL, { id: bookingId }, { token: await app.adminToken() });
    expect(cancelled.data.cancelBooking).toEqual({ errors: [], booking: { status: 'CANCELLED' } });
    const [line] = await repo(AuditEntry).findBy({ bookingId, action: 'cancel' });
    expect(line.actor).toContain(`<${TEST_ADMIN.email}>`);
    expect(line.detail).toMatch(/^Cancelled by the hotel; /);
  });

  it('refuses the front desk a cancellation of nights on a closed day, and changes nothing', async () => {
    const bookingId = await booked('2026-11-25', '2026-11-27');
    await repo(ClosedDay).insert({ date: '2026-11-26', closedAt: app.clock.now(), closedBy: 'Owner' });
    const refused = await gql(app, CANCEL, { id: bookingId }, { token: await frontDeskToken() });
    expect(refused.data.cancelBooking.errors).toEqual([
      {
        code: 'DAY_CLOSED',
        message: 'Thu, 26 Nov 2026 is closed: only the owner can make a cancellation that touches a closed day.',
      },
    ]);
    expect((await gql(app, `{ booking(id: "${bookingId}") { status } }`)).data.booking.status).toBe('CONFIRMED');

    // The owner may, and the log says so.
    const byOwner = await gql(app, CANCEL, { id: bookingId }, { token: await app.adminToken() });
    expect(byOwner.data.cancelBooking.errors).toEqual([]);
    const lines = await repo(AuditEntry).findBy({ bookingId, action: 'closed_day_changed' });
    expect(lines.map((line) => line.detail)).toEqual(['Closed day Thu, 26 Nov 2026 changed by the owner: a cancellation.']);
  });
});
