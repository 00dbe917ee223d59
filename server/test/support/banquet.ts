import { DataSource } from 'typeorm';
import { BanquetEvent } from '../../src/modules/banquet/banquet-event.entity';
import { DEFAULT_BANQUET_TERMS } from '../../src/modules/banquet/banquet-terms.entity';
import { EventStatus } from '../../src/modules/banquet/event-status';
import { HallSession } from '../../src/modules/banquet/hall-session.entity';
import { Hall } from '../../src/modules/banquet/hall.entity';
import { MenuDiet, MenuPackage } from '../../src/modules/banquet/menu-package.entity';

export interface TestHall {
  hall: Hall;
  lunch: HallSession;
  dinner: HallSession;
  veg: MenuPackage;
  nonVeg: MenuPackage;
}

/** A hall like the demo's: Lunch ₹25,000 and Dinner ₹40,000, a veg and a non-veg menu (min 100 plates). */
export async function createTestHall(dataSource: DataSource): Promise<TestHall> {
  const hall = await dataSource.getRepository(Hall).save({
    name: 'Shagun Banquet Hall',
    description: 'A pillar-free hall for receptions.',
    photoUrls: [],
    seatedCapacity: 250,
    floatingCapacity: 400,
  });
  const sessions = dataSource.getRepository(HallSession);
  const lunch = await sessions.save({ hallId: hall.id, name: 'Lunch', startsAt: '12:00', endsAt: '16:00', rentPaise: 25_000_00 });
  const dinner = await sessions.save({
    hallId: hall.id,
    name: 'Dinner',
    startsAt: '19:00',
    endsAt: '23:30',
    rentPaise: 40_000_00,
  });
  const menus = dataSource.getRepository(MenuPackage);
  const veg = await menus.save({
    name: 'Classic Veg',
    diet: MenuDiet.VEG,
    pricePerPlatePaise: 650_00,
    minPlates: 100,
    dishes: ['Dal makhani'],
  });
  const nonVeg = await menus.save({
    name: 'Non-Veg Feast',
    diet: MenuDiet.NON_VEG,
    pricePerPlatePaise: 1150_33,
    minPlates: 100,
    dishes: ['Butter chicken'],
  });
  return { hall, lunch, dinner, veg, nonVeg };
}

/** An event written straight to the table, in any status (the lifecycle is tested elsewhere). */
export async function placeEvent(
  dataSource: DataSource,
  at: { hallId: string; sessionId: string; eventDate: string },
  status: EventStatus,
  holdExpiresAt: Date | null = null,
): Promise<BanquetEvent> {
  return dataSource.getRepository(BanquetEvent).save({
    ...at,
    reference: `EV${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    status,
    holdExpiresAt,
    occasion: 'Engagement',
    expectedGuests: 150,
    menuPackageId: null,
    hostName: 'Other Family',
    hostPhone: '9812345678',
    hostEmail: 'other@example.com',
    notes: null,
    lines: [],
    terms: DEFAULT_BANQUET_TERMS,
    totalPaise: 0,
  });
}
