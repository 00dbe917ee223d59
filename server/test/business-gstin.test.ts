import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { TaxDocument } from '../src/modules/billing/documents/tax-document.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { useTestApp } from './support/test-app';

/** A business guest's name and GSTIN (a B2B invoice): on the guest's quote, at the desk, and corrected by an admin. */
const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const VALID_GSTIN = '27AAPFU0939F1ZV';
const MISTYPED_GSTIN = '27AAPFU0939F1ZW';
const CHECK_MESSAGE = "This GSTIN's last character does not match: please check it for a typing mistake";

const CREATE_BOOKING = `mutation ($quote: QuoteInput!) {
  createBooking(quote: $quote) { errors { field code message } booking { id businessName businessGstin } }
}`;
const DETAILS = `mutation ($input: BookingDetailsInput!) {
  updateBookingDetails(input: $input) { errors { field code message } booking { id businessName businessGstin } }
}`;

const bookings = () => app.database.dataSource.getRepository(Booking);
const stored = (id: string) => bookings().findOneByOrFail({ id });

async function bookFor(checkIn: string, checkOut: string, business: Record<string, string> = {}) {
  const room = await createRoom(app.services);
  const response = await gql(app, CREATE_BOOKING, { quote: quoteFor(room.id, checkIn, checkOut, business) });
  expect(response.errors).toBeUndefined();
  return response.data.createBooking;
}

describe('the business on a guest’s booking', () => {
  it('keeps a business and its GSTIN as typed (spaces, lower case) in the canonical form', async () => {
    const answer = await bookFor('2026-12-01', '2026-12-03', {
      businessName: ' Acme Traders LLP ',
      businessGstin: '27aapfu0939f1zv ',
    });
    expect(answer.errors).toEqual([]);
    const row = await stored(answer.booking.id);
    expect([row.businessName, row.businessGstin]).toEqual(['Acme Traders LLP', VALID_GSTIN]);
  });

  it('refuses a GSTIN whose check character is wrong, with a clear message at the field, and books nothing', async () => {
    const before = await bookings().count();
    const answer = await bookFor('2026-12-05', '2026-12-06', { businessName: 'Acme Traders LLP', businessGstin: MISTYPED_GSTIN });
    expect(answer).toEqual({
      errors: [{ field: 'businessGstin', code: 'GSTIN_INVALID', message: CHECK_MESSAGE }],
      booking: null,
    });
    expect(await bookings().count()).toBe(before);
  });

  it('takes the business at the desk too', async () => {
    const room = await createRoom(app.services);
    const response = await gql(
      app,
      `mutation ($input: DeskBookingInput!) { createDeskBooking(input: $input) { errors { field message } booking { id } } }`,
      {
        input: {
          checkIn: '2026-12-08',
          checkOut: '2026-12-09',
          rooms: [{ roomId: room.id, adults: 1 }],
          guest: { name: 'Ravi Menon', email: 'ravi@example.in', phone: '9811100001' },
          channel: 'PHONE',
          payment: { option: 'PAY_LATER' },
          businessName: 'Menon Exports',
          businessGstin: VALID_GSTIN,
        },
      },
      { token },
    );
    expect(response.data.createDeskBooking.errors).toEqual([]);
    const row = await stored(response.data.createDeskBooking.booking.id);
    expect([row.businessName, row.businessGstin]).toEqual(['Menon Exports', VALID_GSTIN]);
  });
});

describe('an admin correcting the business (updateBookingDetails)', () => {
  it('sets, checks and clears it, each change in the booking’s history', async () => {
    const { booking } = await bookFor('2026-12-10', '2026-12-11');
    const set = await gql(
      app,
      DETAILS,
      { input: { bookingId: booking.id, businessName: 'Acme Traders LLP', businessGstin: VALID_GSTIN } },
      { token },
    );
    expect(set.data.updateBookingDetails).toEqual({
      errors: [],
      booking: { id: booking.id, businessName: 'Acme Traders LLP', businessGstin: VALID_GSTIN },
    });

    const mistyped = await gql(app, DETAILS, { input: { bookingId: booking.id, businessGstin: MISTYPED_GSTIN } }, { token });
    expect(mistyped.data.updateBookingDetails.errors).toEqual([
      { field: 'businessGstin', code: 'GSTIN_INVALID', message: CHECK_MESSAGE },
    ]);
    expect((await stored(booking.id)).businessGstin).toBe(VALID_GSTIN);

    const nameless = await gql(app, DETAILS, { input: { bookingId: booking.id, businessName: '' } }, { token });
    expect(nameless.data.updateBookingDetails.errors).toEqual([
      { field: 'businessName', code: 'BUSINESS_NAME_REQUIRED', message: 'Enter the business name for this GSTIN' },
    ]);

    const cleared = await gql(app, DETAILS, { input: { bookingId: booking.id, businessName: '', businessGstin: '' } }, { token });
    expect(cleared.data.updateBookingDetails.errors).toEqual([]);
    const row = await stored(booking.id);
    expect([row.businessName, row.businessGstin]).toEqual([null, null]);

    const history = await app.database.dataSource
      .getRepository(AuditEntry)
      .find({ where: { bookingId: booking.id }, order: { at: 'ASC' } });
    expect(history.map((entry) => entry.detail).filter((detail) => detail.includes('GSTIN'))).toEqual([
      `Business name — → Acme Traders LLP; GSTIN — → ${VALID_GSTIN}`,
      `Business name Acme Traders LLP → —; GSTIN ${VALID_GSTIN} → —`,
    ]);
  });

  it('leaves the business as invoiced once the tax invoice is issued', async () => {
    const { booking } = await bookFor('2026-12-15', '2026-12-16', {
      businessName: 'Acme Traders LLP',
      businessGstin: VALID_GSTIN,
    });
    await app.database.dataSource.getRepository(TaxDocument).insert({
      kind: 'invoice',
      number: 'INV/26-27/1',
      financialYear: '2026-27',
      issueDate: '2026-11-21',
      bookingId: booking.id,
      bookCode: (await stored(booking.id)).bookCode,
      supplier: {} as TaxDocument['supplier'],
      recipient: {} as TaxDocument['recipient'],
      lines: [],
      placeOfSupply: 'Uttar Pradesh (09)',
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: 0,
    });

    const refused = await gql(app, DETAILS, { input: { bookingId: booking.id, businessName: 'Acme Retail Pvt Ltd' } }, { token });
    expect(refused.data.updateBookingDetails.errors).toEqual([
      {
        field: 'businessGstin',
        code: 'DESK_BOOKING_INVOICE_ISSUED',
        message:
          'The tax invoice of this booking is already issued, so its business name and GSTIN stay as invoiced. A correction needs a credit note and a new invoice.',
      },
    ]);
    expect((await stored(booking.id)).businessName).toBe('Acme Traders LLP');

    // The rest of the details can still be corrected, and sending the business unchanged is no change.
    const notes = await gql(
      app,
      DETAILS,
      { input: { bookingId: booking.id, notes: 'Late arrival', businessName: 'Acme Traders LLP' } },
      { token },
    );
    expect(notes.data.updateBookingDetails.errors).toEqual([]);
  });
});
