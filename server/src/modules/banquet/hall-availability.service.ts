import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { addDays, daysBetween, isCalendarDate, todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { BanquetErrorCode } from './banquet-errors';
import { BanquetCatalogueService } from './banquet-catalogue.service';
import { BanquetEvent } from './banquet-event.entity';
import { EventStatus } from './event-status';

/** How a hall's session on one date stands for a family looking for a date. */
export enum SlotStatus {
  FREE = 'FREE',
  ON_HOLD = 'ON_HOLD',
  BOOKED = 'BOOKED',
}
registerEnumType(SlotStatus, {
  name: 'SlotStatus',
  description: 'FREE: open for an enquiry; ON_HOLD: kept for another family for a few days; BOOKED: confirmed.',
});

@ObjectType({ description: 'One session of a hall on one date, and whether it is free.' })
export class HallSlot {
  @Field({ description: 'YYYY-MM-DD.' }) date: string;
  @Field(() => ID) sessionId: string;
  @Field(() => SlotStatus) status: SlotStatus;
}

/** The longest range one question may cover: two calendar months. */
export const MAX_AVAILABILITY_DAYS = 62;
/** How far ahead the hall can be asked about, or enquired for. */
export const BANQUET_HORIZON_DAYS = 730;

/**
 * Which sessions of a hall are free, on hold or booked, date by date. A hold counts only while it
 * lives, so a lapsed hold shows free even before the periodic work releases it.
 */
export class HallAvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: BanquetCatalogueService,
    private readonly clock: Clock,
  ) {}

  async slots(hallId: unknown, rawFrom: unknown, rawTo: unknown): Promise<HallSlot[]> {
    const { from, to } = this.range(rawFrom, rawTo);
    const hall = await this.catalogue.hall(hallId);
    if (!hall.isActive)
      throw new DomainError(BanquetErrorCode.HALL_NOT_FOUND, 'We could not find that hall.', 'hallId', 'not_found');
    const sessions = (hall.sessions ?? []).filter((session) => session.isActive);
    // One query for the whole range: the events that take a session, live holds only.
    const taking = await this.dataSource
      .getRepository(BanquetEvent)
      .createQueryBuilder('event')
      .select(['event.eventDate', 'event.sessionId', 'event.status'])
      .where('event.hallId = :hallId', { hallId: hall.id })
      .andWhere('event.eventDate BETWEEN :from AND :to', { from, to })
      .andWhere('(event.status IN (:...booked) OR (event.status = :onHold AND event.holdExpiresAt > :now))', {
        booked: [EventStatus.CONFIRMED, EventStatus.COMPLETED],
        onHold: EventStatus.ON_HOLD,
        now: this.clock(),
      })
      .getMany();
    const taken = new Map<string, SlotStatus>();
    for (const event of taking) {
      const key = `${event.eventDate}|${event.sessionId}`;
      const status = event.status === EventStatus.ON_HOLD ? SlotStatus.ON_HOLD : SlotStatus.BOOKED;
      if (taken.get(key) !== SlotStatus.BOOKED) taken.set(key, status);
    }
    const slots: HallSlot[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      for (const session of sessions) {
        slots.push({ date, sessionId: session.id, status: taken.get(`${date}|${session.id}`) ?? SlotStatus.FREE });
      }
    }
    return slots;
  }

  /** The status of one slot (the enquiry form refuses a taken one). */
  async slotStatus(hallId: string, sessionId: string, date: string): Promise<SlotStatus> {
    const slots = await this.slots(hallId, date, date);
    return slots.find((slot) => slot.sessionId === sessionId)?.status ?? SlotStatus.FREE;
  }

  private range(rawFrom: unknown, rawTo: unknown): { from: string; to: string } {
    const refuse = (message: string, field: string) => new DomainError(BanquetErrorCode.EVENT_DATE_INVALID, message, field);
    if (!isCalendarDate(rawFrom)) throw refuse('Give the first date as YYYY-MM-DD.', 'from');
    if (!isCalendarDate(rawTo)) throw refuse('Give the last date as YYYY-MM-DD.', 'to');
    const today = todayInHotel(this.clock());
    if (rawTo < rawFrom) throw refuse('The last date cannot be before the first date.', 'to');
    if (rawFrom < today) throw refuse('Dates before today cannot be booked: start from today or later.', 'from');
    if (daysBetween(rawFrom, rawTo) + 1 > MAX_AVAILABILITY_DAYS) {
      throw refuse(`Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time.`, 'to');
    }
    if (daysBetween(today, rawTo) > BANQUET_HORIZON_DAYS) {
      throw refuse('The hall takes enquiries up to two years ahead.', 'to');
    }
    return { from: rawFrom, to: rawTo };
  }
}
