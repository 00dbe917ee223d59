/**
 * What the outbox carries (issue 28): each message is one kind, on one channel, to one recipient.
 * The kinds are the templates the owner registers with Meta (WhatsApp) and on the DLT platform
 * (SMS); mail has a template of each kind too, plus the few that only ever go by mail.
 */

/** How a message travels. */
export const MessageChannel = { EMAIL: 'email', WHATSAPP: 'whatsapp', SMS: 'sms' } as const;
export type MessageChannel = (typeof MessageChannel)[keyof typeof MessageChannel];

/**
 * Where a message stands. queued → sending → sent → delivered → read, or → failed. `sending` is a
 * lease (one worker holds it until `leaseUntil`); a provider's status reports move a sent message
 * forward only (they arrive out of order and more than once), never back.
 */
export const MessageStatus = {
  QUEUED: 'queued',
  SENDING: 'sending',
  SENT: 'sent',
  DELIVERED: 'delivered',
  READ: 'read',
  FAILED: 'failed',
} as const;
export type MessageStatus = (typeof MessageStatus)[keyof typeof MessageStatus];

/** The order a sent message's status may only climb (failed is final from anywhere). */
export const STATUS_RANK: Record<MessageStatus, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: 5,
};

/** Every kind of message the hotel sends. */
export const MessageKind = {
  /** To the guest: the booking is confirmed (paid, or to pay at the hotel). */
  BOOKING_CONFIRMED: 'booking_confirmed',
  /** To the guest: a room is held for them; finish paying by the signed link. */
  FINISH_PAYING: 'finish_paying',
  /** To the guest or the family: a payment was received (a stay's or an event's). */
  PAYMENT_RECEIVED: 'payment_received',
  /** To the guest, the day before arrival: check-in time, map, arrival-time link. */
  PRE_ARRIVAL: 'pre_arrival',
  /** To the guest: their dates or rooms changed. */
  BOOKING_CHANGED: 'booking_changed',
  /** To the guest: the booking is cancelled, with the refund. */
  BOOKING_CANCELLED: 'booking_cancelled',
  /** To the family: their banquet enquiry was received. */
  ENQUIRY_RECEIVED: 'enquiry_received',
  /** To the family: the hall is held for them, with the payment link. */
  EVENT_HOLD: 'event_hold',
  /** To the family: a payment milestone is due (3 days before, and on the day). */
  MILESTONE_DUE: 'milestone_due',
  /** A one-time code (by SMS when WhatsApp cannot carry it). */
  ONE_TIME_CODE: 'one_time_code',
  /** To the hotel: a tax document (invoice, voucher, credit note) with its PDF, by mail only. */
  TAX_DOCUMENT: 'tax_document',
  /** To a new staff member: the invite link, by mail only. */
  STAFF_INVITE: 'staff_invite',
  /** Owner alerts, to the profile's alerts address and owner's number. */
  OWNER_NEW_BOOKING: 'owner_new_booking',
  OWNER_NEW_ENQUIRY: 'owner_new_enquiry',
  OWNER_CANCELLATION: 'owner_cancellation',
  OWNER_PAYMENT_WEBHOOK_FAILED: 'owner_payment_webhook_failed',
  /** Foreign guests' Form III reports opened, or due within a few hours and still not reported. */
  OWNER_FORM_III_DUE: 'owner_form_iii_due',
  /** An OTA's stay could not take its nights: a double booking in the making, in the conflict inbox (issue 30). */
  OWNER_CHANNEL_CONFLICT: 'owner_channel_conflict',
  /** An OTA calendar has failed to sync for an hour. */
  OWNER_CHANNEL_FEED_FAILING: 'owner_channel_feed_failing',
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];

/**
 * Reminders: a recipient gets at most one of each kind a day on each channel (issue 28, item 6), so
 * a family with two events, or a guest with two stays, is not reminded twice on the same morning.
 */
export const REMINDER_KINDS: ReadonlySet<MessageKind> = new Set([MessageKind.PRE_ARRIVAL, MessageKind.MILESTONE_DUE]);

/** The languages a guest message goes out in. */
export const MessageLanguage = { EN: 'en', HI: 'hi' } as const;
export type MessageLanguage = (typeof MessageLanguage)[keyof typeof MessageLanguage];
