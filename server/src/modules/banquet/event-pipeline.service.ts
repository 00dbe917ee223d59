import { DataSource, EntityManager, In } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { addDays, calendarDateAt, formatHotelDateTime, formatStayDate } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { isUuid, trimmed } from '../../shared/input';
import { formatRupees } from '../../shared/money';
import { EVENT_REASON_MAX_LENGTH } from '../../shared/pure/event-reasons';
import { AuditAction, AuditService } from '../audit';
import { BanquetCatalogueService } from './banquet-catalogue.service';
import { BanquetErrorCode, eventNotFound } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { EventDetailsRequest, EventEnquiryRequest, parseDetailsChange, parseEnquiry } from './event-input';
import { EventDetailsChange, EventLifecycle } from './event-lifecycle.service';
import { eventPayUrl } from './event-mails';
import { EventMessageQueue } from './event-message-queue';
import { estimateLines } from './event-price';
import { parseQuoteLines, QuoteLineRequest } from './event-quote-input';
import { applyEventSearch, encodeEventCursor, EventSearchRequest, parseEventSearch } from './event-search';
import { EventStatus } from './event-status';
import { MenuPackage } from './menu-package.entity';

/** A page of the owner's list of events. */
export interface EventSearchPage {
  items: BanquetEvent[];
  total: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

export interface QuoteRequest {
  lines?: QuoteLineRequest[];
  guaranteedPlates?: unknown;
}

const EVENT_RELATIONS = { hall: true, session: true, menuPackage: true } as const;
// The admin's Mark lost dialog stops the typing at the same length (one file for both builds).
const MAX_REASON = EVENT_REASON_MAX_LENGTH;

/**
 * The owner's pipeline: the list, one event, and each step of it (enquiry, quote, hold, confirm,
 * details, lost). Every change locks the event, asks EventLifecycle to make it and is audited in
 * the same transaction; the hold's mail goes out once the hold has committed.
 */
export class EventPipelineService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: BanquetCatalogueService,
    private readonly lifecycle: EventLifecycle,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly options: { mails: EventMessageQueue; publicBaseUrl: string },
  ) {}

  /** Where the customer pays (the event-payment page). */
  payUrl(reference: string): string {
    return eventPayUrl(this.options.publicBaseUrl, reference);
  }

  today(): string {
    return calendarDateAt(this.clock());
  }

  async search(request: EventSearchRequest): Promise<EventSearchPage> {
    const search = parseEventSearch(request);
    const query = applyEventSearch(this.dataSource.getRepository(BanquetEvent).createQueryBuilder('event'), search);
    const [rows, total] = await query.getManyAndCount();
    const whole = rows.length
      ? await this.dataSource
          .getRepository(BanquetEvent)
          .find({ where: { id: In(rows.map((row) => row.id)) }, relations: EVENT_RELATIONS })
      : [];
    const byId = new Map(whole.map((event) => [event.id, event]));
    const items = rows.map((row) => byId.get(row.id)!);
    const next = search.window.offset + items.length;
    return { items, total, pageInfo: { endCursor: items.length ? encodeEventCursor(next) : null, hasNextPage: next < total } };
  }

  async get(id: string): Promise<BanquetEvent> {
    return this.load(this.dataSource.manager, id);
  }

  /** A phone or walk-in enquiry: priced by its estimate, under the terms as they are now. */
  async create(request: EventEnquiryRequest, actor: Actor): Promise<BanquetEvent> {
    const enquiry = parseEnquiry(request, this.today());
    const id = await this.dataSource.transaction(async (manager) => {
      const hall = await this.catalogue.hall(enquiry.hallId, manager);
      const session = hall.sessions?.find((candidate) => candidate.id === enquiry.sessionId);
      if (!session) throw new DomainError(BanquetErrorCode.SESSION_NOT_FOUND, `Choose a session of ${hall.name}.`, 'sessionId');
      const menu = enquiry.menuPackageId ? await this.menu(manager, enquiry.menuPackageId) : null;
      const terms = await this.catalogue.termsSnapshot(manager);
      const lines = estimateLines({
        hallName: hall.name,
        sessionName: session.name,
        rentPaise: session.rentPaise,
        hallGstBp: terms.hallGstBp,
        menu,
        guests: enquiry.expectedGuests,
        cateringGstBp: terms.cateringGstBp,
      });
      const event = await this.lifecycle.create(manager, { ...enquiry, lines, terms });
      await this.record(
        manager,
        actor,
        AuditAction.EVENT_CREATED,
        event,
        `enquiry taken by the hotel, estimated at ${formatRupees(event.totalPaise)}`,
      );
      return event.id;
    });
    return this.get(id);
  }

  /**
   * New lines (and the guaranteed plates if given). A new or quoted event takes the terms as they
   * are now; a held or confirmed one keeps the terms its customer saw.
   */
  async quote(id: string, request: QuoteRequest, actor: Actor): Promise<BanquetEvent> {
    await this.dataSource.transaction(async (manager) => {
      const event = await this.lifecycle.lock(manager, id);
      this.lifecycle.assertCan(event, 'quote');
      const refreshTerms = event.status === EventStatus.NEW || event.status === EventStatus.QUOTED;
      const terms = refreshTerms ? await this.catalogue.termsSnapshot(manager) : event.terms;
      const lines = parseQuoteLines(request.lines, terms);
      const details =
        request.guaranteedPlates === undefined ? {} : parseDetailsChange({ guaranteedPlates: request.guaranteedPlates });
      if (details.guaranteedPlates !== undefined) {
        this.assertCutOff(event, details);
        await this.lifecycle.editDetails(manager, event, details);
      }
      await this.lifecycle.quote(manager, event, lines, refreshTerms ? terms : undefined);
      await this.record(
        manager,
        actor,
        AuditAction.EVENT_QUOTED,
        event,
        `quoted at ${formatRupees(event.totalPaise)} (${lines.length} lines)`,
      );
    });
    return this.get(id);
  }

  /** Keeps the date for the terms' hold hours; the customer is mailed the quote and the payment link. */
  async hold(id: string, actor: Actor): Promise<BanquetEvent> {
    await this.dataSource.transaction(async (manager) => {
      const event = await this.lifecycle.lock(manager, id);
      await this.lifecycle.hold(manager, event, event.terms.holdHours);
      await this.record(
        manager,
        actor,
        AuditAction.EVENT_HELD,
        event,
        `on hold until ${formatHotelDateTime(event.holdExpiresAt!)}`,
      );
      await this.options.mails.hold(manager, event);
    });
    return this.get(id);
  }

  /** The owner confirms without online money (the advance was taken at the desk, or is waived). */
  async confirm(id: string, actor: Actor): Promise<BanquetEvent> {
    await this.dataSource.transaction(async (manager) => {
      const event = await this.lifecycle.lock(manager, id);
      await this.lifecycle.confirm(manager, event);
      await this.record(manager, actor, AuditAction.EVENT_CONFIRMED, event, 'confirmed by the hotel');
    });
    return this.get(id);
  }

  async updateDetails(id: string, request: EventDetailsRequest, actor: Actor): Promise<BanquetEvent> {
    const changes = parseDetailsChange(request);
    await this.dataSource.transaction(async (manager) => {
      const event = await this.lifecycle.lock(manager, id);
      this.lifecycle.assertCan(event, 'editDetails');
      this.assertCutOff(event, changes);
      if (changes.menuPackageId) await this.menu(manager, changes.menuPackageId);
      const changed = (Object.keys(changes) as Array<keyof EventDetailsChange>).filter((key) => changes[key] !== event[key]);
      if (changed.length === 0) return;
      await this.lifecycle.editDetails(manager, event, changes);
      await this.record(manager, actor, AuditAction.EVENT_EDITED, event, `details changed: ${changed.join(', ')}`);
    });
    return this.get(id);
  }

  async lose(id: string, reason: unknown, actor: Actor): Promise<BanquetEvent> {
    const why = trimmed(reason);
    if (why === '' || why.length > MAX_REASON) {
      throw new DomainError(BanquetErrorCode.EVENT_INVALID, `Say why in 1 to ${MAX_REASON} characters.`, 'reason');
    }
    await this.dataSource.transaction(async (manager) => {
      const event = await this.lifecycle.lock(manager, id);
      await this.lifecycle.lose(manager, event, why);
      await this.record(manager, actor, AuditAction.EVENT_LOST, event, `marked as lost: ${why}`);
    });
    return this.get(id);
  }

  /** The day the menu and the guaranteed count freeze (the event's terms). */
  cutOffDate(event: Pick<BanquetEvent, 'eventDate' | 'terms'>): string {
    return addDays(event.eventDate, -event.terms.guaranteeCutoffDays);
  }

  /** From the cut-off on, the guaranteed count may only go up and the menu stays. */
  private assertCutOff(event: BanquetEvent, changes: EventDetailsChange): void {
    const cutOff = this.cutOffDate(event);
    if (this.today() < cutOff) return;
    const frozeOn = `${formatStayDate(cutOff)} (${event.terms.guaranteeCutoffDays} days before the event)`;
    const plates = changes.guaranteedPlates;
    if (plates !== undefined && event.guaranteedPlates !== null && (plates === null || plates < event.guaranteedPlates)) {
      throw new DomainError(
        BanquetErrorCode.EVENT_INVALID,
        `The guaranteed count was fixed on ${frozeOn}: it can go up from ${event.guaranteedPlates}, not down.`,
        'guaranteedPlates',
      );
    }
    if (changes.menuPackageId !== undefined && changes.menuPackageId !== event.menuPackageId) {
      throw new DomainError(
        BanquetErrorCode.EVENT_INVALID,
        `The menu was fixed on ${frozeOn} and cannot change now.`,
        'menuPackageId',
      );
    }
  }

  private async menu(manager: EntityManager, id: string): Promise<MenuPackage> {
    const menu = await manager.findOneBy(MenuPackage, { id });
    if (!menu) throw new DomainError(BanquetErrorCode.MENU_PACKAGE_NOT_FOUND, 'We could not find that menu.', 'menuPackageId');
    return menu;
  }

  private async load(manager: EntityManager, id: string): Promise<BanquetEvent> {
    const event = isUuid(id) ? await manager.findOne(BanquetEvent, { where: { id }, relations: EVENT_RELATIONS }) : null;
    if (!event) throw eventNotFound();
    return event;
  }

  private record(manager: EntityManager, actor: Actor, action: AuditAction, event: BanquetEvent, words: string) {
    return this.audit.record(manager, actor, { action, detail: `${event.reference}: ${words}` });
  }
}
