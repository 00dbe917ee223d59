import { EntityManager, In, LessThanOrEqual } from 'typeorm';
import { Clock } from '../../shared/clock';
import { formatStayDate } from '../../shared/dates';
import { pgConstraint, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../shared/db-errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { EVENT_REASON_MAX_LENGTH } from '../../shared/pure/event-reasons';
import { BanquetErrorCode, eventNotFound } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { BanquetTermsSnapshot } from './banquet-terms.entity';
import { EventLineData, priceEvent } from './event-price';
import { newEventReference } from './event-reference';
import { assertCanMoveEvent, canMoveEvent, EventStatus, EventTransition } from './event-status';
import { HallSession } from './hall-session.entity';
import { Hall } from './hall.entity';
import { NO_MARKETING_CONSENT, type MarketingConsentColumns } from '../messages';

/** What a new enquiry holds when it is written. */
export interface NewEvent {
  hallId: string;
  sessionId: string;
  eventDate: string;
  occasion: string;
  expectedGuests: number;
  menuPackageId: string | null;
  hostName: string;
  hostPhone: string;
  hostEmail: string;
  notes: string | null;
  dietaryNotes?: string | null;
  lines: EventLineData[];
  terms: BanquetTermsSnapshot;
  /** The enquiry form's offers-and-news box, when ticked (issue 29). */
  marketingConsent?: MarketingConsentColumns;
}

/** What the owner may change about an event without moving it (host, notes, the count). */
export type EventDetailsChange = Partial<
  Pick<
    BanquetEvent,
    | 'occasion'
    | 'expectedGuests'
    | 'guaranteedPlates'
    | 'menuPackageId'
    | 'hostName'
    | 'hostPhone'
    | 'hostEmail'
    | 'dietaryNotes'
    | 'setupNotes'
    | 'decorationNotes'
    | 'soundNotes'
  >
>;

/**
 * The one owner of banquet_event rows: every change of an event's status, price or details is a
 * named transition here (see event-status.ts), inside the caller's transaction on an event the
 * caller locked (`lock`). Taking the hall (hold, confirm) frees lapsed holds on the same slot
 * first; the unique index `banquet_event_one_per_slot` then refuses a second taker, and that
 * refusal becomes EVENT_SLOT_TAKEN (the transaction is over: the caller only reports it).
 */
export class EventLifecycle {
  constructor(private readonly clock: Clock) {}

  async lock(manager: EntityManager, id: unknown): Promise<BanquetEvent> {
    const event = isUuid(id) ? await manager.findOne(BanquetEvent, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!event) throw eventNotFound();
    return event;
  }

  async lockByReference(manager: EntityManager, reference: string): Promise<BanquetEvent> {
    const event = await manager.findOne(BanquetEvent, { where: { reference }, lock: { mode: 'pessimistic_write' } });
    if (!event) throw eventNotFound();
    return event;
  }

  can(event: BanquetEvent, transition: EventTransition): boolean {
    return canMoveEvent(event.status, transition);
  }

  assertCan(event: BanquetEvent, transition: EventTransition): void {
    assertCanMoveEvent(event.status, transition);
  }

  /** True while an on-hold event still keeps its date. */
  holdLives(event: BanquetEvent): boolean {
    return event.status === EventStatus.ON_HOLD && event.holdExpiresAt !== null && event.holdExpiresAt > this.clock();
  }

  /** A new enquiry, priced by its estimate. */
  async create(manager: EntityManager, data: NewEvent): Promise<BanquetEvent> {
    const price = priceEvent(data.lines);
    const { marketingConsent, ...columns } = data;
    const event = manager.create(BanquetEvent, {
      ...columns,
      ...(marketingConsent ?? NO_MARKETING_CONSENT),
      dietaryNotes: data.dietaryNotes ?? null,
      reference: newEventReference(),
      status: EventStatus.NEW,
      holdExpiresAt: null,
      totalPaise: price.totalPaise,
    });
    return manager.save(event);
  }

  /** quote: new lines (and the terms as they are now, shown with the quote); a new enquiry becomes quoted. */
  async quote(manager: EntityManager, event: BanquetEvent, lines: EventLineData[], terms?: BanquetTermsSnapshot): Promise<void> {
    this.assertCan(event, 'quote');
    const price = priceEvent(lines);
    const status = event.status === EventStatus.NEW ? EventStatus.QUOTED : event.status;
    await this.write(manager, event, { lines, totalPaise: price.totalPaise, status, ...(terms ? { terms } : {}) });
  }

  /** hold: the date is kept for `holdHours` (the terms'), unless another event has it. */
  async hold(manager: EntityManager, event: BanquetEvent, holdHours: number): Promise<void> {
    this.assertCan(event, 'hold');
    await this.takeSlot(manager, event, {
      status: EventStatus.ON_HOLD,
      holdExpiresAt: new Date(this.clock().getTime() + holdHours * 3_600_000),
    });
  }

  /** confirm: the event has the date for good. */
  async confirm(manager: EntityManager, event: BanquetEvent): Promise<void> {
    this.assertCan(event, 'confirm');
    await this.takeSlot(manager, event, { status: EventStatus.CONFIRMED, holdExpiresAt: null, confirmedAt: this.clock() });
  }

  async editDetails(manager: EntityManager, event: BanquetEvent, changes: EventDetailsChange): Promise<void> {
    this.assertCan(event, 'editDetails');
    await this.write(manager, event, changes);
  }

  /** complete: settled on the final count, with the final bill's lines. */
  async complete(manager: EntityManager, event: BanquetEvent, finalPlates: number | null, lines: EventLineData[]): Promise<void> {
    this.assertCan(event, 'complete');
    const price = priceEvent(lines);
    await this.write(manager, event, { status: EventStatus.COMPLETED, finalPlates, lines, totalPaise: price.totalPaise });
  }

  async cancel(manager: EntityManager, event: BanquetEvent, reason: string): Promise<void> {
    this.assertCan(event, 'cancel');
    await this.write(manager, event, {
      status: EventStatus.CANCELLED,
      holdExpiresAt: null,
      closingReason: reason.slice(0, EVENT_REASON_MAX_LENGTH),
    });
  }

  async lose(manager: EntityManager, event: BanquetEvent, reason: string): Promise<void> {
    this.assertCan(event, 'lose');
    await this.write(manager, event, {
      status: EventStatus.LOST,
      holdExpiresAt: null,
      closingReason: reason.slice(0, EVENT_REASON_MAX_LENGTH),
    });
  }

  /**
   * expireHold for every hold whose time is up (of one slot, or all): the enquiry goes back to
   * quoted and the date is free. Returns how many were released.
   */
  async expireLapsedHolds(
    manager: EntityManager,
    slot?: Pick<BanquetEvent, 'hallId' | 'eventDate' | 'sessionId'>,
  ): Promise<number> {
    const lapsed = await manager.find(BanquetEvent, {
      where: {
        status: EventStatus.ON_HOLD,
        holdExpiresAt: LessThanOrEqual(this.clock()),
        ...(slot ? { hallId: slot.hallId, eventDate: slot.eventDate, sessionId: slot.sessionId } : {}),
      },
      lock: { mode: 'pessimistic_write' },
    });
    if (lapsed.length === 0) return 0;
    await manager.update(
      BanquetEvent,
      { id: In(lapsed.map((event) => event.id)), status: EventStatus.ON_HOLD },
      { status: EventStatus.QUOTED, holdExpiresAt: null },
    );
    return lapsed.length;
  }

  private async takeSlot(manager: EntityManager, event: BanquetEvent, changes: Partial<BanquetEvent>): Promise<void> {
    await this.expireLapsedHolds(manager, event);
    // Read before the write: on PostgreSQL a refused write ends the transaction.
    const hall = await manager.findOneBy(Hall, { id: event.hallId });
    const session = await manager.findOneBy(HallSession, { id: event.sessionId });
    try {
      await this.write(manager, event, changes);
    } catch (error) {
      if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION || pgConstraint(error) !== 'banquet_event_one_per_slot') throw error;
      throw new DomainError(
        BanquetErrorCode.EVENT_SLOT_TAKEN,
        `Sorry, ${hall?.name ?? 'the hall'} is already taken for ${session?.name ?? 'that session'} on ${formatStayDate(event.eventDate)}.`,
        'eventDate',
        'conflict',
      );
    }
  }

  private async write(manager: EntityManager, event: BanquetEvent, changes: Partial<BanquetEvent>): Promise<void> {
    await manager.update(BanquetEvent, { id: event.id }, changes);
    Object.assign(event, changes);
  }
}
