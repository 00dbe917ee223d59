import { DataSource } from 'typeorm';
import { BanquetEvent } from '../../src/modules/banquet/banquet-event.entity';
import { DEFAULT_BANQUET_TERMS } from '../../src/modules/banquet/banquet-terms.entity';
import { estimateLines } from '../../src/modules/banquet/event-price';
import { HallSession } from '../../src/modules/banquet/hall-session.entity';
import { Hall } from '../../src/modules/banquet/hall.entity';
import { Services } from '../../src/services';

export interface HallSlots {
  hall: Hall;
  lunch: HallSession;
  dinner: HallSession;
}

/** A hall with Lunch (₹25,000) and Dinner (₹40,000), as the demo seed's. */
export async function aBanquetHall(dataSource: DataSource, name = 'Shagun Banquet Hall'): Promise<HallSlots> {
  const manager = dataSource.manager;
  const hall = await manager.save(manager.create(Hall, { name, seatedCapacity: 200, floatingCapacity: 300 }));
  const [lunch, dinner] = await manager.save([
    manager.create(HallSession, { hallId: hall.id, name: 'Lunch', startsAt: '12:00', endsAt: '16:00', rentPaise: 25_000_00 }),
    manager.create(HallSession, { hallId: hall.id, name: 'Dinner', startsAt: '19:00', endsAt: '23:30', rentPaise: 40_000_00 }),
  ]);
  return { hall, lunch, dinner };
}

/**
 * An enquiry for the dinner: the hall's rent (18% GST) and 150 plates at ₹799 (5%), so its total
 * is ₹1,73,042.50 and its 25% advance ₹43,260.63, asked as ₹43,261. Put on hold unless `hold` is false.
 */
export async function anEvent(
  services: Services,
  dataSource: DataSource,
  slots: HallSlots,
  options: {
    eventDate?: string;
    session?: HallSession;
    hold?: boolean;
    hostName?: string;
    hostEmail?: string;
    hostPhone?: string;
  } = {},
): Promise<BanquetEvent> {
  const session = options.session ?? slots.dinner;
  return dataSource.transaction(async (manager) => {
    const event = await services.eventLifecycle.create(manager, {
      hallId: slots.hall.id,
      sessionId: session.id,
      eventDate: options.eventDate ?? '2027-02-14',
      occasion: 'Reception',
      expectedGuests: 150,
      menuPackageId: null,
      hostName: options.hostName ?? 'Ritu Sharma',
      hostPhone: options.hostPhone ?? '+919812345678',
      hostEmail: options.hostEmail ?? 'ritu@example.com',
      notes: null,
      lines: estimateLines({
        hallName: slots.hall.name,
        sessionName: session.name,
        rentPaise: session.rentPaise,
        hallGstBp: 1800,
        menu: { name: 'Royal Veg', pricePerPlatePaise: 799_00, minPlates: 100 },
        guests: 150,
        cateringGstBp: 500,
      }),
      terms: DEFAULT_BANQUET_TERMS,
    });
    await services.eventLifecycle.quote(manager, event, event.lines);
    if (options.hold !== false) await services.eventLifecycle.hold(manager, event, DEFAULT_BANQUET_TERMS.holdHours);
    return event;
  });
}
