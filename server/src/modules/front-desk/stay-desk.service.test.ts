import { DataSource } from 'typeorm';
import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { SYSTEM_ACTOR } from '../../shared/actor';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Booking } from '../bookings/booking.entity';
import { Payment } from '../billing/payments/payment.entity';
import { Refund } from '../billing/payments/refund.entity';
import { GuestRegistration } from '../bookings/guest-registration.entity';

// The harness clock reads 2026-11-21 10:00 in Kolkata.
const TODAY = '2026-11-21';
const ACTOR = { adminId: null, label: 'Desk Tester <desk@hotel.test>' };
const AADHAAR = { idType: 'aadhaar', idNumber: '1234 5678 9012', adults: 2, children: 0 };

const harness = useServiceHarness();
let dataSource: DataSource;
beforeAll(() => {
  dataSource = harness.database.dataSource;
});

const stored = (id: string) => dataSource.getRepository(Booking).findOneOrFail({ where: { id }, relations: { lines: true } });
const registrationOf = (bookingId: string) => dataSource.getRepository(GuestRegistration).findOneBy({ bookingId });
const auditOf = (bookingId: string) => dataSource.getRepository(AuditEntry).findBy({ bookingId });

async function confirmedStay(checkIn: string, checkOut: string, roomOverrides = {}) {
  const room = await createRoom(harness.services, { rentPerDay: 2000, ...roomOverrides });
  const booking = await harness.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
  return { room, booking };
}

/** Money taken at the desk, as a ledger entry (the desk-payments service writes the same row). */
async function paidAtDesk(booking: Booking, amountPaise: number) {
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

describe('checking a guest in', () => {
  it('records the ID proof and party on the arrival day, in one act with its audit entry', async () => {
    const { booking } = await confirmedStay(TODAY, '2026-11-23');
    const checkedIn = await harness.services.stayDesk.checkIn(ACTOR, booking.id, { ...AADHAAR, note: ' Late flight ' });
    expect(checkedIn.status).toBe('checked_in');
    expect(await stored(booking.id)).toMatchObject({ status: 'checked_in' });
    expect(await registrationOf(booking.id)).toMatchObject({
      idType: 'aadhaar',
      idNumber: '9012',
      adults: 2,
      children: 0,
      nationality: 'Indian',
      passportNumber: null,
      note: 'Late flight',
      recordedBy: ACTOR.label,
    });
    const [entry] = await auditOf(booking.id);
    expect(entry).toMatchObject({ action: 'check_in', actor: ACTOR.label });
    // The audit log names the ID by its last four characters only.
    expect(entry.detail).toContain('Aadhaar ending 9012');
    expect(entry.detail).not.toContain('12345678');
  });

  it('refuses before the arrival day and changes nothing', async () => {
    const { booking } = await confirmedStay('2026-11-22', '2026-11-23');
    const error = await refusal(() => harness.services.stayDesk.checkIn(ACTOR, booking.id, AADHAAR));
    expect(error.code).toBe('BOOKING_NOT_ARRIVAL_DAY');
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed' });
    expect(await registrationOf(booking.id)).toBeNull();

    harness.clock.advanceMinutes(24 * 60);
    await harness.services.stayDesk.checkIn(ACTOR, booking.id, AADHAAR);
    expect(await stored(booking.id)).toMatchObject({ status: 'checked_in' });
  });

  it('checks every field and names it, all at once', async () => {
    const { booking } = await confirmedStay(TODAY, '2026-11-22');
    const error = await refusal(() =>
      harness.services.stayDesk.checkIn(ACTOR, booking.id, {
        idType: 'ration_card',
        idNumber: '<script>',
        adults: 0,
        children: 1.5,
        nationality: '1234',
        note: 'x'.repeat(501),
      }),
    );
    const fields = Object.fromEntries(
      ((error as unknown as { errors: { field: string; message: string }[] }).errors ?? []).map((e) => [e.field, e.message]),
    );
    expect(fields).toEqual({
      nationality: 'Nationality must be 2 to 60 letters, e.g. Indian or British.',
      idType: 'ID type must be Aadhaar, passport, driving licence, voter ID, PAN or other.',
      idNumber: 'ID number must be 4 to 40 letters, digits, spaces, "/" or "-".',
      adults: 'Adults must be a whole number from 1 to 20.',
      children: 'Children must be a whole number from 0 to 20.',
      note: 'Note must be at most 500 characters.',
    });
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed' });
  });

  it('keeps an Aadhaar as its last four digits, given in full or masked, and masks one named in the note', async () => {
    for (const idNumber of ['XXXX XXXX 4321', 'xxxx-xxxx-4321', '4321', '2345 6789 4321']) {
      const { booking } = await confirmedStay(TODAY, '2026-11-22');
      await harness.services.stayDesk.checkIn(ACTOR, booking.id, {
        ...AADHAAR,
        idNumber,
        note: 'Aadhaar no. 2345-6789-4321 seen',
      });
      const [row] = await dataSource.query(`SELECT id_type, id_number, note FROM guest_registration WHERE booking_id = $1`, [
        booking.id,
      ]);
      expect(row).toEqual({ id_type: 'aadhaar', id_number: '4321', note: 'Aadhaar no. XXXX XXXX 4321 seen' });
      expect(JSON.stringify(await auditOf(booking.id))).not.toMatch(/6789/);
    }
  });

  it('checks the shape of an Aadhaar number and a PAN, and asks Indian guests for ID', async () => {
    const { booking } = await confirmedStay(TODAY, '2026-11-22');
    for (const idNumber of ['12345', '1234 5678 901', 'XXXX 5678 9012', 'ABCD EFGH 1234']) {
      const aadhaar = await refusal(() => harness.services.stayDesk.checkIn(ACTOR, booking.id, { ...AADHAAR, idNumber }));
      expect(aadhaar).toMatchObject({
        field: 'idNumber',
        message: 'ID number is not valid: give the Aadhaar’s 12 digits or its last 4 (XXXX XXXX 1234).',
      });
    }
    const pan = await refusal(() =>
      harness.services.stayDesk.checkIn(ACTOR, booking.id, { ...AADHAAR, idType: 'pan', idNumber: '12345' }),
    );
    expect(pan.message).toBe('ID number is not valid: a PAN looks like ABCDE1234F.');
    const none = await refusal(() => harness.services.stayDesk.checkIn(ACTOR, booking.id, { adults: 1 }));
    expect((none as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['idType', 'idNumber']);
    await harness.services.stayDesk.checkIn(ACTOR, booking.id, { ...AADHAAR, idType: 'pan', idNumber: 'abcde1234f' });
    expect(await registrationOf(booking.id)).toMatchObject({ idType: 'pan', idNumber: 'ABCDE1234F' });
  });

  it('asks a foreign guest for the Form C facts: passport, visa and a visa still valid', async () => {
    const { booking } = await confirmedStay(TODAY, '2026-11-24');
    const missing = await refusal(() =>
      harness.services.stayDesk.checkIn(ACTOR, booking.id, { adults: 1, nationality: 'British' }),
    );
    const problems = (missing as unknown as { errors: { code: string; field: string; message: string }[] }).errors;
    expect(problems.map(({ code, field, message }) => ({ code, field, message }))).toEqual([
      {
        code: 'REGISTRATION_FORM_C_REQUIRED',
        field: 'passportNumber',
        message: 'A foreign guest’s passport number is required (Form C).',
      },
      {
        code: 'REGISTRATION_FORM_C_REQUIRED',
        field: 'visaNumber',
        message: 'A foreign guest’s visa number is required (Form C).',
      },
      {
        code: 'REGISTRATION_FORM_C_REQUIRED',
        field: 'visaValidUntil',
        message: 'The date the visa is valid until is required (Form C).',
      },
      { code: 'REGISTRATION_INVALID', field: 'idType', message: 'Choose the ID proof the guest showed.' },
      { code: 'REGISTRATION_INVALID', field: 'idNumber', message: 'ID number is required.' },
    ]);
    const expired = await refusal(() =>
      harness.services.stayDesk.checkIn(ACTOR, booking.id, {
        adults: 1,
        nationality: 'British',
        passportNumber: '123456789',
        visaNumber: 'V1234567',
        visaValidUntil: '2026-11-20',
      }),
    );
    expect(expired).toMatchObject({ code: 'REGISTRATION_VISA_EXPIRED', field: 'visaValidUntil' });

    await harness.services.stayDesk.checkIn(ACTOR, booking.id, {
      adults: 1,
      nationality: 'British',
      passportNumber: 'gb1234567',
      visaNumber: 'v1234567',
      visaValidUntil: '2027-03-01',
    });
    // The passport is the foreign guest's ID proof unless the desk names another.
    expect(await registrationOf(booking.id)).toMatchObject({
      idType: 'passport',
      idNumber: 'GB1234567',
      nationality: 'British',
      passportNumber: 'GB1234567',
      visaNumber: 'V1234567',
      visaValidUntil: '2027-03-01',
    });
  });

  it('refuses a party larger than the booked rooms sleep', async () => {
    const { booking } = await confirmedStay(TODAY, '2026-11-22', { maxCount: 2 });
    const error = await refusal(() =>
      harness.services.stayDesk.checkIn(ACTOR, booking.id, { ...AADHAAR, adults: 2, children: 1 }),
    );
    expect(error).toMatchObject({
      code: 'REGISTRATION_PARTY_TOO_LARGE',
      field: 'adults',
      message: 'The booked rooms sleep 2 guests; 3 cannot check in. Add a room to the booking first.',
    });
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed' });
  });

  it('refuses to check in a cancelled booking with the state machine’s message', async () => {
    const { booking } = await confirmedStay(TODAY, '2026-11-22');
    await harness.services.cancellations.cancel(booking.id);
    const error = await refusal(() => harness.services.stayDesk.checkIn(ACTOR, booking.id, AADHAAR));
    expect(error.message).toBe('Only a booking that is confirmed can be checked in. This one is cancelled.');
    expect(await registrationOf(booking.id)).toBeNull();
  });
});

describe('checking a guest out', () => {
  it('refuses while a balance is due, naming it, and checks out once it is paid', async () => {
    const { booking } = await confirmedStay(TODAY, '2026-11-23');
    await harness.services.stayDesk.checkIn(ACTOR, booking.id, AADHAAR);
    await paidAtDesk(booking, 160_000);
    const error = await refusal(() => harness.services.stayDesk.checkOut(ACTOR, booking.id));
    expect(error).toMatchObject({
      code: 'BALANCE_DUE_AT_CHECK_OUT',
      message: '₹2,400 is still due. Take the payment before checking out.',
    });
    expect(await stored(booking.id)).toMatchObject({ status: 'checked_in', paymentStatus: 'part_paid' });

    await paidAtDesk(booking, 240_000);
    harness.clock.advanceMinutes(24 * 60);
    const out = await harness.services.stayDesk.checkOut(ACTOR, booking.id);
    expect(out.status).toBe('checked_out');
    expect(await stored(booking.id)).toMatchObject({ status: 'checked_out', paymentStatus: 'paid', totalPaise: 400_000 });
    expect((await auditOf(booking.id)).map((entry) => entry.action).sort()).toEqual(['check_in', 'check_out']);
  });

  it('lets an early departure free the nights not slept; the booked stay is still what is paid', async () => {
    const { room, booking } = await confirmedStay(TODAY, '2026-11-24');
    await harness.services.stayDesk.checkIn(ACTOR, booking.id, AADHAAR);
    await paidAtDesk(booking, 600_000);
    harness.clock.advanceMinutes(24 * 60);
    await harness.services.stayDesk.checkOut(ACTOR, booking.id);
    expect(await stored(booking.id)).toMatchObject({ totalPaise: 600_000, lines: [{ checkOut: '2026-11-22' }] });
    const next = await harness.services.bookings.createHold(quoteFor(room.id, '2026-11-22', '2026-11-24'));
    expect(next.status).toBe('held');
  });

  it('refuses to check out a booking never checked in', async () => {
    const { booking } = await confirmedStay(TODAY, '2026-11-22');
    const error = await refusal(() => harness.services.stayDesk.checkOut(ACTOR, booking.id));
    expect(error.message).toBe('Only a booking that is checked in can be checked out. This one is confirmed.');
  });
});

describe('marking a no-show', () => {
  it('keeps what the policy keeps, refunds the rest of what was paid and frees the later nights', async () => {
    // Three nights at ₹2,000, paid in full; on the arrival day the policy keeps half.
    const { room, booking } = await confirmedStay(TODAY, '2026-11-24');
    await paidAtDesk(booking, 600_000);
    const { booking: after, message } = await harness.services.stayDesk.markNoShow(ACTOR, booking.id);
    expect(message).toBe('The cancellation policy keeps ₹3,000. ₹3,000 is refunded to the guest.');
    expect(after).toMatchObject({ status: 'no_show', totalPaise: 300_000 });
    const refunds = await dataSource.getRepository(Refund).findBy({ bookingId: booking.id });
    expect(refunds.map((refund) => refund.amountPaise)).toEqual([300_000]);
    expect(await harness.services.bookingMoney.of(dataSource.manager, booking.id)).toMatchObject({
      paidPaise: 300_000,
      balanceDuePaise: 0,
    });
    expect(await stored(booking.id)).toMatchObject({ status: 'no_show', lines: [{ checkOut: '2026-11-22' }] });
    const later = await harness.services.bookings.createHold(quoteFor(room.id, '2026-11-22', '2026-11-24'));
    expect(later.status).toBe('held');
    expect((await auditOf(booking.id)).map((entry) => entry.action)).toEqual(['no_show']);
  });

  it('leaves the policy’s charge due when nothing was paid, and voids the promise to pay the whole stay', async () => {
    const { booking } = await confirmedStay(TODAY, '2026-11-23');
    const { message } = await harness.services.stayDesk.markNoShow(ACTOR, booking.id);
    expect(message).toBe('The cancellation policy keeps ₹2,000. ₹2,000 is still due.');
    expect(await stored(booking.id)).toMatchObject({ status: 'no_show', totalPaise: 200_000, paymentStatus: 'pending' });
    expect(await dataSource.getRepository(Payment).findBy({ bookingId: booking.id, status: 'pending' })).toEqual([]);
    expect((await harness.services.bookingMoney.of(dataSource.manager, booking.id)).balanceDuePaise).toBe(200_000);
  });

  it('is refused before the arrival day and for a booking already in', async () => {
    const { booking } = await confirmedStay('2026-11-22', '2026-11-23');
    const early = await refusal(() => harness.services.stayDesk.markNoShow(SYSTEM_ACTOR, booking.id));
    expect(early.code).toBe('BOOKING_NOT_ARRIVAL_DAY');
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed', totalPaise: 200_000 });
    expect(await dataSource.getRepository(Payment).findBy({ bookingId: booking.id, status: 'pending' })).toHaveLength(1);

    const { booking: inHouse } = await confirmedStay(TODAY, '2026-11-22');
    await harness.services.stayDesk.checkIn(ACTOR, inHouse.id, AADHAAR);
    const error = await refusal(() => harness.services.stayDesk.markNoShow(ACTOR, inHouse.id));
    expect(error.message).toBe('Only a booking that is confirmed can be marked as a no-show. This one is checked in.');
  });
});
