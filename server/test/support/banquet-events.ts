import { DEFAULT_BANQUET_TERMS } from '../../src/modules/banquet/banquet-terms.entity';
import { BanquetEvent } from '../../src/modules/banquet/banquet-event.entity';
import { estimateLines } from '../../src/modules/banquet/event-price';
import { HallSession } from '../../src/modules/banquet/hall-session.entity';
import { Hall } from '../../src/modules/banquet/hall.entity';
import { addDays, todayInHotel } from '../../src/shared/dates';
import { TestApp } from './test-app';

let hallCounter = 0;

export interface QuotedEventOptions {
  /** Expected guests (200 unless told). */
  guests?: number;
  /** With the Royal Veg menu at ₹900 a plate (5%); false for a hall-only event. */
  menu?: boolean;
  /** Columns written after the quote (guaranteedPlates…). */
  changes?: Partial<BanquetEvent>;
}

/**
 * A quoted event in a hall of its own, `daysAhead` days from the test clock: Dinner ₹40,000 (18%)
 * and, with the menu, the guests' plates × ₹900 (5%). With 200 guests it costs ₹2,36,200.
 */
export async function quotedEvent(test: TestApp, daysAhead: number, options: QuotedEventOptions = {}): Promise<BanquetEvent> {
  const { guests = 200, menu = true, changes = {} } = options;
  const source = test.database.dataSource;
  const hall = await source
    .getRepository(Hall)
    .save({ name: `Hall ${++hallCounter}`, seatedCapacity: 300, floatingCapacity: 500 });
  const session = await source
    .getRepository(HallSession)
    .save({ hallId: hall.id, name: 'Dinner', startsAt: '19:00', endsAt: '23:30', rentPaise: 40_000_00 });
  const lines = estimateLines({
    hallName: hall.name,
    sessionName: 'Dinner',
    rentPaise: 40_000_00,
    hallGstBp: 1800,
    menu: menu ? { name: 'Royal Veg', pricePerPlatePaise: 900_00, minPlates: 100 } : null,
    guests,
    cateringGstBp: 500,
  });
  return source.transaction(async (manager) => {
    const event = await test.services.eventLifecycle.create(manager, {
      hallId: hall.id,
      sessionId: session.id,
      eventDate: addDays(todayInHotel(test.clock.now()), daysAhead),
      occasion: 'Reception',
      expectedGuests: guests,
      menuPackageId: null,
      hostName: 'Meera Kapoor',
      hostPhone: '9876543210',
      hostEmail: 'meera@example.com',
      notes: null,
      lines,
      terms: { ...DEFAULT_BANQUET_TERMS },
    });
    await test.services.eventLifecycle.quote(manager, event, lines);
    if (Object.keys(changes).length) await manager.update(BanquetEvent, { id: event.id }, changes);
    return manager.findOneByOrFail(BanquetEvent, { id: event.id });
  });
}
