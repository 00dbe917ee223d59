import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageChannel, MessageKind, MessageLanguage, MessageStatus } from './message-kinds';

/**
 * One message to send (issue 28): written in the same transaction as the event that causes it
 * (a booking placed, paid, cancelled…), then sent once by the outbox worker, across instances.
 *
 * The row holds what the message is about (kind, booking or event, `params`), not its rendered
 * text: the worker renders it from the database when it sends, in `language`. Its
 * `idempotencyKey` is unique, so the same event asking twice queues one message, and the key goes
 * to the provider (mail's Message-ID, the simulator's file name) so a retry after a crash between
 * the provider's answer and our commit is recognised there.
 */
@Entity('outbox_message')
@Index('outbox_message_due', ['status', 'nextAttemptAt'])
// A recipient's reminders of a kind on one day (GuestMessages: at most one a day).
@Index('outbox_message_by_recipient', ['recipient', 'kind', 'createdAt'])
@Check('outbox_message_attempts', '"attempts" >= 0')
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** "booking_confirmed:whatsapp:<booking id>": the same event and channel never queue twice. */
  @Index('outbox_message_idempotency_key', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  idempotencyKey: string;

  @Column({ type: 'varchar', length: 40 })
  kind: MessageKind;

  @Column({ type: 'varchar', length: 10 })
  channel: MessageChannel;

  /** An email address, or a phone number in E.164 (+91…). */
  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 5, default: 'en' })
  language: MessageLanguage;

  /** The stay it is about (the message log of its page); removed with it. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('Booking', { onDelete: 'CASCADE' })
  bookingId: string | null;

  /** The banquet event it is about; removed with it. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('BanquetEvent', { onDelete: 'CASCADE' })
  eventId: string | null;

  /** What the renderer needs beyond the booking or event: a document id, a refund, a milestone. */
  @Column({ type: 'jsonb', default: {} })
  params: Record<string, string | number | boolean | null>;

  @Column({ type: 'varchar', length: 12 })
  status: MessageStatus;

  /** Sends tried so far. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** When the worker may (next) take it. */
  @Column({ type: 'timestamptz' })
  nextAttemptAt: Date;

  /** While `sending`: until when the worker that took it holds it (after that another may). */
  @Column({ type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  /** The last failure, as the provider or the renderer said it (shown in the message log). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  /** The provider's id of the sent message (WhatsApp's wamid…, the SMTP Message-ID). */
  @Index()
  @Column({ type: 'varchar', length: 200, nullable: true })
  providerMessageId: string | null;

  /** The message this one stands in for (an SMS sent because the WhatsApp one failed). */
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('OutboxMessage', { onDelete: 'SET NULL' })
  fallbackOfId: string | null;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** When the status last changed. */
  @Column({ type: 'timestamptz' })
  statusAt: Date;
}
