import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { MessageChannel } from './message-kinds';
import { MessageTransport, RenderedMail, SendFailure, SendReport } from './message-transport';

/** Who a mail comes from. */
export interface MailSender {
  name: string;
  address: string;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// URL (SMTP_URL); without it messages go to `outboxDir`. */
  smtpUrl?: string;
  /** Where .eml files are written when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
  /** The From header of a mail that names none: the hotel's name and reservations address now (its profile), or fixed. */
  from: MailSender | (() => Promise<MailSender>);
}

/** What nodemailer's transports answer: SMTP the message id; the stream transport also the message it rendered. */
interface TransportReport {
  messageId: string;
  message?: unknown;
}

/**
 * The mail channel's transport: SMTP when it is configured; otherwise the exact same MIME message
 * is left in the outbox folder, so a demo or a developer can open what a guest would get. Both
 * take their name from the message's idempotency key: its Message-ID (so a receiving server that
 * sees it twice may know it), and the .eml file (so a mail sent again after a crash replaces its
 * file instead of adding one).
 */
export class MailTransport implements MessageTransport<RenderedMail> {
  readonly channel = MessageChannel.EMAIL;
  readonly name: 'smtp' | 'outbox';
  private readonly transporter: Transporter<TransportReport>;

  constructor(private readonly options: MailTransportOptions) {
    if (options.smtpUrl) {
      this.name = 'smtp';
      this.transporter = nodemailer.createTransport(options.smtpUrl);
    } else {
      this.name = 'outbox';
      // The composer reads `newline` from each message's data, so it goes in the defaults too:
      // on the transport options alone nodemailer 7 ignores it and writes CRLF.
      this.transporter = nodemailer.createTransport(
        { streamTransport: true, buffer: true, newline: 'unix' },
        { streamTransport: true, newline: 'unix' },
      );
    }
  }

  async send(mail: RenderedMail, idempotencyKey: string): Promise<SendReport> {
    // An address object: nodemailer quotes and encodes the name, so no name can break the header.
    const from = mail.from ?? (typeof this.options.from === 'function' ? await this.options.from() : this.options.from);
    const { to, subject, text, html, attachments } = mail;
    let info: TransportReport;
    try {
      info = await this.transporter.sendMail({
        from,
        to,
        subject,
        text,
        html,
        attachments,
        messageId: mailMessageId(idempotencyKey, from.address),
      });
    } catch (error) {
      throw smtpFailure(error);
    }
    if (this.name === 'smtp') return { providerMessageId: info.messageId };
    const file = await this.writeToOutbox(info.message as Buffer, outboxFileName(idempotencyKey));
    return { providerMessageId: info.messageId, file };
  }

  /** A temp name and a rename (which replaces a file of the same name), so no one reads half a message. */
  private async writeToOutbox(raw: Buffer, name: string): Promise<string> {
    const dir = this.options.outboxDir;
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, name);
    const temp = path.join(dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(temp, raw, { flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw new SendFailure(`Could not write the mail to the outbox folder: ${(error as Error).message}`, true);
    }
    return file;
  }
}

/**
 * `<hash of the key@the sender's domain>`: the same message keeps its Message-ID however often it
 * is sent, and the id tells nothing of the booking (RFC 5322 section 3.6.4).
 */
export function mailMessageId(idempotencyKey: string, senderAddress: string): string {
  const domain = /@([A-Za-z0-9.-]+)$/.exec(senderAddress)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
}

/**
 * The .eml file a key's mail is written to: the key with `.` for `:` (keys are letters, digits,
 * `_`, `-` and `:`, so no two share a name; anything else gets the key's hash besides).
 */
export function outboxFileName(idempotencyKey: string): string {
  const readable = idempotencyKey.replace(/:/g, '.').replace(/[^A-Za-z0-9._-]/g, '_');
  if (/^[A-Za-z0-9_:-]+$/.test(idempotencyKey)) return `${readable}.eml`;
  return `${readable}-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 12)}.eml`;
}

/**
 * An SMTP server's refusal in outbox terms: a 5xx reply is permanent (no such mailbox, refused
 * content), a 4xx one or a lost connection may pass (RFC 5321 section 4.2.1).
 */
function smtpFailure(error: unknown): SendFailure {
  const { responseCode, code, message } = error as { responseCode?: number; code?: string; message?: string };
  const text = message ?? String(error);
  if (typeof responseCode === 'number') return new SendFailure(text, responseCode < 500);
  return new SendFailure(text, code !== 'EENVELOPE' && code !== 'EMESSAGE');
}
