import { DataSource, EntityManager } from 'typeorm';
import { FolioCharge, folioPosition, FolioPosition } from '../billing';
import { BanquetEvent } from './banquet-event.entity';
import { EventStatus } from './event-status';

/** Where an event's money stands: its folio's position (billing/folio.ts), in paise. */
export type EventMoney = FolioPosition;

/** Statuses after which nothing more is collected on an event. */
const CLOSED: readonly EventStatus[] = [EventStatus.CANCELLED, EventStatus.LOST];

/** An event's side of the folio: what it charges, and whether it still collects. */
export function eventCharge(event: Pick<BanquetEvent, 'totalPaise' | 'status'>): FolioCharge {
  return { totalPaise: event.totalPaise, closed: CLOSED.includes(event.status) };
}

const NO_EVENT: FolioCharge = { totalPaise: 0, closed: true };

/** An event's money, as billing adds up its folio (the payment page, the desk, the function sheet, cancellation). */
export class EventMoneyService {
  constructor(private readonly dataSource: DataSource) {}

  async of(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<EventMoney> {
    const event = await manager.findOne(BanquetEvent, {
      where: { id: eventId },
      select: { id: true, totalPaise: true, status: true },
    });
    return folioPosition(manager, { eventId }, event ? eventCharge(event) : NO_EVENT);
  }
}
