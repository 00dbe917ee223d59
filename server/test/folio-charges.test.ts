import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { FolioChargeLine, TaxDocument } from '../src/modules/billing';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { openDeskShift } from './support/shifts';
import { TEST_ADMIN, useTestApp } from './support/test-app';

const app = useTestApp();
// The test clock reads 21 Nov 2026, 10:00 in Kolkata; cash at the desk needs an open shift.
const TODAY = '2026-11-21';
beforeAll(() => openDeskShift(app));
const repo = <T extends object>(entity: new () => T) => app.database.dataSource.getRepository<T>(entity);

const PAY_AT_HOTEL = `mutation ($quote: QuoteInput) { payAtHotel(quote: $quote) { errors { message } booking { id } } }`;
const CHECK_IN = `mutation ($bookingId: ID!, $registration: CheckInInput!) {
  checkIn(bookingId: $bookingId, registration: $registration) { errors { message } booking { status } }
}`;
const CHECK_OUT = `mutation ($bookingId: ID!) { checkOut(bookingId: $bookingId) { errors { message } booking { status } } }`;
const ADD = `mutation ($input: AddFolioChargeInput!) {
  addFolioCharge(input: $input) {
    errors { field code message }
    charge { id kind description sac quantity unitPrice gstRate taxable cgst sgst total postedOn postedBy reversed reversesId }
    booking { totalAmount chargesAmount folioTotalAmount balanceDue paymentStatus }
  }
}`;
const REVERSE = `mutation ($chargeId: ID!, $reason: String!) {
  reverseFolioCharge(chargeId: $chargeId, reason: $reason) {
    errors { field code message }
    charge { quantity total reversesId reason }
    booking { chargesAmount balanceDue }
  }
}`;
const CHARGES = `query ($bookingId: ID!) { folioCharges(bookingId: $bookingId) { description total reversed reversesId } }`;
const DEFAULTS = `{ folioChargeDefaults { kind label sac gstRate unitPrice } }`;
const UPDATE_DEFAULTS = `mutation ($defaults: [FolioChargeDefaultInput!]!) {
  updateFolioChargeDefaults(defaults: $defaults) { errors { field code message } defaults { kind sac gstRate unitPrice } }
}`;
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { errors { message } } }`;

/** A guest in the house: booked to pay at the hotel (2 nights at ₹2,500), checked in today. */
async function guestInHouse(token: string): Promise<string> {
  const room = await createRoom(app.services, { rentPerDay: 2500 });
  const booked = await gql(app, PAY_AT_HOTEL, { quote: quoteFor(room.id, TODAY, '2026-11-23') });
  const bookingId = booked.data.payAtHotel.booking.id as string;
  const registration = { idType: 'AADHAAR', idNumber: '123412341234', adults: 1 };
  const checkedIn = await gql(app, CHECK_IN, { bookingId, registration }, { token });
  expect(checkedIn.data.checkIn).toEqual({ errors: [], booking: { status: 'CHECKED_IN' } });
  return bookingId;
}

describe('folio charges', () => {
  it('posts extras to a guest in the house with the GST of their kind, reverses a wrong one, and invoices the rest at check-out', async () => {
    const token = await app.adminToken();
    const bookingId = await guestInHouse(token);

    const laundry = await gql(
      app,
      ADD,
      { input: { bookingId, kind: 'LAUNDRY', quantity: 3, unitPrice: 100, note: '3 shirts' } },
      { token },
    );
    expect(laundry.data.addFolioCharge).toMatchObject({
      errors: [],
      charge: {
        kind: 'LAUNDRY',
        description: 'Laundry: 3 shirts',
        sac: '999712',
        quantity: 3,
        unitPrice: 100,
        gstRate: 18,
        taxable: 300,
        cgst: 27,
        sgst: 27,
        total: 354,
        postedOn: TODAY,
        postedBy: expect.stringContaining(`<${TEST_ADMIN.email}>`),
        reversed: false,
        reversesId: null,
      },
      booking: { totalAmount: 5000, chargesAmount: 354, folioTotalAmount: 5354, balanceDue: 5354 },
    });

    // ₹450.50 of food at 5%: CGST and SGST of ₹11.26 each (rounded to the paisa).
    const dinner = await gql(app, ADD, { input: { bookingId, kind: 'RESTAURANT', quantity: 1, unitPrice: 450.5 } }, { token });
    expect(dinner.data.addFolioCharge.charge).toMatchObject({
      sac: '996331',
      gstRate: 5,
      taxable: 450.5,
      cgst: 11.26,
      total: 473.02,
    });
    expect(dinner.data.addFolioCharge.booking).toMatchObject({ chargesAmount: 827.02, balanceDue: 5827.02 });

    const dinnerId = dinner.data.addFolioCharge.charge.id;
    const reversed = await gql(app, REVERSE, { chargeId: dinnerId, reason: 'Posted to the wrong room' }, { token });
    expect(reversed.data.reverseFolioCharge).toEqual({
      errors: [],
      charge: { quantity: -1, total: -473.02, reversesId: dinnerId, reason: 'Posted to the wrong room' },
      booking: { chargesAmount: 354, balanceDue: 5354 },
    });
    const again = await gql(app, REVERSE, { chargeId: dinnerId, reason: 'Twice' }, { token });
    expect(again.data.reverseFolioCharge.errors).toEqual([
      { field: 'chargeId', code: 'CHARGE_ALREADY_REVERSED', message: 'This charge was already reversed.' },
    ]);
    const reversalId = (await repo(FolioChargeLine).findOneByOrFail({ reversesId: dinnerId })).id;
    const ofReversal = await gql(app, REVERSE, { chargeId: reversalId, reason: 'Undo' }, { token });
    expect(ofReversal.data.reverseFolioCharge.errors[0].message).toBe('A reversing line cannot itself be reversed.');
    expect((await gql(app, CHARGES, { bookingId }, { token })).data.folioCharges).toEqual([
      { description: 'Laundry: 3 shirts', total: 354, reversed: false, reversesId: null },
      { description: 'Restaurant', total: 473.02, reversed: true, reversesId: null },
      { description: 'Reversal: Restaurant', total: -473.02, reversed: false, reversesId: dinnerId },
    ]);

    // The day's report counts the extras posted today, the reversed dinner netted out.
    const day = await gql(
      app,
      `query ($date: String!) { dayClose(date: $date) { report { extrasRevenue } } }`,
      { date: TODAY },
      { token },
    );
    expect(day.data.dayClose.report.extrasRevenue).toBe(354);

    const paid = await gql(app, RECORD, { input: { bookingId, amount: 5354, method: 'CASH' } }, { token });
    expect(paid.data.recordPayment.errors).toEqual([]);
    app.clock.current = new Date('2026-11-23T05:30:00Z');
    const signedIn = (await app.services.adminAuth.login(TEST_ADMIN, '127.0.0.1')).token;
    expect((await gql(app, CHECK_OUT, { bookingId }, { token: signedIn })).data.checkOut.errors).toEqual([]);

    // The invoice lists the room nights and the laundry with its own SAC and GST; the reversed dinner is on it nowhere.
    const [invoice] = await repo(TaxDocument).findBy({ bookingId, kind: 'invoice' as TaxDocument['kind'] });
    expect(invoice.totalPaise).toBe(5354_00);
    const extra = invoice.lines.filter((line) => line.sac !== '996311');
    expect(extra).toEqual([
      expect.objectContaining({
        description: 'Laundry: 3 shirts',
        sac: '999712',
        quantity: 3,
        rateBp: 1800,
        taxablePaise: 300_00,
        cgstPaise: 27_00,
      }),
    ]);
    expect(invoice.lines.some((line) => line.description.includes('Restaurant'))).toBe(false);

    // Checked out: the folio takes no more extras.
    const late = await gql(app, ADD, { input: { bookingId, kind: 'MINIBAR', quantity: 1, unitPrice: 80 } }, { token: signedIn });
    expect(late.data.addFolioCharge.errors[0]).toMatchObject({
      code: 'BOOKING_TRANSITION_NOT_ALLOWED',
      message: 'Only a booking that is checked in can be charged for extras. This one is checked out.',
    });
    const audit = await repo(AuditEntry).findBy({ bookingId, action: 'charge_posted' });
    expect(audit).toHaveLength(2);
    expect(audit.every((entry) => entry.actor.endsWith(`<${TEST_ADMIN.email}>`))).toBe(true);
  });

  it('answers bad input on its fields and writes nothing', async () => {
    const token = await app.adminToken();
    const bookingId = await guestInHouse(token);
    const bad = await gql(app, ADD, { input: { bookingId, kind: 'OTHER', quantity: 0, unitPrice: 12.345, note: '' } }, { token });
    expect(bad.data.addFolioCharge.errors).toEqual([
      { field: 'quantity', code: 'CHARGE_QUANTITY_INVALID', message: 'Enter a quantity from 1 to 999.' },
      {
        field: 'unitPrice',
        code: 'CHARGE_PRICE_INVALID',
        message:
          'Enter the price of one in rupees before GST, greater than zero and at most ₹1,00,000, with at most two decimals.',
      },
      { field: 'note', code: 'CHARGE_NOTE_INVALID', message: 'Say what the charge is for.' },
    ]);
    const long = await gql(
      app,
      ADD,
      { input: { bookingId, kind: 'OTHER', quantity: 1, unitPrice: 10, note: 'x\ny' } },
      { token },
    );
    expect(long.data.addFolioCharge.errors[0].code).toBe('CHARGE_NOTE_INVALID');
    expect(await repo(FolioChargeLine).countBy({ bookingId })).toBe(0);
    const anonymous = await gql(app, ADD, { input: { bookingId, kind: 'LAUNDRY', quantity: 1, unitPrice: 10 } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('takes its SAC, GST rate and usual price from the owner’s defaults', async () => {
    const token = await app.adminToken();
    const before = (await gql(app, DEFAULTS, {}, { token })).data.folioChargeDefaults;
    expect(before.find((item: { kind: string }) => item.kind === 'EXTRA_BED')).toEqual({
      kind: 'EXTRA_BED',
      label: 'Extra bed',
      sac: '996311',
      gstRate: 5,
      unitPrice: 500,
    });
    const wrong = await gql(app, UPDATE_DEFAULTS, { defaults: [{ kind: 'LAUNDRY', sac: '12345', gstRate: 7 }] }, { token });
    expect(wrong.data.updateFolioChargeDefaults.errors.map((error: { field: string }) => error.field)).toEqual([
      'defaults.0.sac',
      'defaults.0.gstRate',
    ]);
    const saved = await gql(
      app,
      UPDATE_DEFAULTS,
      { defaults: [{ kind: 'LAUNDRY', sac: '999713', gstRate: 5, unitPrice: 60 }] },
      { token },
    );
    expect(saved.data.updateFolioChargeDefaults.errors).toEqual([]);
    expect(saved.data.updateFolioChargeDefaults.defaults).toContainEqual({
      kind: 'LAUNDRY',
      sac: '999713',
      gstRate: 5,
      unitPrice: 60,
    });
    expect((await repo(AuditEntry).findBy({ action: 'settings_changed' })).map((entry) => entry.detail)).toContain(
      'Charge defaults: Laundry: SAC 999713, GST 5%, usual price ₹60',
    );

    const bookingId = await guestInHouse(token);
    const charged = await gql(app, ADD, { input: { bookingId, kind: 'LAUNDRY', quantity: 2, unitPrice: 60 } }, { token });
    expect(charged.data.addFolioCharge.charge).toMatchObject({ sac: '999713', gstRate: 5, taxable: 120, total: 126 });
  });

  it('lets the front desk reverse only a charge it posted itself today, and not change the defaults', async () => {
    const ownerToken = await app.adminToken();
    const invited = await gql(
      app,
      `mutation { inviteStaff(email: "meena@hotel.test", name: "Meena", role: FRONT_DESK) { errors { message } inviteLink } }`,
      {},
      { token: ownerToken },
    );
    const inviteToken = new URL(invited.data.inviteStaff.inviteLink).searchParams.get('token');
    const accepted = await gql(
      app,
      `mutation ($token: String!) { acceptInvite(token: $token, password: "desk-long-password") { token } }`,
      {
        token: inviteToken,
      },
    );
    const deskToken = accepted.data.acceptInvite.token as string;
    const bookingId = await guestInHouse(ownerToken);

    const byOwner = await gql(
      app,
      ADD,
      { input: { bookingId, kind: 'MINIBAR', quantity: 2, unitPrice: 40 } },
      { token: ownerToken },
    );
    const byDesk = await gql(
      app,
      ADD,
      { input: { bookingId, kind: 'MINIBAR', quantity: 1, unitPrice: 40 } },
      { token: deskToken },
    );
    expect(byDesk.data.addFolioCharge.charge.postedBy).toBe('Meena <meena@hotel.test>');

    const refused = await gql(
      app,
      REVERSE,
      { chargeId: byOwner.data.addFolioCharge.charge.id, reason: 'Not ours' },
      { token: deskToken },
    );
    expect(refused.data.reverseFolioCharge.errors).toEqual([
      {
        field: 'chargeId',
        code: 'CHARGE_NOT_REVERSIBLE',
        message: 'The front desk can reverse only a charge it posted itself today. Ask a manager or the owner.',
      },
    ]);
    const own = await gql(app, REVERSE, { chargeId: byDesk.data.addFolioCharge.charge.id, reason: 'Typo' }, { token: deskToken });
    expect(own.data.reverseFolioCharge.errors).toEqual([]);
    expect(own.data.reverseFolioCharge.booking.chargesAmount).toBe(84);

    const defaults = await gql(
      app,
      UPDATE_DEFAULTS,
      { defaults: [{ kind: 'MINIBAR', sac: '996331', gstRate: 0 }] },
      { token: deskToken },
    );
    expect(defaults.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ROLE_REFUSED' });
  });
});
