import { DataSource, EntityManager, FindOptionsWhere, Like } from 'typeorm';
import { Actor } from '../../shared/actor';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { AuditEntry } from './audit-entry.entity';
import { AuditErrorCode } from './audit-errors';

/** What the audit log names: check-in, payment, change, refund, block, delete, sign-in… */
export const AuditAction = {
  CHECK_IN: 'check_in',
  CHECK_OUT: 'check_out',
  NO_SHOW: 'no_show',
  PAYMENT: 'payment',
  PAYMENT_REVERSED: 'payment_reversed',
  BOOKING_CREATED: 'booking_created',
  CHANGE: 'change',
  DETAILS_EDITED: 'details_edited',
  CANCEL: 'cancel',
  REFUND: 'refund',
  BLOCK: 'block',
  UNBLOCK: 'unblock',
  DELETE: 'delete',
  SIGN_IN: 'sign_in',
  ROOM_CHANGED: 'room_changed',
  SETTINGS_CHANGED: 'settings_changed',
  RATE_CHANGED: 'rate_changed',
  ARRIVAL_PLANS: 'arrival_plans',
  MAIL_RESENT: 'mail_resent',
  BANQUET_SETUP: 'banquet_setup',
  EVENT_CREATED: 'event_created',
  EVENT_QUOTED: 'event_quoted',
  EVENT_HELD: 'event_held',
  EVENT_CONFIRMED: 'event_confirmed',
  EVENT_EDITED: 'event_edited',
  EVENT_LOST: 'event_lost',
  ROOM_STATUS: 'room_status',
  ROOM_MOVED: 'room_moved',
  CHARGE_POSTED: 'charge_posted',
  CHARGE_REVERSED: 'charge_reversed',
  SHIFT_OPENED: 'shift_opened',
  SHIFT_CLOSED: 'shift_closed',
  DAY_CLOSED: 'day_closed',
  CLOSED_DAY_CHANGED: 'closed_day_changed',
  STAFF_INVITED: 'staff_invited',
  STAFF_CHANGED: 'staff_changed',
  TWO_STEP: 'two_step',
  RATE_OVERRIDE: 'rate_override',
  /** A guest's WhatsApp choice changed (a form, the opt-out link, STOP, or staff at the guest's request). */
  MESSAGING_CONSENT: 'messaging_consent',
  /** Staff sent a message of the log again. */
  MESSAGE_RESENT: 'message_resent',
  CREDIT_NOTE: 'credit_note',
  /** The desk reported a foreign guest's arrival or departure on the Bureau of Immigration's portal (Form III). */
  FORM_III_REPORTED: 'form_iii_reported',
  /** The owner or manager answered a guest's privacy request (an erasure: what went and what was kept). */
  PRIVACY_REQUEST_RESOLVED: 'privacy_request_resolved',
  /** An OTA calendar added or removed, a conflict settled, an export link made anew (issue 30). */
  CHANNELS: 'channels',
} as const;
export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];

export interface AuditRecord {
  action: AuditAction;
  detail: string;
  bookingId?: string | null;
  roomId?: string | null;
  paymentId?: string | null;
}

const MAX_ENTRIES = 200;

/** Writes one line of the log in the caller's transaction (for code that acts without the service at hand). */
export async function recordAudit(manager: EntityManager, actor: Actor, record: AuditRecord): Promise<void> {
  await manager.insert(AuditEntry, {
    actor: actor.label,
    action: record.action,
    detail: record.detail.slice(0, 2000),
    bookingId: record.bookingId ?? null,
    roomId: record.roomId ?? null,
    paymentId: record.paymentId ?? null,
  });
}

/** Which entries of the log to read: of one booking or room (or all), the newest `first`. */
export interface AuditLogRequest {
  bookingId?: unknown;
  roomId?: unknown;
  first?: unknown;
}

/** The audit log: written inside the transaction of the act it records, so both land or neither. */
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, actor: Actor, record: AuditRecord): Promise<void> {
    await recordAudit(manager, actor, record);
  }

  /** A booking's history, oldest first. */
  forBooking(bookingId: string): Promise<AuditEntry[]> {
    return this.dataSource
      .getRepository(AuditEntry)
      .find({ where: { bookingId }, order: { at: 'ASC', id: 'ASC' }, take: MAX_ENTRIES });
  }

  /** A room's history (blocks, changes of availability), newest first. */
  forRoom(roomId: string): Promise<AuditEntry[]> {
    return this.dataSource
      .getRepository(AuditEntry)
      .find({ where: { roomId }, order: { at: 'DESC', id: 'ASC' }, take: MAX_ENTRIES });
  }

  /** A banquet event's history, oldest first: the entries that name its reference (they all begin with it). */
  forEvent(reference: string): Promise<AuditEntry[]> {
    return this.dataSource.getRepository(AuditEntry).find({
      where: { detail: Like(`${reference.replace(/[\\%_]/g, '')}%`) },
      order: { at: 'ASC', id: 'ASC' },
      take: MAX_ENTRIES,
    });
  }

  /** The newest entries of the log, of one booking or one room when asked (newest first). */
  latest(request: AuditLogRequest): Promise<AuditEntry[]> {
    const where: FindOptionsWhere<AuditEntry> = {};
    for (const field of ['bookingId', 'roomId'] as const) {
      const id = request[field];
      if (id === undefined || id === null || id === '') continue;
      if (!isUuid(id)) throw new DomainError(AuditErrorCode.FilterInvalid, `${field} must be an id`, field);
      where[field] = id;
    }
    const first = request.first ?? 50;
    if (!Number.isInteger(first) || (first as number) < 1 || (first as number) > MAX_ENTRIES) {
      throw new DomainError(AuditErrorCode.SizeInvalid, `Ask for 1 to ${MAX_ENTRIES} entries`, 'first');
    }
    return this.dataSource.getRepository(AuditEntry).find({ where, order: { at: 'DESC', id: 'ASC' }, take: first as number });
  }
}
