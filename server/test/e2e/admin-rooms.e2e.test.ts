import { existsSync } from 'node:fs';
import path from 'node:path';
import { Page } from 'playwright-core';
import { addDays, todayInHotel } from '../../src/shared/dates';
import { createRoom } from '../support/fixtures';
import { screenshot, useBrowser } from '../support/browser';
import { startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';

// CLIENT_DIST_DIR may point at a private build (e.g. while others rebuild client/dist).
const CLIENT_DIST = process.env.CLIENT_DIST_DIR ?? path.resolve(__dirname, '..', '..', '..', 'client', 'dist');
const PHOTOS = path.resolve(__dirname, '..', '..', 'src', 'db', 'seeds', 'photos');

/** The owner manages a room from the admin area, and guests see each change. */
describe('admin rooms in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();
  /** A room that stays listed: once guests see it, the list has loaded. */
  let witnessName: string;

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    // The browser checks the session's expiry against its own clock: the server's must agree.
    app.clock.current = new Date();
    witnessName = (await createRoom(app.services, { name: 'Witness Room', rentPerDay: 1200 })).name;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signIn(page: Page): Promise<void> {
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email Address').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin$/);
  }

  async function storedRoom(name: string) {
    return (await app.services.rooms.list()).find((room) => room.name === name);
  }

  /** Rooms open for a stay in the test clock's future, as the availability API answers them. */
  async function availableRoomNames(): Promise<string[]> {
    const checkIn = addDays(todayInHotel(app.clock.now()), 10);
    const response = await fetch(
      `${app.baseUrl}/api/rooms/available?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2`,
    );
    const body = (await response.json()) as { data: { name: string }[] };
    return body.data.map((room) => room.name);
  }

  async function landingShows(page: Page, name: string): Promise<boolean> {
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('heading', { name: witnessName, exact: true }).waitFor({ state: 'attached' });
    return (await page.getByRole('heading', { name, exact: true }).count()) > 0;
  }

  it.each([
    ['phone', 360, 740],
    ['desktop', 1280, 800],
  ])('creates a room with photos, edits it and deletes it (%s)', async (label, width, height) => {
    const name = `Lotus Suite ${label}`;
    const renamed = `Lotus Grand Suite ${label}`;
    const page = await browser.newPage({ viewport: { width, height } });
    const shot = (step: string) => screenshot(page, `admin-rooms-${step}-${width}`);
    await signIn(page);

    // Create, with two real photos.
    await page.goto(`${app.baseUrl}/admin/rooms`);
    await page.getByRole('link', { name: 'Add room' }).click();
    await page.waitForURL(/\/admin\/rooms\/create$/);
    await page.getByLabel('Room name').fill(name);
    await page.getByLabel('Rent per day (₹ INR)').fill('4250');
    await page.getByLabel('Room type').selectOption('Suite');
    await page.getByLabel('Maximum guests').fill('3');
    await page.getByLabel('Description').fill('A calm suite with a lotus pond view and a reading corner.');
    await page.getByLabel('Amenities').fill('Wi-Fi, AC, Pond view');
    await page.getByLabel('Photos').setInputFiles([path.join(PHOTOS, 'suite-1.webp'), path.join(PHOTOS, 'deluxe-king-1.jpg')]);
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('img') })
      .nth(1)
      .waitFor();
    await shot('create-filled');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.waitForFunction(() => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '100');
    await page.getByText('Room created successfully!').waitFor();
    await page.getByRole('progressbar').scrollIntoViewIfNeeded();
    await shot('create-success');
    await page.waitForURL(/\/admin\/rooms$/);

    const created = await storedRoom(name);
    expect(created).toMatchObject({
      rentPerDayPaise: 425_000,
      type: 'Suite',
      maxCount: 3,
      amenities: ['Wi-Fi', 'AC', 'Pond view'],
      isAvailable: true,
    });
    expect(created?.imageUrls).toHaveLength(2);
    for (const url of created!.imageUrls) {
      const photo = await fetch(`${app.baseUrl}${url}`);
      expect(photo.status).toBe(200);
    }

    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('₹4,250');
    await shot('table');

    // Guests see it: on the landing page and for real dates.
    expect(await landingShows(page, name)).toBe(true);
    expect(await availableRoomNames()).toContain(name);

    // Edit the name and the rent.
    await page.goto(`${app.baseUrl}/admin/rooms`);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL(new RegExp(`/admin/rooms/edit/${created!.id}$`));
    await page.getByLabel('Room name').fill(renamed);
    await page.getByLabel('Rent per day (₹ INR)').fill('5150.50');
    await shot('edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Room updated successfully!').waitFor();
    await page.waitForURL(/\/admin\/rooms$/);
    const editedRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(renamed) }) });
    await editedRow.waitFor();
    expect(await editedRow.textContent()).toContain('₹5,150.50');
    expect(await storedRoom(renamed)).toMatchObject({
      id: created!.id,
      rentPerDayPaise: 515_050,
      imageUrls: created!.imageUrls,
    });

    // Delete, after confirming.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain('Are you sure you want to delete the room? This action cannot be undone.');
    await shot('delete-confirm');
    await dialog.getByRole('button', { name: 'Delete room' }).click();
    await page.getByText('Room deleted successfully!').waitFor();
    await shot('deleted');
    expect(await page.getByRole('rowheader', { name: new RegExp(renamed) }).count()).toBe(0);

    await page.reload();
    await page.getByRole('table').or(page.getByText('No rooms found')).first().waitFor();
    expect(await page.getByRole('rowheader', { name: new RegExp(renamed) }).count()).toBe(0);
    expect(await storedRoom(renamed)).toBeUndefined();
    expect(await landingShows(page, renamed)).toBe(false);
    expect(await availableRoomNames()).not.toContain(renamed);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
