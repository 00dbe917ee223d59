import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (a tax invoice's PDF). */
  attachments?: MailAttachment[];
  /** The sender, when the mail was written with the hotel's profile in hand (else the Mailer's). */
  from?: MailSender;
}

/** A booking the guest can be mailed about: one with an email (a desk guest may have given none). */
export type Mailable<T extends { userEmail: string | null }> = T & { userEmail: string };

export function hasEmail<T extends { userEmail: string | null }>(booking: T): booking is Mailable<T> {
  return booking.userEmail !== null && booking.userEmail !== '';
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL (SMTP_URL); without it messages go to `outboxDir`. */
  smtpUrl?: string;
  /** Where .eml files are written when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
  /** The From header: the hotel's name and reservations address now (its profile), or fixed. */
  from: MailSender | (() => Promise<MailSender>);
}

/** What the transports report: SMTP the message id; the outbox also the message it rendered. */
interface TransportReport {
  messageId: string;
  message?: unknown;
}

export interface SentMail {
  transport: 'smtp' | 'outbox';
  messageId: string;
  /** The .eml file, for the outbox transport. */
  file?: string;
}

/**
 * Sends mail through SMTP when it is configured; otherwise renders the exact same MIME message
 * and leaves it in the outbox folder, so a demo or a developer can open what a guest would get.
 */
/** Who a mail comes from. */
export interface MailSender {
  name: string;
  address: string;
}

export class Mailer {
  private readonly transporter: Transporter<TransportReport>;
  private readonly outboxDir: string;
  private readonly from: MailSender | (() => Promise<MailSender>);
  readonly transport: SentMail['transport'];

  constructor(options: MailerOptions) {
    this.from = options.from;
    this.outboxDir = options.outboxDir;
    if (options.smtpUrl) {
      this.transport = 'smtp';
      this.transporter = nodemailer.createTransport(options.smtpUrl);
    } else {
      this.transport = 'outbox';
      // The composer reads `newline` from each message's data, so it goes in the defaults too:
      // on the transport options alone nodemailer 7 ignores it and writes CRLF.
      this.transporter = nodemailer.createTransport(
        { streamTransport: true, buffer: true, newline: 'unix' },
        { streamTransport: true, newline: 'unix' },
      );
    }
  }

  async send(message: MailMessage): Promise<SentMail> {
    // An address object: nodemailer quotes and encodes the name, so no name can break the header.
    // A mail written inside a transaction carries its sender: reading the profile again here could
    // wait on that transaction's connection (the embedded database has one).
    const from = message.from ?? (typeof this.from === 'function' ? await this.from() : this.from);
    const info = await this.transporter.sendMail({ ...message, from });
    if (this.transport === 'smtp') return { transport: 'smtp', messageId: info.messageId };
    const file = await this.writeToOutbox(info.message as Buffer);
    return { transport: 'outbox', messageId: info.messageId, file };
  }

  /** A temp name and a rename, so whoever watches the folder never reads half a message. */
  private async writeToOutbox(raw: Buffer): Promise<string> {
    await mkdir(this.outboxDir, { recursive: true });
    // Colons are not allowed in Windows file names; the names still sort by time.
    const timestamp = new Date().toISOString().replace(/:/g, '-');
    const name = `${timestamp}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(this.outboxDir, name);
    const temp = path.join(this.outboxDir, `.${name}.tmp`);
    try {
      await writeFile(temp, raw, { flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return file;
  }
}
