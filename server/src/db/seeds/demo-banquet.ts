import { DataSource } from 'typeorm';
import { HallSession, Hall, MenuDiet, MenuPackage } from '../../modules/banquet';
import { placeDemoPhotos } from './demo-photos';

const HALL_PHOTOS = ['banquet-hall-1.webp', 'lobby-1.webp'];

const DEMO_SESSIONS: Array<Pick<HallSession, 'name' | 'startsAt' | 'endsAt' | 'rentPaise'>> = [
  { name: 'Lunch', startsAt: '12:00', endsAt: '16:00', rentPaise: 25_000_00 },
  { name: 'Dinner', startsAt: '19:00', endsAt: '23:30', rentPaise: 40_000_00 },
];

const DEMO_PACKAGES: Array<Pick<MenuPackage, 'name' | 'diet' | 'pricePerPlatePaise' | 'minPlates' | 'dishes'>> = [
  {
    name: 'Classic Veg',
    diet: MenuDiet.VEG,
    pricePerPlatePaise: 650_00,
    minPlates: 100,
    dishes: [
      'Welcome drink',
      'Paneer tikka',
      'Dal makhani',
      'Shahi paneer',
      'Mix veg',
      'Jeera rice',
      'Tandoori roti and naan',
      'Raita',
      'Salad',
      'Gulab jamun',
    ],
  },
  {
    name: 'Royal Veg',
    diet: MenuDiet.VEG,
    pricePerPlatePaise: 950_00,
    minPlates: 100,
    dishes: [
      'Two welcome drinks',
      'Chaat counter',
      'Paneer tikka',
      'Hara bhara kebab',
      'Dal makhani',
      'Kadhai paneer',
      'Malai kofta',
      'Veg biryani',
      'Assorted breads',
      'Live jalebi with rabri',
      'Ice cream',
    ],
  },
  {
    name: 'Non-Veg Feast',
    diet: MenuDiet.NON_VEG,
    pricePerPlatePaise: 1150_00,
    minPlates: 100,
    dishes: [
      'Welcome drink',
      'Chicken tikka',
      'Paneer tikka',
      'Butter chicken',
      'Mutton rogan josh',
      'Dal makhani',
      'Chicken biryani',
      'Assorted breads',
      'Salad',
      'Gulab jamun',
      'Ice cream',
    ],
  },
];

/**
 * A believable banquet side for the demo: one hall, Lunch and Dinner, three menus. Does nothing
 * once any hall exists, so it never fights the owner.
 */
export async function seedDemoBanquet(dataSource: DataSource, uploadsDir: string): Promise<number> {
  if ((await dataSource.getRepository(Hall).count()) > 0) return 0;
  const photoUrls = await placeDemoPhotos(dataSource, uploadsDir, HALL_PHOTOS);
  await dataSource.transaction(async (manager) => {
    const hall = await manager.save(
      manager.create(Hall, {
        name: 'Shagun Banquet Hall',
        description:
          'A pillar-free air-conditioned hall on the ground floor with its own entrance, a stage for the couple, a bridal room, a buffet area and parking for 60 cars. Right for receptions, engagements, birthdays and family get-togethers.',
        photoUrls,
        seatedCapacity: 250,
        floatingCapacity: 400,
        isActive: true,
      }),
    );
    await manager.save(
      DEMO_SESSIONS.map((session) => manager.create(HallSession, { ...session, hallId: hall.id, isActive: true })),
    );
    await manager.save(DEMO_PACKAGES.map((menu) => manager.create(MenuPackage, { ...menu, isActive: true })));
  });
  return 1;
}
