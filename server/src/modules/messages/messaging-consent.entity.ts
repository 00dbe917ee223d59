import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** Where a consent choice came from. */
export const ConsentSource = {
  /** The box on the booking form ("Send me updates on WhatsApp from {hotel}"). */
  BOOKING_FORM: 'booking_form',
  /** The same box on the banquet enquiry form. */
  ENQUIRY_FORM: 'enquiry_form',
  /** The guest wrote STOP on WhatsApp. */
  WHATSAPP_STOP: 'whatsapp_stop',
  /** The opt-out link in a message. */
  OPT_OUT_LINK: 'opt_out_link',
  /** A staff member, at the guest's request (audited). */
  STAFF: 'staff',
} as const;
export type ConsentSource = (typeof ConsentSource)[keyof typeof ConsentSource];

/**
 * A phone number's choice about WhatsApp updates from the hotel (issue 28, item 4): the last
 * choice wins, with its time and source. Without a row (or with `whatsapp` false) the guest gets
 * mail, and SMS only for one-time codes.
 */
@Entity('messaging_consent')
export class MessagingConsent {
  /** E.164 (+91…). */
  @PrimaryColumn({ type: 'varchar', length: 20, primaryKeyConstraintName: 'messaging_consent_pkey' })
  phone: string;

  @Column({ type: 'boolean' })
  whatsapp: boolean;

  @Column({ type: 'varchar', length: 20 })
  source: ConsentSource;

  @Column({ type: 'timestamptz' })
  changedAt: Date;

  /** Who recorded it: "guest", or the staff member's name. */
  @Column({ type: 'varchar', length: 200 })
  changedBy: string;

  /** The booking or event whose form carried the choice, when one did. */
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('Booking', { onDelete: 'SET NULL' })
  bookingId: string | null;

  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('BanquetEvent', { onDelete: 'SET NULL' })
  eventId: string | null;
}
