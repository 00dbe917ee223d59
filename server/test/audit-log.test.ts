import { EntityManager } from 'typeorm';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { AuditAction } from '../src/modules/audit/audit.service';
import { Booking } from '../src/modules/bookings/booking.entity';
import { Payment } from '../src/modules/billing/payments/payment.entity';
import { adminActor } from '../src/shared/actor';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { heldOrder, payInCheckout, verify } from './support/payments';
import { TEST_ADMIN, useTestApp } from './support/test-app';

const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const repo = <T extends object>(entity: new () => T) => app.database.dataSource.getRepository(entity);
const actor = async () => adminActor(await app.services.adminAuth.authenticate(token));
const move = (id: string, step: (manager: EntityManager, booking: Booking) => Promise<unknown>) =>
  app.database.dataSource.transaction(async (m) => step(m, await app.services.bookingLifecycle.lock(m, id)));

const DELETE = `mutation Delete($id: ID!) { deleteBooking(id: $id) { errors { code message } deleted } }`;
const HISTORY = `query History($id: ID!) { booking(id: $id) { id history { at actor action detail bookingId } } }`;
const AUDIT_LOG = `query Log($bookingId: ID, $roomId: ID, $first: Int) {
  auditLog(bookingId: $bookingId, roomId: $roomId, first: $first) { actor action detail bookingId roomId }
}`;

describe('the audit log', () => {
  it('records each sign-in with who and from where', async () => {
    const before = await repo(AuditEntry).countBy({ action: AuditAction.SIGN_IN });
    expect((await call(app, 'POST', '/api/admin/login', { json: TEST_ADMIN })).status).toBe(200);
    expect(await repo(AuditEntry).countBy({ action: AuditAction.SIGN_IN })).toBe(before + 1);
    const [latest] = (await gql(app, AUDIT_LOG, { first: 1 }, { token })).data.auditLog;
    expect(latest).toMatchObject({ action: 'sign_in', bookingId: null, detail: expect.stringMatching(/^Signed in from /) });
    expect(latest.actor).toContain(`<${TEST_ADMIN.email}>`);
    // A wrong password is no sign-in.
    await call(app, 'POST', '/api/admin/login', { json: { ...TEST_ADMIN, password: 'wrong-password-1' } });
    expect(await repo(AuditEntry).countBy({ action: AuditAction.SIGN_IN })).toBe(before + 1);
  });

  it('shows a booking’s history, oldest first, to an admin only', async () => {
    const room = await createRoom(app.services);
    const booking = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2027-01-10', '2027-01-12') });
    const who = await actor();
    await app.database.dataSource.transaction(async (manager) => {
      await app.services.audit.record(manager, who, {
        action: AuditAction.CHECK_IN,
        detail: 'Checked in',
        bookingId: booking.id,
      });
    });
    await app.database.dataSource.transaction(async (manager) => {
      await app.services.audit.record(manager, who, {
        action: AuditAction.PAYMENT,
        detail: 'Cash ₹500',
        bookingId: booking.id,
        roomId: room.id,
      });
    });

    const history = (await gql(app, HISTORY, { id: booking.id }, { token })).data.booking.history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['check_in', 'payment']);
    expect(history[0]).toMatchObject({ actor: who.label, detail: 'Checked in', bookingId: booking.id });

    const byRoom = (await gql(app, AUDIT_LOG, { roomId: room.id }, { token })).data.auditLog;
    expect(byRoom).toEqual([expect.objectContaining({ action: 'payment', roomId: room.id })]);
    const byBooking = (await gql(app, AUDIT_LOG, { bookingId: booking.id }, { token })).data.auditLog;
    expect(byBooking.map((entry: { action: string }) => entry.action)).toEqual(['payment', 'check_in']);

    const guest = await gql(app, HISTORY, { id: booking.id });
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(app, AUDIT_LOG, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a malformed filter or size with a clear message', async () => {
    const refusal = async (variables: Record<string, unknown>) => (await gql(app, AUDIT_LOG, variables, { token })).errors?.[0];
    expect(await refusal({ bookingId: 'DROP TABLE' })).toMatchObject({
      message: 'bookingId must be an id',
      extensions: { code: 'BAD_USER_INPUT', field: 'bookingId' },
    });
    expect((await refusal({ first: 0 }))?.message).toBe('Ask for 1 to 200 entries');
    expect((await refusal({ first: 201 }))?.message).toBe('Ask for 1 to 200 entries');
  });
});

describe('nothing disappears', () => {
  it('deletes an unpaid hold, says who did it in the log, and keeps its ledger rows with the code', async () => {
    const room = await createRoom(app.services);
    const { bookingId, orderId } = await heldOrder(app, room, '2027-02-01', '2027-02-03');
    const booking = await repo(Booking).findOneByOrFail({ id: bookingId });

    expect((await gql(app, DELETE, { id: bookingId }, { token })).data.deleteBooking).toEqual({ errors: [], deleted: true });
    expect(await repo(Booking).existsBy({ id: bookingId })).toBe(false);
    expect(await repo(Payment).findOneByOrFail({ razorpayOrderId: orderId })).toMatchObject({
      bookingId: null,
      bookCode: booking.bookCode,
    });
    const [entry] = (await gql(app, AUDIT_LOG, { bookingId }, { token })).data.auditLog;
    expect(entry).toMatchObject({ action: 'delete', bookingId, actor: (await actor()).label });
    expect(entry.detail).toContain(booking.bookCode);
    expect(entry.detail).toContain(booking.userName);
  });

  it('deletes a cancelled booking that took no money; its pay-at-hotel row stays', async () => {
    const room = await createRoom(app.services);
    const booking = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2027-02-05', '2027-02-06') });
    await app.services.cancellations.cancel(booking.id);
    const reply = await call(app, 'DELETE', `/api/booking/delete_reservation/${booking.id}`, { token });
    expect(reply.status).toBe(200);
    expect(await repo(Payment).findBy({ bookCode: booking.bookCode })).toEqual([
      expect.objectContaining({ bookingId: null, method: 'cod' }),
    ]);
  });

  it('refuses a confirmed booking, a stay and a booking that took money, and changes nothing', async () => {
    const room = await createRoom(app.services);
    const confirmed = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2027-03-01', '2027-03-02') });
    const gqlRefusal = (await gql(app, DELETE, { id: confirmed.id }, { token })).data.deleteBooking;
    expect(gqlRefusal).toEqual({
      errors: [{ code: 'BOOKING_DELETE_NOT_ALLOWED', message: 'A confirmed booking cannot be deleted. Cancel it instead.' }],
      deleted: null,
    });
    const restRefusal = await call(app, 'DELETE', `/api/booking/delete_reservation/${confirmed.id}`, { token });
    expect(restRefusal.status).toBe(409);
    expect(restRefusal.body).toMatchObject({
      success: false,
      message: 'A confirmed booking cannot be deleted. Cancel it instead.',
    });

    // Arrives today (the test clock reads 21 Nov 2026) and checks in.
    const stay = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-11-21', '2026-11-22') });
    await move(stay.id, (manager, booking) => app.services.bookingLifecycle.checkIn(manager, booking));
    expect((await gql(app, DELETE, { id: stay.id }, { token })).data.deleteBooking.errors[0].message).toBe(
      'A checked-in booking cannot be deleted: it stays on the record.',
    );

    // Paid online, then cancelled and refunded: the money moved, so the booking stays.
    const paid = await heldOrder(app, room, '2027-03-10', '2027-03-12');
    await verify(app, await payInCheckout(app, paid.orderId));
    expect((await gql(app, DELETE, { id: paid.bookingId }, { token })).data.deleteBooking.errors[0]).toEqual({
      code: 'PAID_BOOKING_DELETE',
      message: 'A paid booking cannot be deleted. Cancel it to refund the guest.',
    });
    await app.services.cancellations.cancel(paid.bookingId);
    expect((await gql(app, DELETE, { id: paid.bookingId }, { token })).data.deleteBooking.errors[0]).toEqual({
      code: 'PAID_BOOKING_DELETE',
      message: 'A booking that took money cannot be deleted: its payments stay on the record.',
    });

    expect(await repo(Booking).countBy({ id: confirmed.id })).toBe(1);
    expect(await repo(Booking).countBy({ id: stay.id })).toBe(1);
    expect(await repo(Booking).countBy({ id: paid.bookingId })).toBe(1);
    expect(await repo(AuditEntry).countBy({ action: AuditAction.DELETE, bookingId: confirmed.id })).toBe(0);
  });
});
