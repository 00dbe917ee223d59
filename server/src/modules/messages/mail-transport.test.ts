import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { confirmedBooking, parseMail } from '../../../test/support/mail';
import { DEMO_HOTEL as HOTEL } from '../../../test/support/demo-hotel';
import { bookingConfirmationMail } from '../mail/booking-confirmation';
import { MessageChannel } from './message-kinds';
import { RenderedMail, SendFailure } from './message-transport';
import { MailTransport, mailMessageId, outboxFileName } from './mail-transport';

const FROM = { name: HOTEL.name, address: HOTEL.reservationsEmail };
const BASE_URL = 'http://localhost:4000';
const SUBJECT = 'Booking confirmed — HB7K3QM — Hotel Anand Residency & Banquet Hall';
const KEY = 'booking_confirmed:email:5b0d6c1e-8a43-4f6e-9d3a-2f1c7e9b4a10';
const confirmation = (): RenderedMail => ({
  channel: MessageChannel.EMAIL,
  ...bookingConfirmationMail(confirmedBooking(), HOTEL, BASE_URL),
});

let workDir: string;
beforeEach(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'mailer-test-'));
});
afterEach(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('MailTransport without SMTP', () => {
  it('writes the mail to the outbox as one .eml file named by its idempotency key', async () => {
    const outboxDir = path.join(workDir, 'data', 'outbox');
    const booking = confirmedBooking();
    const transport = new MailTransport({ outboxDir, from: FROM });

    const sent = await transport.send(confirmation(), KEY);

    expect(transport.name).toBe('outbox');
    const files = readdirSync(outboxDir);
    expect(files).toEqual(['booking_confirmed.email.5b0d6c1e-8a43-4f6e-9d3a-2f1c7e9b4a10.eml']);
    expect(sent.file).toBe(path.join(outboxDir, files[0]));

    const raw = readFileSync(sent.file!, 'utf8');
    expect(raw).toMatch(/^To: asha\.verma@example\.com$/m);
    expect(raw).not.toContain('\r\n');
    const mail = parseMail(raw);
    expect(mail.headers.get('subject')).toBe(SUBJECT);
    expect(mail.headers.get('from')).toBe(`"${HOTEL.name}" <${HOTEL.reservationsEmail}>`);
    expect(mail.headers.get('message-id')).toBe(sent.providerMessageId);
    expect(mail.headers.get('message-id')).toBe(mailMessageId(KEY, HOTEL.reservationsEmail));
    expect(mail.text).toContain(`${BASE_URL}/booking/${booking.id}`);
    expect(mail.html).toContain(`href="${BASE_URL}/booking/${booking.id}"`);
    expect(mail.text).toContain('Total:        ₹15,598.50');
  });

  it('sends a message again into the same file with the same Message-ID, and each other message into its own', async () => {
    const transport = new MailTransport({ outboxDir: workDir, from: FROM });
    const message: RenderedMail = {
      channel: MessageChannel.EMAIL,
      to: 'guest@example.com',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
    };

    const [first, other] = await Promise.all([
      transport.send(message, 'staff_invite:email:a:1'),
      transport.send(message, 'staff_invite:email:a:2'),
    ]);
    const again = await transport.send(message, 'staff_invite:email:a:1');

    expect(first.file).not.toBe(other.file);
    expect(again).toEqual(first);
    expect(readdirSync(workDir).sort()).toEqual([path.basename(first.file!), path.basename(other.file!)].sort());
  });

  it('names the file of any key safely, and two keys never alike', () => {
    expect(outboxFileName('tax_document:email:b1:d2')).toBe('tax_document.email.b1.d2.eml');
    const odd = outboxFileName('milestone_due:email:e1:Advance/2 ✓');
    expect(odd).toMatch(/^milestone_due\.email\.e1\.Advance_2__-[0-9a-f]{12}\.eml$/);
    expect(outboxFileName('milestone_due:email:e1:Advance/2 ✗')).not.toBe(odd);
    // The Message-ID tells nothing of the booking: a hash of the key at the sender's domain.
    expect(mailMessageId(KEY, 'bookings@hotel.example')).toMatch(/^<[0-9a-f]{32}@hotel\.example>$/);
    expect(mailMessageId(KEY, 'bookings@hotel.example')).not.toContain('5b0d6c1e');
  });
});

describe('MailTransport with SMTP', () => {
  let server: SMTPServer;
  let port: number;
  let received: Promise<{ envelope: SMTPServerEnvelope; raw: string }>;

  beforeEach(async () => {
    let deliver: (mail: { envelope: SMTPServerEnvelope; raw: string }) => void;
    received = new Promise((resolve) => {
      deliver = resolve;
    });
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@rejected.example')) callback(new Error('No such mailbox'));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          deliver({ envelope: session.envelope, raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(resolve));
  });

  it('delivers the confirmation to the SMTP server, its Message-ID from the key, and writes no file', async () => {
    const outboxDir = path.join(workDir, 'outbox');
    const booking = confirmedBooking();
    const transport = new MailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, from: FROM });

    const sent = await transport.send(confirmation(), KEY);
    const { envelope, raw } = await received;

    expect(transport.name).toBe('smtp');
    expect(sent).toEqual({ providerMessageId: mailMessageId(KEY, HOTEL.reservationsEmail) });
    expect(envelope.mailFrom && envelope.mailFrom.address).toBe(HOTEL.reservationsEmail);
    expect(envelope.rcptTo.map((rcpt) => rcpt.address)).toEqual(['asha.verma@example.com']);
    expect(raw).toMatch(/^To: asha\.verma@example\.com\r$/m);
    const mail = parseMail(raw);
    expect(mail.headers.get('subject')).toBe(SUBJECT);
    expect(mail.headers.get('message-id')).toBe(sent.providerMessageId);
    expect(mail.text).toContain(`${BASE_URL}/booking/${booking.id}`);
    expect(mail.html).toContain('Dear Asha Verma,');
    expect(() => readdirSync(outboxDir)).toThrow(/ENOENT/);
  });

  it('fails for good when the server refuses the recipient (a 5xx reply)', async () => {
    const transport = new MailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: workDir, from: FROM });
    const mail: RenderedMail = {
      channel: MessageChannel.EMAIL,
      to: 'nobody@rejected.example',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
    };

    const failure = await transport.send(mail, 'staff_invite:email:x:1').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(SendFailure);
    expect(failure).toMatchObject({ retryable: false, message: expect.stringMatching(/No such mailbox/) });
  });

  it('may try again when the server cannot be reached', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = new SMTPServer({ disabledCommands: ['STARTTLS'], logger: false });
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.server.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const transport = new MailTransport({ smtpUrl: `smtp://127.0.0.1:${closed}`, outboxDir: workDir, from: FROM });
    const mail: RenderedMail = {
      channel: MessageChannel.EMAIL,
      to: 'guest@example.com',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
    };

    await expect(transport.send(mail, 'staff_invite:email:x:2')).rejects.toMatchObject({ name: 'SendFailure', retryable: true });
  });
});
