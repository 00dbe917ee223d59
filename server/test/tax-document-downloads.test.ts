import { Raw } from 'typeorm';
import { Booking } from '../src/modules/bookings/booking.entity';
import { documentMailQueue } from '../src/modules/billing/documents/document-mail';
import { documentDate } from '../src/modules/billing/documents/document-words';
import { TaxDocument } from '../src/modules/billing/documents/tax-document.entity';
import { OutboxMessage } from '../src/modules/messages/outbox-message.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { parseMail } from './support/mail';
import { outboxMails, paidBooking } from './support/payments';
import { checkInAndOut } from './support/tax-documents';
import { insertDocument, keepPdf, pdfText } from './support/document-pdfs';
import { useTestApp, TestApp } from './support/test-app';

/** Six downloads an hour per booking and per address (the guest's downloads here stay below it). */
const app = useTestApp({ DOCUMENT_DOWNLOAD_RATE_LIMIT: '6/h' });

interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a refusal's JSON body
  json(): any;
}

/** One call whose answer may be a PDF: the bytes as they came. */
async function download(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; json?: unknown; address?: string } = {},
): Promise<Download> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.address) headers['x-forwarded-for'] = options.address;
  const response = await fetch(app.baseUrl + path, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

/**
 * A booking paid in full by card in the simulated checkout, then checked in and out on its first
 * day (which issues its tax invoice), loaded as stored.
 */
async function paid(testApp: TestApp, checkIn = '2026-12-01', checkOut = '2026-12-03'): Promise<Booking> {
  const { bookingId } = await paidBooking(testApp, checkIn, checkOut);
  await checkInAndOut(testApp, { id: bookingId, checkIn });
  return testApp.database.dataSource.getRepository(Booking).findOneByOrFail({ id: bookingId });
}

/** The tax invoice the issuing service gave the booking at check-out. */
function issuedInvoice(booking: Booking): Promise<TaxDocument> {
  return app.database.dataSource.getRepository(TaxDocument).findOneByOrFail({ bookingId: booking.id, kind: 'invoice' });
}

/** A pay-at-hotel booking: nothing paid, so nothing issued yet. */
async function unpaid(): Promise<Booking> {
  const room = await createRoom(app.services);
  const stay = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-12-10', '2026-12-12') });
  return app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: stay.id });
}

function expectPdf(reply: Download, fileName: string): string {
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('application/pdf');
  expect(reply.headers.get('content-disposition')).toBe(`attachment; filename=${fileName}`);
  expect(reply.headers.get('cache-control')).toBe('private, no-store');
  expect(reply.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(reply.bytes).replace(/\s+/g, ' ');
}

const fileNameOf = (document: TaxDocument) => `${document.number.replace(/\//g, '-')}.pdf`;

describe('GET /api/booking/:id/invoice', () => {
  it('answers the invoice issued at check-out to an admin, with the card payment on its receipt', async () => {
    const booking = await paid(app);
    const invoice = await issuedInvoice(booking);

    const reply = await download('GET', `/api/booking/${booking.id}/invoice`, { token: await app.adminToken() });

    const text = expectPdf(reply, fileNameOf(invoice));
    keepPdf('issued-invoice', reply.bytes);
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain(`Booking code: ${booking.bookCode}`);
    expect(text).toContain(`Billed to · B2C`.toUpperCase());
    expect(text).toContain(booking.userName);
    expect(text).toContain('996311');
    expect(text).toContain('Reverse charge: No');
    const paidText = `₹${(booking.totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(text).toMatch(new RegExp(`PAYMENTS RECEIVED .* Card pay_\\w+ ${paidText} Total received ${paidText} Paid in full`));
  });

  it('refuses anyone who is not a signed-in admin (401), and says when no invoice was issued yet (404)', async () => {
    const booking = await unpaid();
    const anonymous = await download('GET', `/api/booking/${booking.id}/invoice`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: 'Please sign in to continue' });
    const badToken = await download('GET', `/api/booking/${booking.id}/invoice`, { token: 'not.a.jwt' });
    expect(badToken.status).toBe(401);

    const none = await download('GET', `/api/booking/${booking.id}/invoice`, { token: await app.adminToken() });
    expect(none.status).toBe(404);
    expect(none.json()).toMatchObject({
      success: false,
      message: 'No tax invoice has been issued for this booking yet.',
      code: 'INVOICE_NOT_ISSUED',
    });
  });

  it('answers the latest invoice that credit notes have not cancelled in full', async () => {
    const booking = await paid(app);
    const { dataSource } = app.database;
    const first = await issuedInvoice(booking);
    const second = await insertDocument(dataSource, booking, 'invoice');
    const token = await app.adminToken();

    expectPdf(await download('GET', `/api/booking/${booking.id}/invoice`, { token }), fileNameOf(second));

    await insertDocument(dataSource, booking, 'credit_note', {
      originalDocumentId: second.id,
      reason: 'Invoice corrected',
      lines: second.lines,
    });
    expectPdf(await download('GET', `/api/booking/${booking.id}/invoice`, { token }), fileNameOf(first));
  });
});

describe('GET /api/admin/documents/:documentId/pdf', () => {
  it('answers any document to an admin: a credit note names its invoice and its reason', async () => {
    const booking = await paid(app);
    const invoice = await issuedInvoice(booking);
    const desk = { adminId: null, label: 'Desk Clerk <desk@hotel.test>' };
    await app.services.deskPayments.refundGoodwill(desk, { bookingId: booking.id, amount: 500, reason: 'The lift was out' });
    const note = await app.database.dataSource
      .getRepository(TaxDocument)
      .findOneByOrFail({ bookingId: booking.id, kind: 'credit_note' });
    const token = await app.adminToken();

    const reply = await download('GET', `/api/admin/documents/${note.id}/pdf`, { token });
    const text = expectPdf(reply, fileNameOf(note));
    keepPdf('issued-credit-note', reply.bytes);
    expect(text).toContain(`Credit note number: ${note.number}`);
    expect(text).toContain(`Against invoice: ${invoice.number}`);
    if (note.reason) expect(text).toContain(`Reason: ${note.reason}`);
    expect(text).toMatch(/MONEY RETURNED .* Card \w+ ₹[\d,]+\.\d\d Total returned/);

    expect((await download('GET', `/api/admin/documents/${note.id}/pdf`)).status).toBe(401);
    const unknown = await download('GET', '/api/admin/documents/00000000-0000-4000-8000-000000000000/pdf', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Document not found' });
  });
});

describe('POST /api/booking/:id/documents/:documentId/pdf (a guest)', () => {
  const guestPath = (booking: Booking, document: TaxDocument) => `/api/booking/${booking.id}/documents/${document.id}/pdf`;

  it("gives the PDF to whoever names the booking's email (any case) or phone (+91, 0, spaces)", async () => {
    const booking = await paid(app);
    const invoice = await issuedInvoice(booking);
    const address = '198.51.100.31';

    const byEmail = await download('POST', guestPath(booking, invoice), {
      json: { contact: `  ${booking.userEmail!.toUpperCase()} ` },
      address,
    });
    expect(expectPdf(byEmail, fileNameOf(invoice))).toContain(invoice.number);
    // Kept in E.164: +91 and the ten digits the guest typed.
    const tenDigits = booking.userPhone.replace(/^\+91/, '');
    expect(tenDigits).toMatch(/^[6-9]\d{9}$/);
    for (const phone of [`+91 ${tenDigits}`, `0${tenDigits}`, tenDigits.replace(/(\d{5})(\d{5})/, '$1 $2')]) {
      const byPhone = await download('POST', guestPath(booking, invoice), { json: { contact: phone }, address });
      expect(byPhone.status).toBe(200);
    }
  });

  it('refuses a wrong or missing proof with a clear message and nothing of the document', async () => {
    const booking = await paid(app);
    const invoice = await issuedInvoice(booking);
    const address = '198.51.100.32';

    const wrong = await download('POST', guestPath(booking, invoice), { json: { contact: 'someone@example.com' }, address });
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('content-type')).toMatch(/^application\/json/);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'That is not the email address or phone number this booking was made with. Please enter the one you booked with.',
      code: 'CONTACT_PROOF_MISMATCH',
      field: 'contact',
      errors: [expect.objectContaining({ code: 'CONTACT_PROOF_MISMATCH' })],
    });
    expect(wrong.bytes.toString()).not.toContain(invoice.number);

    const missing = await download('POST', guestPath(booking, invoice), { json: {}, address });
    expect(missing.status).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Enter the email address or phone number you booked with.' });

    // Another booking's document is not found through this one, even with this one's proof.
    const other = await paid(app, '2026-12-05', '2026-12-06');
    const othersInvoice = await issuedInvoice(other);
    const crossed = await download('POST', guestPath(booking, othersInvoice), { json: { contact: booking.userEmail }, address });
    expect(crossed.status).toBe(404);
  });

  it('allows 10 tries per client address in 10 minutes, right or wrong, then 429 until the window ends', async () => {
    const booking = await paid(app);
    const invoice = await issuedInvoice(booking);
    const address = '198.51.100.33';

    for (let i = 0; i < 10; i += 1) {
      const guess = await download('POST', guestPath(booking, invoice), {
        json: { contact: `98765${String(i).padStart(5, '0')}` },
        address,
      });
      expect(guess.status).toBe(403);
    }
    const limited = await download('POST', guestPath(booking, invoice), { json: { contact: booking.userEmail }, address });
    expect(limited.status).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'CONTACT_PROOF_RATE_LIMITED' });
    expect(limited.json().message).toMatch(
      /^Too many tries from your network\. Please try again in \d+ minutes?, or call us on /,
    );

    const elsewhere = await download('POST', guestPath(booking, invoice), {
      json: { contact: booking.userEmail },
      address: '198.51.100.34',
    });
    expect(elsewhere.status).toBe(200);
    app.clock.advanceMinutes(10);
    const later = await download('POST', guestPath(booking, invoice), { json: { contact: booking.userEmail }, address });
    expect(later.status).toBe(200);
  });
});

describe('a document’s PDF, rendered once', () => {
  const guestPath = (booking: Booking, document: TaxDocument) => `/api/booking/${booking.id}/documents/${document.id}/pdf`;
  const storedPdf = async (document: TaxDocument) =>
    (
      await app.database.dataSource.query<{ pdf: Uint8Array }[]>(`SELECT pdf FROM tax_document_pdf WHERE document_id = $1`, [
        document.id,
      ])
    ).map((row) => Buffer.from(row.pdf));

  it('is stored at its first render and served from storage ever after, to the guest and the admin', async () => {
    const booking = await paid(app);
    const invoice = await issuedInvoice(booking);
    // The mail of the invoice may have rendered it already: start from nothing kept.
    await app.database.dataSource.query(`DELETE FROM tax_document_pdf WHERE document_id = $1`, [invoice.id]);
    const key = app.services.bookingKeys.keyFor(booking.id);
    const first = await download('POST', guestPath(booking, invoice), { json: { key }, address: '198.51.100.41' });
    expectPdf(first, fileNameOf(invoice));
    expect(await storedPdf(invoice)).toEqual([first.bytes]);

    // Were it rendered again, this could not come back: what is served is what is kept.
    const kept = Buffer.from('%PDF-1.3 the stored file');
    await app.database.dataSource.query(`UPDATE tax_document_pdf SET pdf = $2 WHERE document_id = $1`, [invoice.id, kept]);
    const again = await download('POST', guestPath(booking, invoice), { json: { key }, address: '198.51.100.41' });
    expect(again.bytes).toEqual(kept);
    const reprint = await download('GET', `/api/admin/documents/${invoice.id}/pdf`, { token: await app.adminToken() });
    expect(reprint.bytes).toEqual(kept);
  });

  it('is downloaded by a guest at most DOCUMENT_DOWNLOAD_RATE_LIMIT times an hour per booking; strangers’ wrong tries use none of it', async () => {
    const booking = await paid(app);
    const invoice = await issuedInvoice(booking);
    for (let i = 0; i < 3; i += 1) {
      const stranger = await download('POST', guestPath(booking, invoice), {
        json: { contact: 'stranger@example.com' },
        address: `198.51.100.${50 + i}`,
      });
      expect(stranger.status).toBe(403);
    }
    const key = app.services.bookingKeys.keyFor(booking.id);
    for (let i = 0; i < 6; i += 1) {
      const proof = i % 2 === 0 ? { key } : { contact: booking.userEmail };
      const guest = await download('POST', guestPath(booking, invoice), { json: proof, address: `198.51.100.${60 + i}` });
      expect(guest.status).toBe(200);
    }
    const limited = await download('POST', guestPath(booking, invoice), { json: { key }, address: '198.51.100.70' });
    expect(limited.status).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'DOCUMENT_DOWNLOAD_RATE_LIMITED' });
    expect(limited.json().message).toMatch(/^Too many downloads just now\. Please try again in 30 minutes, or call us on \+91/);
    // The admin's reprint is not limited.
    const reprint = await download('GET', `/api/admin/documents/${invoice.id}/pdf`, { token: await app.adminToken() });
    expect(reprint.status).toBe(200);
  });
});

describe('the tax document mail', () => {
  const messages = () => app.database.dataSource.getRepository(OutboxMessage);

  it('is queued with the document and mails it to the email in its recipient snapshot, the PDF attached', async () => {
    const booking = await paid(app);
    const invoice = await issuedInvoice(booking);
    const key = `tax_document:email:${booking.id}:${invoice.id}`;
    expect(await messages().findOneByOrFail({ idempotencyKey: key })).toMatchObject({
      kind: 'tax_document',
      channel: 'email',
      recipient: booking.userEmail,
      bookingId: booking.id,
      params: { documentId: invoice.id },
    });

    const subject = `Your tax invoice ${invoice.number} from Hotel Anand Residency & Banquet Hall`;
    const mails = (await outboxMails(app)).map((raw) => parseMail(raw)).filter((mail) => mail.headers.get('subject') === subject);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.headers.get('to')).toBe(booking.userEmail);
    expect(mail.text).toContain(
      `Please find attached your tax invoice ${invoice.number} dated ${documentDate(invoice.issueDate)} for booking ${booking.bookCode}`,
    );
    expect(mail.text).toContain(`${app.config.publicBaseUrl}/booking/${booking.id}`);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: fileNameOf(invoice), contentType: 'application/pdf' });
    expect(pdfText(attachment.content)).toContain(`Invoice number: ${invoice.number}`);
    expect(await messages().findOneByOrFail({ idempotencyKey: key })).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('is not queued for a recipient without an email', async () => {
    const booking = await paid(app);
    const { dataSource } = app.database;
    const invoice = await issuedInvoice(booking);
    const noEmail = await insertDocument(dataSource, booking, 'invoice', { recipient: { ...invoice.recipient, email: null } });

    await dataSource.transaction((manager) => documentMailQueue(app.clock.now)(manager, [noEmail]));

    expect(
      await messages().countBy({
        kind: 'tax_document',
        params: Raw((params) => `${params} ->> 'documentId' = :id`, { id: noEmail.id }),
      }),
    ).toBe(0);
    expect(await messages().countBy({ kind: 'tax_document', bookingId: booking.id })).toBeGreaterThan(0);
  });
});
