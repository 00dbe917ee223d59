import { EntityManager } from 'typeorm';
import { periodicWork } from '../src/jobs/periodic-work';
import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { DEFAULT_BANQUET_TERMS } from '../src/modules/banquet/banquet-terms.entity';
import { estimateLines } from '../src/modules/banquet/event-price';
import { EventStatus } from '../src/modules/banquet/event-status';
import { HallSession } from '../src/modules/banquet/hall-session.entity';
import { Hall } from '../src/modules/banquet/hall.entity';
import { createLogger } from '../src/shared/logger';
import { refusal, ServiceHarness, useServiceHarness } from './support/service-harness';
import { onPostgres } from './support/test-database';

interface Slot {
  hall: Hall;
  lunch: HallSession;
  dinner: HallSession;
}

async function aHall(harness: ServiceHarness, name = 'Shagun Banquet Hall'): Promise<Slot> {
  const manager = harness.database.dataSource.manager;
  const hall = await manager.save(manager.create(Hall, { name, seatedCapacity: 200, floatingCapacity: 300 }));
  const [lunch, dinner] = await manager.save([
    manager.create(HallSession, { hallId: hall.id, name: 'Lunch', startsAt: '12:00', endsAt: '16:00', rentPaise: 25_000_00 }),
    manager.create(HallSession, { hallId: hall.id, name: 'Dinner', startsAt: '19:00', endsAt: '23:30', rentPaise: 40_000_00 }),
  ]);
  return { hall, lunch, dinner };
}

function anEnquiry(harness: ServiceHarness, slot: Slot, session: HallSession, eventDate = '2027-02-14') {
  return harness.database.dataSource.transaction((manager) =>
    harness.services.eventLifecycle.create(manager, {
      hallId: slot.hall.id,
      sessionId: session.id,
      eventDate,
      occasion: 'Reception',
      expectedGuests: 150,
      menuPackageId: null,
      hostName: 'Ritu Sharma',
      hostPhone: '+919812345678',
      hostEmail: 'ritu@example.com',
      notes: null,
      lines: estimateLines({
        hallName: slot.hall.name,
        sessionName: session.name,
        rentPaise: session.rentPaise,
        hallGstBp: 1800,
        menu: null,
        guests: 150,
        cateringGstBp: 500,
      }),
      terms: DEFAULT_BANQUET_TERMS,
    }),
  );
}

/** Runs one named transition on the event, locked, in its own transaction. */
function move(harness: ServiceHarness, id: string, step: (manager: EntityManager, event: BanquetEvent) => Promise<void>) {
  return harness.database.dataSource.transaction(async (manager) => {
    const event = await harness.services.eventLifecycle.lock(manager, id);
    await step(manager, event);
  });
}

const stored = (harness: ServiceHarness, id: string) => harness.database.dataSource.manager.findOneByOrFail(BanquetEvent, { id });

describe('a banquet event’s life', () => {
  const harness = useServiceHarness();
  const lifecycle = () => harness.services.eventLifecycle;
  const hold = (id: string) => move(harness, id, (manager, event) => lifecycle().hold(manager, event, 72));
  const confirm = (id: string) => move(harness, id, (manager, event) => lifecycle().confirm(manager, event));

  it('starts as a new enquiry with a reference, priced by its estimate', async () => {
    const slot = await aHall(harness);
    const event = await anEnquiry(harness, slot, slot.dinner);
    const saved = await stored(harness, event.id);
    expect(saved).toMatchObject({ status: EventStatus.NEW, holdExpiresAt: null, totalPaise: 47_200_00 });
    expect(saved.reference).toMatch(/^EV[2-9A-Z]{8}$/);
  });

  it('holds the date for the hold hours, and refuses the same hall session to another event', async () => {
    const slot = await aHall(harness);
    const first = await anEnquiry(harness, slot, slot.dinner);
    const second = await anEnquiry(harness, slot, slot.dinner);
    await hold(first.id);
    expect((await stored(harness, first.id)).holdExpiresAt).toEqual(new Date(harness.clock.now().getTime() + 72 * 3_600_000));

    const refused = await refusal(() => confirm(second.id));
    expect(refused.code).toBe('EVENT_SLOT_TAKEN');
    expect(refused.message).toBe('Sorry, Shagun Banquet Hall is already taken for Dinner on Sun, 14 Feb 2027.');
    expect((await stored(harness, second.id)).status).toBe(EventStatus.NEW);

    const lunch = await anEnquiry(harness, slot, slot.lunch);
    await confirm(lunch.id);
    expect((await stored(harness, lunch.id)).status).toBe(EventStatus.CONFIRMED);
  });

  it('lets a lapsed hold go when another event takes the date, even before the periodic work ran', async () => {
    const slot = await aHall(harness);
    const first = await anEnquiry(harness, slot, slot.dinner);
    const second = await anEnquiry(harness, slot, slot.dinner);
    await hold(first.id);
    harness.clock.advanceMinutes(72 * 60 + 1);
    await confirm(second.id);
    expect(await stored(harness, first.id)).toMatchObject({ status: EventStatus.QUOTED, holdExpiresAt: null });
    expect((await stored(harness, second.id)).status).toBe(EventStatus.CONFIRMED);
  });

  it('releases lapsed holds in the periodic work, and only those', async () => {
    const slot = await aHall(harness);
    const lapsing = await anEnquiry(harness, slot, slot.dinner);
    await hold(lapsing.id);
    harness.clock.advanceMinutes(60);
    const fresh = await anEnquiry(harness, slot, slot.lunch);
    await hold(fresh.id);

    await periodicWork(harness.database.dataSource, harness.services, createLogger('silent'));
    expect((await stored(harness, lapsing.id)).status).toBe(EventStatus.ON_HOLD);

    harness.clock.advanceMinutes(71 * 60 + 1);
    await periodicWork(harness.database.dataSource, harness.services, createLogger('silent'));
    expect(await stored(harness, lapsing.id)).toMatchObject({ status: EventStatus.QUOTED, holdExpiresAt: null });
    expect((await stored(harness, fresh.id)).status).toBe(EventStatus.ON_HOLD);
    const other = await anEnquiry(harness, slot, slot.dinner);
    await hold(other.id);
    expect((await stored(harness, other.id)).status).toBe(EventStatus.ON_HOLD);
  });

  it('frees the date when a held event is cancelled or lost', async () => {
    const slot = await aHall(harness);
    const cancelled = await anEnquiry(harness, slot, slot.dinner);
    await confirm(cancelled.id);
    await move(harness, cancelled.id, (manager, event) => lifecycle().cancel(manager, event, 'Wedding postponed'));
    const lost = await anEnquiry(harness, slot, slot.dinner);
    await hold(lost.id);
    await move(harness, lost.id, (manager, event) => lifecycle().lose(manager, event, 'Booked elsewhere'));
    const third = await anEnquiry(harness, slot, slot.dinner);
    await confirm(third.id);
    expect((await stored(harness, third.id)).status).toBe(EventStatus.CONFIRMED);
    expect(await stored(harness, cancelled.id)).toMatchObject({
      status: EventStatus.CANCELLED,
      closingReason: 'Wedding postponed',
    });
  });

  it('refuses moves the state machine does not allow, in words', async () => {
    const slot = await aHall(harness);
    const event = await anEnquiry(harness, slot, slot.dinner);
    const refused = await refusal(() => move(harness, event.id, (manager, e) => lifecycle().complete(manager, e, 120, e.lines)));
    expect(refused).toMatchObject({
      code: 'EVENT_STATUS_CONFLICT',
      message: 'This event is a new enquiry, so it cannot be completed.',
    });
    await move(harness, event.id, (manager, e) => lifecycle().lose(manager, e, 'No answer'));
    expect((await refusal(() => hold(event.id))).message).toBe('This event is lost, so it cannot be put on hold.');
  });

  it('is guarded by the database itself: a second confirmed event for a hall session cannot be written', async () => {
    const slot = await aHall(harness);
    const first = await anEnquiry(harness, slot, slot.dinner);
    const second = await anEnquiry(harness, slot, slot.dinner);
    await confirm(first.id);
    await expect(
      harness.database.dataSource.query(`UPDATE banquet_event SET status = 'confirmed' WHERE id = $1`, [second.id]),
    ).rejects.toThrow(/banquet_event_one_per_slot/);
  });
});

/*
 * A race needs real concurrent connections: PGlite is a single connection, so this runs on
 * PostgreSQL. Each customer's transaction locks only its own event; nothing in the application
 * serialises them, only the unique index on hall, date and session.
 */
(onPostgres() ? describe : describe.skip)('customers confirming the same hall session at the same moment', () => {
  const harness = useServiceHarness();

  it('lets exactly one of 20 win; the others are told the date is taken', async () => {
    const slot = await aHall(harness);
    const events = [];
    for (let i = 0; i < 20; i += 1) events.push(await anEnquiry(harness, slot, slot.dinner));
    const outcomes = await Promise.allSettled(
      events.map((event) =>
        move(harness, event.id, (manager, locked) => harness.services.eventLifecycle.confirm(manager, locked)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ code: 'EVENT_SLOT_TAKEN' });
    }
    const [{ count }] = await harness.database.dataSource.query(
      `SELECT count(*)::int AS count FROM banquet_event WHERE hall_id = $1 AND status IN ('on_hold', 'confirmed')`,
      [slot.hall.id],
    );
    expect(count).toBe(1);
  });

  it('lets exactly one of two customers win when one holds and the other confirms', async () => {
    const slot = await aHall(harness);
    const [a, b] = [await anEnquiry(harness, slot, slot.lunch), await anEnquiry(harness, slot, slot.lunch)];
    const outcomes = await Promise.allSettled([
      move(harness, a.id, (manager, event) => harness.services.eventLifecycle.hold(manager, event, 72)),
      move(harness, b.id, (manager, event) => harness.services.eventLifecycle.confirm(manager, event)),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
