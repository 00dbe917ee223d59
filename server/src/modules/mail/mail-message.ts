import { MessageChannel, type RenderedMail } from '../messages';

/** A mail as its template writes it; the outbox's renderer hands it to the mail transport. */
export type MailMessage = Omit<RenderedMail, 'channel'>;

/** A booking the guest can be mailed about: one with an email (a desk guest may have given none). */
export type Mailable<T extends { userEmail: string | null }> = T & { userEmail: string };

export function hasEmail<T extends { userEmail: string | null }>(booking: T): booking is Mailable<T> {
  return booking.userEmail !== null && booking.userEmail !== '';
}

/** The mail as the outbox's mail channel takes it. */
export function asRenderedMail(mail: MailMessage): RenderedMail {
  return { channel: MessageChannel.EMAIL, ...mail };
}
