import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { Booking } from '../../src/modules/bookings/booking.entity';
import { DocumentLine, TaxDocument, TaxDocumentKind } from '../../src/modules/billing/documents/tax-document.entity';
import { taxAmount } from '../../src/modules/pricing/room-pricing.service';

/** The demo hotel as a document's supplier snapshot. */
export const SUPPLIER = {
  legalName: 'Anand Residency Hospitality LLP',
  tradeName: 'Hotel Anand Residency & Banquet Hall',
  address: '12 Civil Lines, Station Road, Bareilly, Uttar Pradesh',
  pincode: '243001',
  stateCode: '09',
  stateName: 'Uttar Pradesh',
  gstin: '09ABKFA4521M1Z7',
  signatory: 'Rakesh Anand',
};

/** A line of `nights` nights at `nightlyPaise` a night, GST included, taxed at `rateBp`. */
export function roomLine(description: string, nights: number, nightlyPaise: number, rateBp: number): DocumentLine {
  const taxed = taxAmount(nights * nightlyPaise, rateBp, true);
  return {
    description,
    sac: '996311',
    quantity: nights,
    rateBp,
    taxablePaise: taxed.taxablePaise,
    cgstPaise: taxed.cgstPaise,
    sgstPaise: taxed.sgstPaise,
    totalPaise: taxed.chargedPaise,
  };
}

let serial = 0;

/**
 * A document as the issuing service would store it (not saved): by default a B2B tax invoice
 * for two rooms, one at 5% and one at 18%.
 */
export function sampleDocument(kind: TaxDocumentKind = 'invoice', overrides: Partial<TaxDocument> = {}): TaxDocument {
  serial += 1;
  const lines = overrides.lines ?? [
    roomLine('Room 101 (Deluxe), 1–3 Dec 2026', 2, 3200_00, 500),
    roomLine('Suite 301 (Suite), 1–3 Dec 2026', 2, 9440_00, 1800),
  ];
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  // Series of their own (TI, TC, TR, TF), so they never meet the numbers the issuing service gives.
  const prefix = { invoice: 'TI', credit_note: 'TC', receipt_voucher: 'TR', refund_voucher: 'TF' }[kind];
  return Object.assign(new TaxDocument(), {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    kind,
    number: `${prefix}/26-27/${String(serial).padStart(4, '0')}`,
    financialYear: '2026-27',
    issueDate: '2026-11-24',
    issuedAt: new Date('2026-11-24T06:30:00Z'),
    bookingId: '5b0d6c1e-8a43-4f6e-9d3a-2f1c7e9b4a10',
    bookCode: 'HB7K3QM',
    paymentId: null,
    refundId: null,
    originalDocumentId: null,
    reason: null,
    supplier: SUPPLIER,
    recipient: {
      name: 'Asha Verma',
      address: '14 MG Road, Pune, Maharashtra 411001, India',
      email: 'asha.verma@example.com',
      phone: '9876543210',
      businessName: 'Verma Textiles Private Limited',
      gstin: '27AAPFU0939F1ZV',
    },
    lines,
    placeOfSupply: 'Uttar Pradesh (09)',
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    totalPaise: sum((line) => line.totalPaise),
    ...overrides,
  } satisfies Partial<TaxDocument>);
}

/** Stores a document for a real booking (inserts only: the table refuses edits). */
export async function insertDocument(
  dataSource: DataSource,
  booking: Pick<Booking, 'id' | 'bookCode' | 'userName' | 'userEmail' | 'userPhone'>,
  kind: TaxDocumentKind = 'invoice',
  overrides: Partial<TaxDocument> = {},
): Promise<TaxDocument> {
  const { id: _id, issuedAt: _issuedAt, ...fields } = sampleDocument(kind, overrides);
  const recipient = {
    name: booking.userName,
    address: 'Civil Lines, Lucknow, Uttar Pradesh, India',
    email: booking.userEmail,
    phone: booking.userPhone,
    businessName: null,
    gstin: null,
  };
  return dataSource.getRepository(TaxDocument).save({
    ...fields,
    bookingId: booking.id,
    bookCode: booking.bookCode,
    recipient,
    ...overrides,
  });
}

/** The PDF's text as poppler reads it (`pdftotext -layout` keeps a row of a table on one line). */
export function pdfText(pdf: Buffer, layout = false): string {
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

/** `pdffonts`' table: the fonts the PDF uses, whether embedded. */
export function pdfFonts(pdf: Buffer): string {
  return execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');
}

/**
 * Keeps a PDF outside git for a person to look at (test-artifacts/documents). The same test runs
 * on both engines at once: each writes its own file and renames it into place, so the kept one
 * is always whole.
 */
export function keepPdf(name: string, pdf: Buffer): string {
  const dir = path.resolve(__dirname, '..', '..', '..', 'test-artifacts', 'documents');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.pdf`);
  const written = `${file}.${process.pid}.tmp`;
  writeFileSync(written, pdf);
  renameSync(written, file);
  return file;
}
