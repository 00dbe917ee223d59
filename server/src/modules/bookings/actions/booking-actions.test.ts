import { createRoom, quoteFor } from '../../../../test/support/fixtures';
import { useServiceHarness } from '../../../../test/support/service-harness';
import { AuditService } from '../../audit';
import { AuditEntry } from '../../audit/audit-entry.entity';
import { Payment } from '../../billing/payments/payment.entity';
import { Refund } from '../../billing/payments/refund.entity';
import { Booking } from '../booking.entity';
import { GuestRegistration } from '../guest-registration.entity';
import { CancelBooking } from './cancel-booking';
import { ChangeStay } from './change-stay';
import { CheckIn } from './check-in';
import { MarkNoShow } from './no-show';

// The harness clock reads 2026-11-21 10:00 in Kolkata.
const TODAY = '2026-11-21';
const ACTOR = { adminId: null, label: 'Desk Tester <desk@hotel.test>' };
const AADHAAR = { idType: 'aadhaar', idNumber: '1234 5678 9012', adults: 2, children: 0 };

const harness = useServiceHarness();

/** An audit log that cannot be written: the last step of every action fails. */
const brokenAudit = {
  record: () => Promise.reject(new Error('The audit log is down')),
} as unknown as AuditService;

const stored = (id: string) =>
  harness.database.dataSource.getRepository(Booking).findOneOrFail({ where: { id }, relations: { lines: true } });
const paymentsOf = (bookingId: string) => harness.database.dataSource.getRepository(Payment).findBy({ bookingId });
const refundsOf = (bookingId: string) => harness.database.dataSource.getRepository(Refund).findBy({ bookingId });
const auditOf = (bookingId: string) => harness.database.dataSource.getRepository(AuditEntry).findBy({ bookingId });

async function confirmedStay(checkIn: string, checkOut: string) {
  const room = await createRoom(harness.services, { rentPerDay: 2000 });
  return harness.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
}

/** Money taken at the desk, so that an action has something to refund. */
async function paidAtDesk(booking: Booking, amountPaise: number) {
  const dataSource = harness.database.dataSource;
  await dataSource.getRepository(Payment).insert({
    bookingId: booking.id,
    bookCode: booking.bookCode,
    provider: 'hotel',
    method: 'cash',
    status: 'paid',
    amountPaise,
    currency: 'INR',
    paidAt: harness.clock.now(),
  });
  await dataSource.transaction(async (manager) => {
    const locked = await harness.services.bookingLifecycle.lock(manager, booking.id);
    await harness.services.bookingMoney.settle(manager, locked, 'cash');
  });
}

/** The same actions as the services wire them, with an audit log that fails. */
function actionsWithBrokenAudit() {
  const { services } = harness;
  const dataSource = harness.database.dataSource;
  const now = harness.clock.now;
  const cancel = new CancelBooking(
    dataSource,
    services.refunds,
    services.bookingLifecycle,
    now,
    services.taxDocuments,
    services.bookingMoney,
    brokenAudit,
  );
  return {
    cancel,
    checkIn: new CheckIn(dataSource, services.bookingLifecycle, brokenAudit, now),
    noShow: new MarkNoShow(
      dataSource,
      services.bookingLifecycle,
      services.bookingMoney,
      cancel,
      services.refunds,
      brokenAudit,
      services.taxDocuments,
    ),
    changeStay: new ChangeStay(
      dataSource,
      services.bookings,
      services.bookingLifecycle,
      services.occupancy,
      services.bookingMoney,
      brokenAudit,
      now,
      services.taxDocuments,
    ),
  };
}

describe('a booking action is one transaction: when its audit entry cannot be written, nothing it did is kept', () => {
  it('check-in: the booking stays confirmed and no registration is stored', async () => {
    const booking = await confirmedStay(TODAY, '2026-11-23');
    await expect(actionsWithBrokenAudit().checkIn.run(ACTOR, booking.id, AADHAAR)).rejects.toThrow('The audit log is down');
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed' });
    const registrations = harness.database.dataSource.getRepository(GuestRegistration);
    expect(await registrations.findOneBy({ bookingId: booking.id })).toBeNull();

    // The wired action, with its audit log, does it.
    await harness.services.stayDesk.checkIn(ACTOR, booking.id, AADHAAR);
    expect(await stored(booking.id)).toMatchObject({ status: 'checked_in' });
    expect(await registrations.findOneBy({ bookingId: booking.id })).not.toBeNull();
  });

  it('no-show: no refund is recorded, the stay keeps its total and nights', async () => {
    const booking = await confirmedStay(TODAY, '2026-11-24');
    await paidAtDesk(booking, booking.totalPaise);
    await expect(actionsWithBrokenAudit().noShow.run(ACTOR, booking.id)).rejects.toThrow('The audit log is down');
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed', totalPaise: booking.totalPaise });
    expect((await stored(booking.id)).lines[0].checkOut).toBe('2026-11-24');
    expect(await refundsOf(booking.id)).toEqual([]);

    await harness.services.stayDesk.markNoShow(ACTOR, booking.id);
    expect(await stored(booking.id)).toMatchObject({ status: 'no_show' });
    expect((await refundsOf(booking.id)).length).toBeGreaterThan(0);
  });

  it('the guest’s cancel: the booking stays confirmed and the promise to pay at the hotel stays open', async () => {
    const booking = await confirmedStay('2026-12-10', '2026-12-12');
    const cancel = actionsWithBrokenAudit().cancel.byGuest(booking.id, { proved: 'booking key', check: () => {} });
    await expect(cancel).rejects.toThrow('The audit log is down');
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed' });
    expect((await paymentsOf(booking.id)).map((payment) => payment.status)).toEqual(['pending']);
    expect(await auditOf(booking.id)).toEqual([]);

    const cancelled = await harness.services.cancellations.byGuest(booking.id, { proved: 'booking key', check: () => {} });
    expect(cancelled.booking.status).toBe('cancelled');
    expect(cancelled.guestMessage).toBe('Your booking is cancelled. Nothing was paid, so there is nothing to refund.');
    expect((await paymentsOf(booking.id)).map((payment) => payment.status)).toEqual(['cancelled']);
    expect(await auditOf(booking.id)).toMatchObject([
      {
        action: 'cancel',
        detail: 'Cancelled online by the guest (proved with the booking key); nothing was paid, nothing to refund.',
      },
    ]);
  });

  it('change stay: the dates and the total stay as they were', async () => {
    const booking = await confirmedStay('2026-12-10', '2026-12-12');
    const change = actionsWithBrokenAudit().changeStay.run(ACTOR, { bookingId: booking.id, checkOut: '2026-12-14' });
    await expect(change).rejects.toThrow('The audit log is down');
    expect(await stored(booking.id)).toMatchObject({ checkOut: '2026-12-12', nights: 2, totalPaise: booking.totalPaise });

    await harness.services.bookingChanges.changeStay(ACTOR, { bookingId: booking.id, checkOut: '2026-12-14' });
    expect(await stored(booking.id)).toMatchObject({ checkOut: '2026-12-14', nights: 4 });
  });

  it('a refusal changes nothing either (the guest’s rule runs on the locked booking first)', async () => {
    const booking = await confirmedStay('2026-12-10', '2026-12-12');
    const cancel = harness.services.cancellations.byGuest(booking.id, {
      proved: 'booking key',
      check: () => {
        throw new Error('not this one');
      },
    });
    await expect(cancel).rejects.toThrow('not this one');
    expect((await paymentsOf(booking.id)).map((payment) => payment.status)).toEqual(['pending']);
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed' });
  });
});
