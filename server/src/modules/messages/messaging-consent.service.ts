import { DataSource, EntityManager } from 'typeorm';
import { Actor, GUEST_ACTOR } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { checkPhone } from '../../shared/phone';
import { AuditAction, AuditService } from '../audit';
import { ConsentSource, MessagingConsent } from './messaging-consent.entity';
import { MessagesErrorCode } from './messages-errors';

/** One choice about WhatsApp updates from the hotel, as whoever records it hands it over. */
export interface ConsentChoice {
  /** The guest's number; kept in E.164. */
  phone: string;
  whatsapp: boolean;
  source: ConsentSource;
  /** The guest (a form, the link, STOP) or the staff member who recorded it. */
  actor: Actor;
  bookingId?: string | null;
  eventId?: string | null;
  /**
   * What the audit line begins with: "Booking K7Q2PX", or an event's reference (an event's
   * history is the entries that begin with its reference).
   */
  subject?: string;
  /** Staff only: why, in the guest's words ("at the guest's request: <reason>"). */
  reason?: string;
}

/** A staff member's change of a guest's choice, asked by the guest (setMessagingConsent). */
export interface ConsentChangeRequest {
  phone?: unknown;
  whatsapp?: unknown;
  reason?: unknown;
}

export const CONSENT_REASON_MIN = 3;
export const CONSENT_REASON_MAX = 200;

const SOURCE_WORDS: Record<ConsentSource, string> = {
  booking_form: 'the booking form',
  enquiry_form: 'the banquet enquiry form',
  whatsapp_stop: 'STOP on WhatsApp',
  opt_out_link: 'the opt-out link',
  staff: 'staff',
};

/**
 * Each phone number's choice about WhatsApp updates (issue 28, item 4): the last choice wins, with
 * its time, source, who recorded it and the booking or event whose form carried it. Recorded in
 * the caller's transaction (a booking's, an enquiry's), so a booking rolled back leaves no choice;
 * every change of what is on record is also a line of the audit log. Without a row, or with
 * `whatsapp` false, the guest gets no WhatsApp message.
 */
export class MessagingConsentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /**
   * Records `choice` as the number's choice now (the last choice wins). The audit log gets a line
   * when it changes what was on record, and for every staff change (the guest's request is the act).
   */
  async record(manager: EntityManager, choice: ConsentChoice): Promise<MessagingConsent> {
    const phone = consentPhone(choice.phone);
    const earlier = await this.lockedChoice(manager, phone);
    const row: MessagingConsent = {
      phone,
      whatsapp: choice.whatsapp,
      source: choice.source,
      changedAt: this.clock(),
      changedBy: choice.actor.label.slice(0, 200),
      bookingId: choice.bookingId ?? null,
      eventId: choice.eventId ?? null,
    };
    await manager.upsert(MessagingConsent, row, ['phone']);
    if (earlier?.whatsapp !== choice.whatsapp || choice.source === ConsentSource.STAFF) {
      await this.audit.record(manager, choice.actor, {
        action: AuditAction.MESSAGING_CONSENT,
        bookingId: choice.bookingId ?? null,
        detail: consentWords(phone, choice),
      });
    }
    return row;
  }

  /**
   * The box on a booking or enquiry form ("Send me updates on WhatsApp from {hotel}", unticked by
   * default). Ticked, it is the number's choice now. Left unticked, it is recorded only when the
   * number has no choice on record: a box left as it came is no withdrawal of a choice made before
   * (the guest withdraws by STOP, the link in every message, or asking the hotel).
   */
  async recordFormChoice(manager: EntityManager, choice: ConsentChoice): Promise<MessagingConsent | null> {
    if (choice.whatsapp) return this.record(manager, choice);
    const phone = consentPhone(choice.phone);
    if (await this.lockedChoice(manager, phone)) return null;
    return this.record(manager, { ...choice, phone });
  }

  /** setMessagingConsent: a staff member changes the choice because the guest asked, saying why (audited). */
  async changeAtGuestRequest(actor: Actor, request: ConsentChangeRequest): Promise<MessagingConsent> {
    const phone = consentPhone(request.phone);
    if (typeof request.whatsapp !== 'boolean') {
      throw new DomainError(MessagesErrorCode.ConsentChoiceInvalid, 'Say whether the guest wants WhatsApp updates', 'whatsapp');
    }
    const reason = typeof request.reason === 'string' ? request.reason.trim().replace(/\s+/g, ' ') : '';
    if (reason.length < CONSENT_REASON_MIN || reason.length > CONSENT_REASON_MAX) {
      throw new DomainError(
        MessagesErrorCode.ConsentReasonRequired,
        `Say what the guest asked, in ${CONSENT_REASON_MIN} to ${CONSENT_REASON_MAX} characters`,
        'reason',
      );
    }
    const whatsapp = request.whatsapp;
    return this.dataSource.transaction((manager) =>
      this.record(manager, { phone, whatsapp, source: ConsentSource.STAFF, actor, reason }),
    );
  }

  /** The opt-out link's page: the guest stops WhatsApp messages (or, undoing it, takes them again). */
  async recordByLink(phone: string, whatsapp: boolean): Promise<MessagingConsent> {
    return this.dataSource.transaction((manager) =>
      this.record(manager, { phone, whatsapp, source: ConsentSource.OPT_OUT_LINK, actor: GUEST_ACTOR }),
    );
  }

  /**
   * A guest's STOP on WhatsApp (the webhook's): the number's choice becomes "no WhatsApp" as of
   * `at`, when the STOP was written. The last choice wins by when it was made, so a STOP that
   * Meta delivers late never undoes an opt-in made after it. Like every change of what is on
   * record, it writes its audit line, in the same transaction. Answers whether the STOP is now the
   * number's choice on record.
   */
  async recordWhatsAppStop(phone: string, at: Date): Promise<boolean> {
    const number = consentPhone(phone);
    return this.dataSource.transaction(async (manager) => {
      const earlier = await this.lockedChoice(manager, number);
      if (earlier && earlier.changedAt > at) return false;
      const choice: ConsentChoice = { phone: number, whatsapp: false, source: ConsentSource.WHATSAPP_STOP, actor: GUEST_ACTOR };
      const row: MessagingConsent = {
        phone: number,
        whatsapp: false,
        source: ConsentSource.WHATSAPP_STOP,
        changedAt: at,
        changedBy: GUEST_ACTOR.label,
        bookingId: null,
        eventId: null,
      };
      await manager.upsert(MessagingConsent, row, ['phone']);
      if (earlier?.whatsapp !== false) {
        await this.audit.record(manager, GUEST_ACTOR, {
          action: AuditAction.MESSAGING_CONSENT,
          detail: consentWords(number, choice),
        });
      }
      return true;
    });
  }

  /** The number's choice on record, or null when it has none (no WhatsApp). */
  async choiceOf(phone: unknown, manager: EntityManager = this.dataSource.manager): Promise<MessagingConsent | null> {
    return manager.findOneBy(MessagingConsent, { phone: consentPhone(phone) });
  }

  /** Whether WhatsApp messages may go to this number: it chose them and has not withdrawn. */
  async isOptedIn(phone: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const verdict = checkPhone(phone);
    if (!('phone' in verdict)) return false;
    return (await manager.findOneBy(MessagingConsent, { phone: verdict.phone }))?.whatsapp === true;
  }

  /**
   * The number's row, read after taking its turn: two choices for one number recorded at once
   * (two forms, a form and a STOP) are recorded one after the other, each seeing the one before.
   */
  private async lockedChoice(manager: EntityManager, phone: string): Promise<MessagingConsent | null> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`messaging-consent:${phone}`]);
    return manager.findOneBy(MessagingConsent, { phone });
  }
}

/**
 * The forms' optional box ("whatsappUpdates" on the quote, the enquiry, the desk's booking): true
 * or false when sent (JSON booleans, or "true"/"false" from a form post), undefined when left out
 * (an older client: nothing is recorded).
 */
export function parseWhatsAppChoice(raw: unknown, field = 'whatsappUpdates'): boolean | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  throw new DomainError(MessagesErrorCode.ConsentChoiceInvalid, 'The WhatsApp updates box is true or false', field);
}

/** A number as consent keys it: E.164, refused in plain words when it is none. */
export function consentPhone(raw: unknown): string {
  const verdict = checkPhone(raw);
  if ('phone' in verdict) return verdict.phone;
  throw new DomainError(
    MessagesErrorCode.ConsentPhoneInvalid,
    verdict.problem === 'required' ? 'Give the guest’s mobile number' : verdict.message,
    'phone',
  );
}

/** "Booking K7Q2PX: WhatsApp updates on for +919876543210 (the booking form)". */
function consentWords(phone: string, choice: ConsentChoice): string {
  const how =
    choice.source === ConsentSource.STAFF ? `at the guest’s request: ${choice.reason ?? ''}` : `(${SOURCE_WORDS[choice.source]})`;
  const words = `WhatsApp updates ${choice.whatsapp ? 'on' : 'off'} for ${phone} ${how}`;
  return choice.subject ? `${choice.subject}: ${words}` : words;
}
