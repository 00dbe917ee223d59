import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { confirmedBooking, parseMail } from '../../../test/support/mail';
import { DEMO_HOTEL as HOTEL } from '../../../test/support/demo-hotel';
import { bookingConfirmationMail } from './booking-confirmation';
import { Mailer } from './mailer';

const FROM = { name: HOTEL.name, address: HOTEL.reservationsEmail };
const BASE_URL = 'http://localhost:4000';
const SUBJECT = 'Booking confirmed — HB7K3QM — Hotel Anand Residency & Banquet Hall';

let workDir: string;
beforeEach(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'mailer-test-'));
});
afterEach(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('Mailer without SMTP', () => {
  it('writes the confirmation to the outbox as one .eml file', async () => {
    const outboxDir = path.join(workDir, 'data', 'outbox');
    const booking = confirmedBooking();
    const mailer = new Mailer({ outboxDir, from: FROM });

    const sent = await mailer.send(bookingConfirmationMail(booking, HOTEL, BASE_URL));

    expect(sent.transport).toBe('outbox');
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(sent.file).toBe(path.join(outboxDir, files[0]));

    const raw = readFileSync(sent.file!, 'utf8');
    expect(raw).toMatch(/^To: asha\.verma@example\.com$/m);
    expect(raw).not.toContain('\r\n');
    const mail = parseMail(raw);
    expect(mail.headers.get('subject')).toBe(SUBJECT);
    expect(mail.headers.get('from')).toBe(`"${HOTEL.name}" <${HOTEL.reservationsEmail}>`);
    expect(mail.headers.get('message-id')).toBe(sent.messageId);
    expect(mail.text).toContain(`${BASE_URL}/booking/${booking.id}`);
    expect(mail.html).toContain(`href="${BASE_URL}/booking/${booking.id}"`);
    expect(mail.text).toContain('Total:        ₹15,598.50');
  });

  it('gives every message its own file', async () => {
    const mailer = new Mailer({ outboxDir: workDir, from: FROM });
    const message = { to: 'guest@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };

    const [first, second] = await Promise.all([mailer.send(message), mailer.send(message)]);

    expect(first.file).not.toBe(second.file);
    expect(readdirSync(workDir).sort()).toEqual([path.basename(first.file!), path.basename(second.file!)].sort());
  });
});

describe('Mailer with SMTP', () => {
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

  it('delivers the confirmation to the SMTP server and writes no file', async () => {
    const outboxDir = path.join(workDir, 'outbox');
    const booking = confirmedBooking();
    const mailer = new Mailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, from: FROM });

    const sent = await mailer.send(bookingConfirmationMail(booking, HOTEL, BASE_URL));
    const { envelope, raw } = await received;

    expect(sent).toEqual({ transport: 'smtp', messageId: expect.any(String) });
    expect(envelope.mailFrom && envelope.mailFrom.address).toBe(HOTEL.reservationsEmail);
    expect(envelope.rcptTo.map((rcpt) => rcpt.address)).toEqual(['asha.verma@example.com']);
    expect(raw).toMatch(/^To: asha\.verma@example\.com\r$/m);
    const mail = parseMail(raw);
    expect(mail.headers.get('subject')).toBe(SUBJECT);
    expect(mail.headers.get('message-id')).toBe(sent.messageId);
    expect(mail.text).toContain(`${BASE_URL}/booking/${booking.id}`);
    expect(mail.html).toContain('Dear Asha Verma,');
    expect(() => readdirSync(outboxDir)).toThrow(/ENOENT/);
  });

  it('rejects when the server refuses the recipient', async () => {
    const mailer = new Mailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: workDir, from: FROM });

    await expect(mailer.send({ to: 'nobody@rejected.example', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })).rejects.toThrow(
      /No such mailbox/,
    );
  });
});
