import { randomUUID } from 'node:crypto';
import { DEMO_GSTIN } from '../../src/config-hotel';
import { DocumentLine, TaxDocument, TaxDocumentKind } from '../../src/modules/billing/documents/tax-document.entity';
import type { Services } from '../../src/services';
import { TestApp, TestClock } from './test-app';

/** The demo hotel as a document's supplier copy. */
export const TEST_SUPPLIER = {
  legalName: 'Anand Residency Hospitality LLP',
  tradeName: 'Hotel Anand Residency',
  address: '12 Civil Lines, Bareilly',
  pincode: '243001',
  stateCode: '09',
  stateName: 'Uttar Pradesh',
  gstin: DEMO_GSTIN,
  signatory: 'Authorised signatory',
};

/** A room line at `rateBp` on a taxable value in rupees, its tax in equal halves rounded to the paisa. */
export function taxLine(rateBp: number, taxableRupees: number): DocumentLine {
  const taxablePaise = Math.round(taxableRupees * 100);
  const half = Math.round((taxablePaise * rateBp) / 20_000);
  return {
    description: 'Room 101',
    sac: '996311',
    quantity: 1,
    rateBp,
    taxablePaise,
    cgstPaise: half,
    sgstPaise: half,
    totalPaise: taxablePaise + 2 * half,
  };
}

export interface IssueOptions {
  /** The business guest's GSTIN (a B2B document). */
  gstin?: string;
  /** The invoice a credit note lowers, or the receipt voucher a refund voucher answers. */
  original?: TaxDocument;
}

/**
 * A tax document inserted as the issuing service writes one (the table refuses updates and
 * deletes), for reports that read them. Totals are the lines' sums.
 */
export async function insertTaxDocument(
  app: Pick<TestApp, 'database'>,
  kind: TaxDocumentKind,
  number: string,
  issueDate: string,
  bookingId: string,
  lines: DocumentLine[],
  options: IssueOptions = {},
): Promise<TaxDocument> {
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const repository = app.database.dataSource.getRepository(TaxDocument);
  return repository.save(
    repository.create({
      kind,
      number,
      financialYear: '2026-27',
      issueDate,
      bookingId,
      bookCode: bookingId.slice(0, 6).toUpperCase(),
      paymentId: kind === TaxDocumentKind.RECEIPT_VOUCHER ? randomUUID() : null,
      refundId: kind === TaxDocumentKind.REFUND_VOUCHER || kind === TaxDocumentKind.CREDIT_NOTE ? randomUUID() : null,
      originalDocumentId: options.original?.id ?? null,
      reason: null,
      supplier: TEST_SUPPLIER,
      recipient: {
        name: 'Ravi Shankar',
        address: null,
        email: null,
        phone: null,
        businessName: options.gstin ? 'Shankar Traders' : null,
        gstin: options.gstin ?? null,
      },
      lines,
      placeOfSupply: 'Uttar Pradesh (09)',
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      totalPaise: sum((line) => line.totalPaise),
    }),
  );
}

/**
 * The guest of `booking` arrives and leaves on its first day (an early check-out, which keeps
 * the priced nights): the desk checks them in and out, and check-out issues the stay's tax
 * invoice. The clock moves to noon of that day (the harness puts it back after the test); the
 * balance must have been paid, as at the desk.
 */
export async function checkInAndOut(
  target: { services: Services; clock: TestClock },
  booking: { id: string; checkIn: string },
): Promise<void> {
  const desk = { adminId: null, label: 'Desk Clerk <desk@hotel.test>' };
  target.clock.current = new Date(`${booking.checkIn}T06:30:00Z`);
  await target.services.stayDesk.checkIn(desk, booking.id, {
    idType: 'aadhaar',
    idNumber: '1234 5678 9012',
    adults: 1,
    children: 0,
  });
  await target.services.stayDesk.checkOut(desk, booking.id);
}
