import { EntityManager } from 'typeorm';
import { createRoom, quoteFor } from '../../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../../test/support/service-harness';
import { Actor } from '../../../shared/actor';
import { reverseDeskEntry, takeDeskMoney } from './desk-money';
import { followPromise, voidPromise } from './promises';
import { Payment } from './payment.entity';

const harness = useServiceHarness();
const desk: Actor = { adminId: null, label: 'Asha Verma <asha@hotel.example>' };
const at = new Date('2026-12-01T06:00:00Z');

/** A confirmed pay-at-hotel booking of one room for two nights at ₹2,500: its folio and its promise. */
async function promisedStay(checkIn: string) {
  const room = await createRoom(harness.services, { rentPerDay: 2500 });
  return harness.services.payments.payAtHotel({
    quote: quoteFor(room.id, `2026-12-${checkIn}`, `2026-12-${Number(checkIn) + 2}`),
  });
}

const entries = (bookingId: string) =>
  harness.database.dataSource.getRepository(Payment).find({ where: { bookingId }, order: { createdAt: 'ASC' } });
const inTransaction = <T>(run: (manager: EntityManager) => Promise<T>) => harness.database.dataSource.transaction(run);

describe('desk money of a folio', () => {
  it('writes the entry in the folio’s own column with the next receipt number', async () => {
    const stay = await promisedStay('10');
    const entry = { amountPaise: 120000, method: 'upi' as const, reference: 'UTR 9', note: null };
    const taken = await inTransaction((manager) =>
      takeDeskMoney(manager, { folio: { bookingId: stay.id }, code: stay.bookCode, entry, actor: desk, at }),
    );
    const [stored] = await harness.database.dataSource.getRepository(Payment).findBy({ id: taken.id });
    expect(stored).toMatchObject({
      bookingId: stay.id,
      eventId: null,
      bookCode: stay.bookCode,
      provider: 'hotel',
      status: 'paid',
      amountPaise: 120000,
      receiptNumber: 'RC/2026-27/00001',
      recordedBy: desk.label,
      paidAt: at,
    });
  });

  it('refuses to reverse an entry of another folio, writing nothing', async () => {
    const mine = await promisedStay('10');
    const other = await promisedStay('14');
    const { payment } = await harness.services.deskPayments.record(desk, { bookingId: mine.id, amount: 500, method: 'cash' });
    const refused = await refusal(() =>
      inTransaction((manager) => reverseDeskEntry(manager, { bookingId: other.id }, payment.id, 'wrong stay', desk, at)),
    );
    expect(refused).toMatchObject({ code: 'DESK_PAYMENT_NOT_FOUND' });
    expect(await harness.database.dataSource.getRepository(Payment).countBy({ status: 'reversal' })).toBe(0);
  });
});

describe('a pay-at-hotel promise of a folio', () => {
  it('is kept when nothing is owed, open again when something is, and stays void once voided', async () => {
    const stay = await promisedStay('10');
    const folio = { bookingId: stay.id };
    const promise = async () => (await entries(stay.id)).find((entry) => entry.method === 'cod')!;
    expect(await promise()).toMatchObject({ status: 'pending', amountPaise: 500000, provider: 'hotel' });

    await inTransaction((manager) => followPromise(manager, folio, { balanceDuePaise: 0 }));
    expect((await promise()).status).toBe('fulfilled');
    await inTransaction((manager) => followPromise(manager, folio, { balanceDuePaise: 100 }));
    expect((await promise()).status).toBe('pending');

    await inTransaction((manager) => voidPromise(manager, folio, 'No-show'));
    expect(await promise()).toMatchObject({ status: 'cancelled', failureReason: 'No-show' });
    await inTransaction((manager) => followPromise(manager, folio, { balanceDuePaise: 0 }));
    expect((await promise()).status).toBe('cancelled');
  });

  it('touches only its own folio', async () => {
    const mine = await promisedStay('10');
    const other = await promisedStay('14');
    await inTransaction((manager) => voidPromise(manager, { bookingId: mine.id }, 'Booking cancelled'));
    expect((await entries(other.id)).map((entry) => entry.status)).toEqual(['pending']);
  });
});
