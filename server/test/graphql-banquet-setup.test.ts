import { existsSync } from 'node:fs';
import path from 'node:path';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { BanquetTerms, DEFAULT_BANQUET_TERMS } from '../src/modules/banquet/banquet-terms.entity';
import { HallSession } from '../src/modules/banquet/hall-session.entity';
import { Hall } from '../src/modules/banquet/hall.entity';
import { MenuPackage } from '../src/modules/banquet/menu-package.entity';
import { images } from './support/fixtures';
import { errorCodes, gql, gqlMultipart, UploadFile } from './support/graphql';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(app, query, variables, { token });
const repo = <T extends object>(entity: new () => T) => app.database.dataSource.getRepository(entity);
const auditCount = () => repo(AuditEntry).count({ where: { action: 'banquet_setup' } });

const ERRORS = 'errors { field code message }';
const HALL =
  'id name description seatedCapacity floatingCapacity isActive photoUrls sessions { id name startsAt endsAt rent isActive }';
const SAVE_HALL = `mutation ($input: HallInput!) { saveHall(input: $input) { ${ERRORS} hall { ${HALL} } } }`;
const SAVE_SESSION = `mutation ($input: HallSessionInput!) {
  saveHallSession(input: $input) { ${ERRORS} session { id name startsAt endsAt rent rentPaise isActive } } }`;
const SAVE_MENU = `mutation ($input: MenuPackageInput!) {
  saveMenuPackage(input: $input) { ${ERRORS} menuPackage { id name diet pricePerPlate pricePerPlatePaise minPlates dishes isActive } } }`;
const TERMS = `advancePercent milestones { label percent daysBefore } guaranteeCutoffDays holdHours
  cancellationScale { minDaysBefore refundPercent } hallGstBp cateringGstBp`;
const SET_TERMS = `mutation ($input: BanquetTermsInput!) { setBanquetTerms(input: $input) { ${ERRORS} terms { ${TERMS} } } }`;
const SETUP = `{ banquetSetup { halls { ${HALL} } menuPackages { id name isActive } terms { ${TERMS} } } }`;
const ADD_PHOTOS = `mutation ($hallId: ID!, $images: [Upload!]!) { addHallPhotos(hallId: $hallId, images: $images) { ${ERRORS} hall { photoUrls } } }`;
const REMOVE_PHOTO = `mutation ($hallId: ID!, $photoUrl: String!) { removeHallPhoto(hallId: $hallId, photoUrl: $photoUrl) { ${ERRORS} hall { photoUrls } } }`;

const HALL_INPUT = {
  name: 'Shagun Hall',
  description: 'Pillar-free, air-conditioned.',
  seatedCapacity: 250,
  floatingCapacity: 400,
};

async function newHall(name = `Hall ${Math.random().toString(36).slice(2, 8)}`): Promise<string> {
  const answer = await admin(SAVE_HALL, { input: { ...HALL_INPUT, name } });
  expect(answer.data.saveHall.errors).toEqual([]);
  return answer.data.saveHall.hall.id;
}

describe('halls', () => {
  it('adds and changes a hall, audited, and lists hidden halls to the owner', async () => {
    const before = await auditCount();
    const id = await newHall('Shagun Hall');
    const changed = await admin(SAVE_HALL, { input: { ...HALL_INPUT, id, name: '  Shagun   Hall ', isActive: false } });
    expect(changed.data.saveHall).toEqual({
      errors: [],
      hall: expect.objectContaining({ id, name: 'Shagun Hall', seatedCapacity: 250, floatingCapacity: 400, isActive: false }),
    });
    expect(await auditCount()).toBe(before + 2);
    const setup = await admin(SETUP);
    expect(setup.data.banquetSetup.halls.map((hall: { id: string }) => hall.id)).toContain(id);
  });

  it('refuses a bad hall with every field’s problem and changes nothing', async () => {
    const id = await newHall();
    const before = { hall: await repo(Hall).findOneByOrFail({ id }), audit: await auditCount() };
    const answer = await admin(SAVE_HALL, {
      input: { id, name: ' ', description: 'x'.repeat(2001), seatedCapacity: 0, floatingCapacity: 10 },
    });
    expect(answer.data.saveHall.hall).toBeNull();
    expect(answer.data.saveHall.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['name', 'HALL_INVALID'],
      ['description', 'HALL_INVALID'],
      ['seatedCapacity', 'HALL_INVALID'],
    ]);
    const floating = await admin(SAVE_HALL, { input: { ...HALL_INPUT, id, seatedCapacity: 300, floatingCapacity: 200 } });
    expect(floating.data.saveHall.errors).toEqual([
      { field: 'floatingCapacity', code: 'HALL_INVALID', message: 'Floating capacity cannot be less than seated capacity' },
    ]);
    expect(await repo(Hall).findOneByOrFail({ id })).toEqual(before.hall);
    expect(await auditCount()).toBe(before.audit);
  });

  it('refuses strangers: no query, no write', async () => {
    const count = await repo(Hall).count();
    const read = await gql(app, SETUP);
    const write = await gql(app, SAVE_HALL, { input: HALL_INPUT });
    const sheet = await gql(app, `{ functionSheet(eventId: "00000000-0000-4000-8000-000000000000") { reference } }`);
    for (const answer of [read, write, sheet]) expect(errorCodes(answer)).toEqual(['UNAUTHENTICATED']);
    expect(await repo(Hall).count()).toBe(count);
  });
});

describe('sessions', () => {
  it('adds Lunch and Dinner, allows a session past midnight, and refuses overlaps and duplicate names', async () => {
    const hallId = await newHall();
    const save = (input: Record<string, unknown>) => admin(SAVE_SESSION, { input: { hallId, ...input } });
    const lunch = await save({ name: 'Lunch', startsAt: '12:00', endsAt: '16:00', rent: 25000 });
    expect(lunch.data.saveHallSession.session).toMatchObject({
      name: 'Lunch',
      rent: 25000,
      rentPaise: 25_000_00,
      isActive: true,
    });
    const dinner = await save({ name: 'Dinner', startsAt: '19:00', endsAt: '23:30', rent: 40000.5 });
    expect(dinner.data.saveHallSession.errors).toEqual([]);

    const before = { count: await repo(HallSession).countBy({ hallId }), audit: await auditCount() };
    const overlap = await save({ name: 'Hi-tea', startsAt: '15:00', endsAt: '18:00', rent: 10000 });
    expect(overlap.data.saveHallSession.errors).toEqual([
      expect.objectContaining({ field: 'startsAt', code: 'SESSION_INVALID', message: expect.stringContaining('overlap Lunch') }),
    ]);
    const acrossMidnight = await save({ name: 'Sangeet', startsAt: '23:00', endsAt: '02:00', rent: 30000 });
    expect(acrossMidnight.data.saveHallSession.errors[0].message).toContain('overlap Dinner');
    const sameName = await save({ name: 'lunch', startsAt: '08:00', endsAt: '10:00', rent: 1 });
    expect(sameName.data.saveHallSession.errors).toEqual([expect.objectContaining({ field: 'name', code: 'SESSION_INVALID' })]);
    const bad = await save({ name: 'x'.repeat(41), startsAt: '25:00', endsAt: '9:00', rent: -1 });
    expect(bad.data.saveHallSession.errors.map((e: { field: string }) => e.field)).toEqual([
      'name',
      'startsAt',
      'endsAt',
      'rent',
    ]);
    expect(await repo(HallSession).countBy({ hallId })).toBe(before.count);
    expect(await auditCount()).toBe(before.audit);

    // After the dinner, a late session that ends past midnight fits; a retired one may overlap.
    const late = await save({ name: 'Late night', startsAt: '23:30', endsAt: '03:00', rent: 15000 });
    expect(late.data.saveHallSession.session).toMatchObject({ startsAt: '23:30', endsAt: '03:00' });
    const retired = await save({ name: 'Old lunch', startsAt: '11:00', endsAt: '15:00', rent: 20000, isActive: false });
    expect(retired.data.saveHallSession.errors).toEqual([]);
    const reopen = await save({
      id: retired.data.saveHallSession.session.id,
      name: 'Old lunch',
      startsAt: '11:00',
      endsAt: '15:00',
      rent: 20000,
    });
    expect(reopen.data.saveHallSession.errors[0].message).toContain('overlap Lunch');
  });
});

describe('menu packages', () => {
  it('saves a package with its dishes and refuses bad ones unchanged', async () => {
    const saved = await admin(SAVE_MENU, {
      input: {
        name: 'Royal Veg',
        diet: 'VEG',
        pricePerPlate: 950,
        minPlates: 100,
        dishes: [' Paneer tikka ', '', 'Dal makhani'],
      },
    });
    expect(saved.data.saveMenuPackage.menuPackage).toMatchObject({
      name: 'Royal Veg',
      diet: 'VEG',
      pricePerPlatePaise: 950_00,
      minPlates: 100,
      dishes: ['Paneer tikka', 'Dal makhani'],
      isActive: true,
    });
    const id = saved.data.saveMenuPackage.menuPackage.id;
    const before = await repo(MenuPackage).findOneByOrFail({ id });
    const bad = await admin(SAVE_MENU, {
      input: { id, name: 'Royal Veg', diet: 'VEG', pricePerPlate: 0, minPlates: 5001, dishes: Array(61).fill('Dish') },
    });
    expect(bad.data.saveMenuPackage.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['pricePerPlate', 'MENU_PACKAGE_INVALID'],
      ['minPlates', 'MENU_PACKAGE_INVALID'],
      ['dishes', 'MENU_PACKAGE_INVALID'],
    ]);
    const longDish = await admin(SAVE_MENU, {
      input: { id, name: 'Royal Veg', diet: 'VEG', pricePerPlate: 950, minPlates: 100, dishes: ['ok', 'y'.repeat(81)] },
    });
    expect(longDish.data.saveMenuPackage.errors).toEqual([expect.objectContaining({ field: 'dishes.1' })]);
    expect(await repo(MenuPackage).findOneByOrFail({ id })).toEqual(before);
  });
});

describe('terms', () => {
  const TERMS_INPUT = {
    advancePercent: 30,
    milestones: [{ label: 'Second payment', percent: 40, daysBefore: 45 }],
    guaranteeCutoffDays: 10,
    holdHours: 48,
    cancellationScale: [
      { minDaysBefore: 60, refundPercent: 80 },
      { minDaysBefore: 15, refundPercent: 40 },
      { minDaysBefore: 0, refundPercent: 0 },
    ],
    hallGstBp: 1800,
    cateringGstBp: 1800,
  };

  it('round-trips the terms, audited', async () => {
    const before = await auditCount();
    const saved = await admin(SET_TERMS, { input: TERMS_INPUT });
    expect(saved.data.setBanquetTerms).toEqual({ errors: [], terms: TERMS_INPUT });
    expect((await admin(SETUP)).data.banquetSetup.terms).toEqual(TERMS_INPUT);
    expect(await repo(BanquetTerms).findOneByOrFail({ id: 1 })).toMatchObject(TERMS_INPUT);
    expect(await auditCount()).toBe(before + 1);
    // Back to the defaults for the other tests.
    expect((await admin(SET_TERMS, { input: DEFAULT_BANQUET_TERMS })).data.setBanquetTerms.errors).toEqual([]);
  });

  it('gives the owner the GST rates setBanquetTerms takes, each of which it takes', async () => {
    const rates: number[] = (await admin('{ banquetSetup { gstRatesBp } }')).data.banquetSetup.gstRatesBp;
    expect(rates).toEqual([1800, 1200, 500, 0]);
    for (const bp of rates) {
      const saved = await admin(SET_TERMS, { input: { ...TERMS_INPUT, hallGstBp: bp, cateringGstBp: bp } });
      expect(saved.data.setBanquetTerms.errors).toEqual([]);
    }
    expect((await admin(SET_TERMS, { input: DEFAULT_BANQUET_TERMS })).data.setBanquetTerms.errors).toEqual([]);
  });

  it.each([
    ['advance and milestones past 100%', { advancePercent: 70 }, 'milestones'],
    [
      'milestones not earliest first',
      {
        milestones: [
          { label: 'A', percent: 10, daysBefore: 10 },
          { label: 'B', percent: 10, daysBefore: 20 },
        ],
      },
      'milestones.1.daysBefore',
    ],
    ['a milestone of 0%', { milestones: [{ label: 'A', percent: 0, daysBefore: 10 }] }, 'milestones.0.percent'],
    [
      'a scale not ending at 0 days',
      { cancellationScale: [{ minDaysBefore: 30, refundPercent: 50 }] },
      'cancellationScale.0.minDaysBefore',
    ],
    [
      'a scale refunding more at shorter notice',
      {
        cancellationScale: [
          { minDaysBefore: 30, refundPercent: 20 },
          { minDaysBefore: 0, refundPercent: 50 },
        ],
      },
      'cancellationScale.1.refundPercent',
    ],
    [
      'a scale out of order',
      {
        cancellationScale: [
          { minDaysBefore: 0, refundPercent: 0 },
          { minDaysBefore: 30, refundPercent: 0 },
        ],
      },
      'cancellationScale.1.minDaysBefore',
    ],
    ['a GST rate outside the slabs', { hallGstBp: 1500 }, 'hallGstBp'],
    ['a hold of 0 hours', { holdHours: 0 }, 'holdHours'],
    ['a cut-off past 60 days', { guaranteeCutoffDays: 61 }, 'guaranteeCutoffDays'],
  ])('refuses %s and changes nothing', async (_name, change, field) => {
    const before = { terms: await repo(BanquetTerms).findOneByOrFail({ id: 1 }), audit: await auditCount() };
    const answer = await admin(SET_TERMS, { input: { ...TERMS_INPUT, ...change } });
    expect(answer.data.setBanquetTerms.terms).toBeNull();
    expect(answer.data.setBanquetTerms.errors).toEqual([expect.objectContaining({ field, code: 'BANQUET_TERMS_INVALID' })]);
    expect(await repo(BanquetTerms).findOneByOrFail({ id: 1 })).toEqual(before.terms);
    expect(await auditCount()).toBe(before.audit);
  });
});

describe('hall photos', () => {
  const preflight = { 'apollo-require-preflight': 'true' };
  const file = (name: string, type: string, bytes: Buffer): UploadFile => ({ name, type, bytes });
  const upload = (hallId: string, files: UploadFile[]) =>
    gqlMultipart(app, ADD_PHOTOS, { hallId }, 'images', files, { token, headers: preflight });

  it('stores real images after the others, refuses fakes and the eleventh photo, and removes one with its file', async () => {
    const hallId = await newHall();
    const added = (
      await upload(hallId, [file('a.png', 'image/png', images.png()), file('b.webp', 'image/webp', images.webp())])
    ).json();
    const urls: string[] = added.data.addHallPhotos.hall.photoUrls;
    expect(urls).toEqual([expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/), expect.stringMatching(/\.webp$/)]);
    expect((await fetch(app.baseUrl + urls[0])).status).toBe(200);

    const fake = (await upload(hallId, [file('c.png', 'image/png', Buffer.from('<script>alert(1)</script>'))])).json();
    expect(fake.data.addHallPhotos.errors).toEqual([expect.objectContaining({ code: 'INVALID_IMAGE' })]);
    const tooMany = (
      await upload(
        hallId,
        Array.from({ length: 9 }, (_, i) => file(`${i}.png`, 'image/png', images.png())),
      )
    ).json();
    expect(tooMany.data.addHallPhotos.errors).toEqual([expect.objectContaining({ code: 'TOO_MANY_IMAGES' })]);
    expect((await repo(Hall).findOneByOrFail({ id: hallId })).photoUrls).toEqual(urls);

    const removed = await admin(REMOVE_PHOTO, { hallId, photoUrl: urls[0] });
    expect(removed.data.removeHallPhoto.hall.photoUrls).toEqual([urls[1]]);
    expect(existsSync(path.join(app.config.uploadsDir, path.basename(urls[0])))).toBe(false);
    const notOurs = await admin(REMOVE_PHOTO, { hallId, photoUrl: '/uploads/elsewhere.png' });
    expect(notOurs.data.removeHallPhoto.errors).toEqual([expect.objectContaining({ field: 'photoUrl', code: 'HALL_INVALID' })]);
  });

  it('answers a stranger’s upload 401 without reading it', async () => {
    const hallId = await newHall();
    const answer = await gqlMultipart(app, ADD_PHOTOS, { hallId }, 'images', [file('a.png', 'image/png', images.png())], {
      headers: preflight,
    });
    expect(answer.status).toBe(401);
    expect((await repo(Hall).findOneByOrFail({ id: hallId })).photoUrls).toEqual([]);
  });
});
