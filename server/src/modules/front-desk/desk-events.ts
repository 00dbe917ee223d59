import { DataSource, In } from 'typeorm';
import { BanquetEvent, EventMoneyService, EventStatus } from '../banquet';

/** A banquet event on the desk's day, and what its family still owes. */
export interface DeskEventRow {
  event: BanquetEvent;
  /** Still to collect (0 when nothing is owed). */
  balanceDuePaise: number;
}

/** Events that hold the hall on their date (on hold or confirmed), or were held and settled that day. */
const ON_THE_BOARD: readonly EventStatus[] = [EventStatus.ON_HOLD, EventStatus.CONFIRMED, EventStatus.COMPLETED];

/** The hall's events on `date` (YYYY-MM-DD), by session start, each with its balance from its folio. */
export async function eventsOfDay(dataSource: DataSource, eventMoney: EventMoneyService, date: string): Promise<DeskEventRow[]> {
  const events = await dataSource.getRepository(BanquetEvent).find({
    where: { eventDate: date, status: In([...ON_THE_BOARD]) },
    relations: { hall: true, session: true },
  });
  events.sort(
    (a, b) =>
      (a.session?.startsAt ?? '').localeCompare(b.session?.startsAt ?? '') ||
      (a.hall?.name ?? '').localeCompare(b.hall?.name ?? '', 'en-IN'),
  );
  return Promise.all(
    events.map(async (event) => ({
      event,
      balanceDuePaise: Math.max(0, (await eventMoney.of(event.id)).balanceDuePaise),
    })),
  );
}
