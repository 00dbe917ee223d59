import { DataSource, EntityManager, In } from 'typeorm';
import { GUEST_ACTOR } from '../../shared/actor';
import {
  ConsentSource,
  marketingConsentColumns,
  MessagingConsentService,
  parseMarketingChoice,
  parseWhatsAppChoice,
} from '../messages';
import { RateLimit } from '../../config';
import { Clock } from '../../shared/clock';
import { formatStayDate } from '../../shared/dates';
import { DomainError, ErrorCollector } from '../../shared/domain-error';
import { AbuseLimitsService, RequestOrigin } from '../abuse-limits';
import { GuestsService } from '../guests';
import { BanquetCatalogueService } from './banquet-catalogue.service';
import { BanquetErrorCode } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import {
  addFieldError,
  checkEventDate,
  checkOccasion,
  checkSlot,
  checkText,
  ChosenSlot,
  EnquiryCatalogue,
  EnquiryInput,
  EstimateInput,
  NOTES_MAX,
} from './event-enquiry-input';
import { EventMessageQueue } from './event-message-queue';
import { EventLifecycle } from './event-lifecycle.service';
import { estimateLines, EventPrice, priceEvent } from './event-price';
import { EventStatus } from './event-status';
import { HallAvailabilityService, SlotStatus } from './hall-availability.service';

export interface EnquiryLimits {
  /** Enquiries per client address, and per email and phone (EVENT_ENQUIRY_RATE_LIMIT); null for none. */
  perAddress: RateLimit | null;
  /** Open enquiries (new, quoted, on hold) one email may have for one date. */
  openPerEmailAndDate: number;
}

export const DEFAULT_ENQUIRY_LIMITS: EnquiryLimits = {
  perAddress: { limit: 5, windowSeconds: 3600 },
  openPerEmailAndDate: 3,
};

const OPEN_STATUSES = [EventStatus.NEW, EventStatus.QUOTED, EventStatus.ON_HOLD];

/** What a family gets back for an enquiry. */
export interface EnquiryReceipt {
  event: BanquetEvent;
  estimate: EventPrice;
}

/**
 * The public banquet side: an estimate for a hall, session, menu and guest count, and a family's
 * enquiry, checked field by field, refused for a taken date, limited per address and per email,
 * written through EventLifecycle with a copy of the terms, and mailed to the family and the hotel.
 */
export class EventEnquiriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: BanquetCatalogueService,
    private readonly availability: HallAvailabilityService,
    private readonly lifecycle: EventLifecycle,
    private readonly guests: GuestsService,
    private readonly abuseLimits: AbuseLimitsService,
    private readonly mails: EventMessageQueue,
    private readonly clock: Clock,
    private readonly limits: EnquiryLimits,
    /** Keeps the enquiry form's WhatsApp choice with the enquiry (issue 28). */
    private readonly consent?: Pick<MessagingConsentService, 'recordFormChoice'>,
  ) {}

  /** The estimate the page shows as the family fills the form: computed here, never in the browser. */
  async estimate(input: EstimateInput): Promise<EventPrice> {
    const errors = new ErrorCollector();
    const chosen = checkSlot({ ...input }, await this.readCatalogue(), errors, 'guests');
    checkEventDate(input.eventDate, this.clock(), errors, false);
    errors.throwIfAny();
    return priceEvent(this.linesFor(chosen!, await this.catalogue.terms()));
  }

  async request(input: EnquiryInput, origin: RequestOrigin): Promise<EnquiryReceipt> {
    await this.countRequest(origin);
    const errors = new ErrorCollector();
    const catalogue = await this.readCatalogue();
    const chosen = checkSlot({ ...input, guests: input.expectedGuests }, catalogue, errors, 'expectedGuests');
    const eventDate = checkEventDate(input.eventDate, this.clock(), errors, true);
    const occasion = checkOccasion(input.occasion, errors);
    const host = this.checkHost(input, errors);
    const notes = checkText(input.notes, 'notes', 'Notes', NOTES_MAX, errors);
    const dietaryNotes = checkText(input.dietaryNotes, 'dietaryNotes', 'Dietary notes', NOTES_MAX, errors);
    const whatsappUpdates = checkWhatsAppChoice(input.whatsappUpdates, errors);
    const marketingConsent = checkMarketingChoice(input.marketingConsent, errors);
    errors.throwIfAny();
    const { hall, session, menu, guests } = chosen!;
    const date = eventDate!;
    const status = await this.availability.slotStatus(hall.id, session.id, date);
    if (status !== SlotStatus.FREE) {
      const taken = status === SlotStatus.ON_HOLD ? 'is on hold for another family' : 'is already booked';
      throw new DomainError(
        BanquetErrorCode.EVENT_SLOT_TAKEN,
        `Sorry, ${session.name} on ${formatStayDate(date)} ${taken}.`,
        'eventDate',
        'conflict',
      );
    }
    await this.limitOpenEnquiries(host.email, date, origin);
    await this.countHost(host, origin);
    const { event, price } = await this.dataSource.transaction(async (manager) => {
      const terms = await this.catalogue.termsSnapshot(manager);
      const lines = this.linesFor(chosen!, terms);
      const event = await this.lifecycle.create(manager, {
        hallId: hall.id,
        sessionId: session.id,
        eventDate: date,
        occasion,
        expectedGuests: guests,
        menuPackageId: menu?.id ?? null,
        hostName: host.name,
        hostPhone: host.phone,
        hostEmail: host.email,
        notes,
        dietaryNotes,
        lines,
        terms,
        marketingConsent: marketingConsentColumns(marketingConsent, this.clock(), ConsentSource.ENQUIRY_FORM),
      });
      // The family's receipt and the hotel's alert go with the enquiry (the outbox sends them).
      // The choice first: the family's receipt, queued next, goes by WhatsApp when they ticked it.
      await this.recordWhatsAppChoice(manager, event, whatsappUpdates);
      await this.mails.enquiry(manager, event);
      return { event, price: priceEvent(lines) };
    });
    return { event, estimate: price };
  }

  /** The enquiry form's WhatsApp box, kept with the enquiry in its transaction (its line in the event's history). */
  private async recordWhatsAppChoice(manager: EntityManager, event: BanquetEvent, whatsapp: boolean | undefined) {
    if (whatsapp === undefined || !this.consent) return;
    await this.consent.recordFormChoice(manager, {
      phone: event.hostPhone,
      whatsapp,
      source: ConsentSource.ENQUIRY_FORM,
      actor: GUEST_ACTOR,
      eventId: event.id,
      subject: event.reference,
    });
  }

  private async readCatalogue(): Promise<EnquiryCatalogue> {
    const [halls, menus] = await Promise.all([this.catalogue.halls(), this.catalogue.menuPackages()]);
    return { halls, menus };
  }

  private linesFor(chosen: ChosenSlot, terms: { hallGstBp: number; cateringGstBp: number }) {
    return estimateLines({
      hallName: chosen.hall.name,
      sessionName: chosen.session.name,
      rentPaise: chosen.session.rentPaise,
      hallGstBp: terms.hallGstBp,
      menu: chosen.menu,
      guests: chosen.guests,
      cateringGstBp: terms.cateringGstBp,
    });
  }

  /**
   * The guests' rules for name, email and phone, with their messages. GuestsService checks the
   * three together and stops at the first fault, so each is checked beside known-good others to
   * report every field at once.
   */
  private checkHost(input: EnquiryInput, errors: ErrorCollector): { name: string; email: string; phone: string } {
    const good = { name: 'A', email: 'a@example.com', phone: '9876543210' };
    const check = <K extends keyof typeof good>(key: K): string => {
      try {
        return this.guests.validate({ ...good, [key]: input[key] })[key];
      } catch (error) {
        addFieldError(errors, error, key);
        return '';
      }
    };
    return { name: check('name'), email: check('email'), phone: check('phone') };
  }

  /** Every request from an address counts, before anything is read; an admin is not counted. */
  private async countRequest(origin: RequestOrigin): Promise<void> {
    if (!this.limits.perAddress) return;
    await this.refusePast(await this.abuseLimits.countTry('event-enquiry', origin, this.limits.perAddress), 'from your network');
  }

  /**
   * An enquiry about to be written counts against its email and phone too, under the same limit:
   * each one mails the family's address, so enquiries from many addresses must not flood one inbox.
   */
  private async countHost(host: { email: string; phone: string }, origin: RequestOrigin): Promise<void> {
    if (!this.limits.perAddress) return;
    const waitMs = await this.abuseLimits.countTryOnTargets(
      'event-enquiry',
      [host.email, host.phone],
      origin,
      this.limits.perAddress,
    );
    await this.refusePast(waitMs, 'for this email address or phone number', 'email');
  }

  private async refusePast(waitMs: number | null, whose: string, field?: string): Promise<void> {
    if (waitMs === null) return;
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new DomainError(
      BanquetErrorCode.EVENT_ENQUIRY_RATE_LIMITED,
      `Too many enquiries ${whose}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us${await this.abuseLimits.callUs('frontDesk')}.`,
      field,
      'rate_limited',
    );
  }

  private async limitOpenEnquiries(email: string, eventDate: string, origin: RequestOrigin): Promise<void> {
    if (origin.admin) return;
    const open = await this.dataSource
      .getRepository(BanquetEvent)
      .countBy({ hostEmail: email, eventDate, status: In(OPEN_STATUSES) });
    if (open < this.limits.openPerEmailAndDate) return;
    throw new DomainError(
      BanquetErrorCode.EVENT_ENQUIRY_RATE_LIMITED,
      `You already have ${open} enquiries for ${formatStayDate(eventDate)}. We will call you about them; for a change, please call us${await this.abuseLimits.callUs('frontDesk')}.`,
      'email',
      'rate_limited',
    );
  }
}

function checkWhatsAppChoice(raw: unknown, errors: ErrorCollector): boolean | undefined {
  try {
    return parseWhatsAppChoice(raw);
  } catch (error) {
    addFieldError(errors, error, 'whatsappUpdates');
    return undefined;
  }
}

function checkMarketingChoice(raw: unknown, errors: ErrorCollector): boolean {
  try {
    return parseMarketingChoice(raw);
  } catch (error) {
    addFieldError(errors, error, 'marketingConsent');
    return false;
  }
}
