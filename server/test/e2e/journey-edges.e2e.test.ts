import { Page } from 'playwright-core';
import { seedDemoHotel } from '../../src/db/seeds/demo-hotel';
import { Room } from '../../src/modules/rooms/room.entity';
import { daysFromToday, screenshot, startBrowserApp, useBrowser, waitForApp } from '../support/browser';
import { createRoom } from '../support/fixtures';
import { TestApp } from '../support/test-app';

/** Where the page stands once it has settled: its scroll and what has keyboard focus. */
async function scrollAndFocus(page: Page, heading: string) {
  await page
    .waitForFunction(
      (name) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent?.trim() === name,
      heading,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  return page.evaluate(() => ({
    scrollY: Math.round(window.scrollY),
    focused:
      document.activeElement?.tagName === 'H1'
        ? `H1 ${document.activeElement.textContent?.trim()}`
        : (document.activeElement?.tagName ?? 'nothing'),
  }));
}

/** The browser as a guest leaves it after choosing dates for one adult in one room. */
async function storeStayDraft(page: Page, checkIn: string, checkOut: string) {
  const draft = { checkIn, checkOut, guest: 1, room: 1, roomType: '', roomId: '', userId: '' };
  await page.addInitScript((stay) => localStorage.setItem('bookingDraft', JSON.stringify(stay)), draft);
}

async function scrollToBottom(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 300);
}

/**
 * Issue 13's rough edges of moving around the site: a new page opens at its top with focus on its
 * heading, "+N more" amenities open the full list, and a room's "Check availability" lands on the
 * booking form with the room's type chosen.
 */
describe('moving around the site', () => {
  let app: TestApp;
  const browser = useBrowser();
  let rooms: Room[];

  beforeAll(async () => {
    app = await startBrowserApp();
    app.clock.current = new Date();
    await seedDemoHotel(app.database.dataSource, app.config.uploadsDir);
    rooms = await app.services.rooms.list({ onlyBookable: true });
  });
  afterAll(() => app?.close());

  const widths: [string, number][] = [
    ['phone', 360],
    ['laptop', 1280],
  ];

  it.each(widths)('a link to another page opens it at its top with focus on its heading (%s)', async (_label, width) => {
    const page = await browser.newPage({ viewport: { width, height: 740 } });
    await storeStayDraft(page, daysFromToday(30), daysFromToday(32));

    // The landing page's footer leads to a policy page (once React has the prerendered page).
    await page.goto(`${app.baseUrl}/`);
    await waitForApp(page);
    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacy-policy$/);
    await expect(scrollAndFocus(page, 'Privacy Policy')).resolves.toEqual({ scrollY: 0, focused: 'H1 Privacy Policy' });

    // A policy page's footer leads to another.
    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await page.waitForURL(/\/terms-and-conditions$/);
    await expect(scrollAndFocus(page, 'Terms & Conditions')).resolves.toEqual({ scrollY: 0, focused: 'H1 Terms & Conditions' });

    // The rooms free for a stay: the last room's details open at the top of the room's page.
    await page.goto(`${app.baseUrl}/check-rooms-and-rates`);
    const cards = page.locator('.room-card-b');
    await cards.first().waitFor();
    const last = cards.last();
    const name = (await last.locator('h2').textContent())!.trim();
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 300);
    await last.getByRole('link', { name: /See Details/ }).click();
    await page.waitForURL(/\/room\/[0-9a-f-]{36}$/);
    await expect(scrollAndFocus(page, name)).resolves.toEqual({ scrollY: 0, focused: `H1 ${name}` });
    await screenshot(page, `route-focus-room-${width}`);

    // Back keeps the browser's own place on the page before.
    await page.goBack();
    await page.waitForURL(/\/check-rooms-and-rates\?checkIn=\d{4}-\d\d-\d\d&checkOut=/);
  });

  it.each(widths)(
    'the landing page opens at its top, and its links to its sections still scroll to them (%s)',
    async (_label, width) => {
      const page = await browser.newPage({ viewport: { width, height: 740 } });
      await page.goto(`${app.baseUrl}/privacy-policy`);
      await scrollToBottom(page);
      await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
      await page.waitForURL(/\/$/);
      const heroTitle = (await page.locator('#hero-title').textContent())!.trim();
      await expect(scrollAndFocus(page, heroTitle)).resolves.toEqual({ scrollY: 0, focused: `H1 ${heroTitle}` });

      if (width < 1080) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
      await page.waitForFunction(() => {
        const top = document.getElementById('contact')?.getBoundingClientRect().top ?? 999;
        return Math.abs(top) < 120 && window.scrollY > 300;
      });
    },
  );

  it.each(widths)('"+N more" amenities open the full list, by touch or keyboard (%s)', async (_label, width) => {
    const amenities = ['Air conditioning', 'Free Wi-Fi', 'Smart TV', 'Minibar', 'Rain shower'];
    const room = await createRoom(app.services, {
      name: `Amenity Suite ${width}`,
      type: 'Suite',
      rentPerDay: 9100,
      maxCount: 2,
      amenities,
    });
    const page = await browser.newPage({ viewport: { width, height: 740 }, hasTouch: width === 360 });
    await storeStayDraft(page, daysFromToday(50), daysFromToday(51));

    // The landing page's room card.
    await page.goto(`${app.baseUrl}/`);
    const landingCard = page.locator('.room-card', { hasText: room.name });
    await landingCard.scrollIntoViewIfNeeded();
    await expectAmenityDisclosure(page, landingCard, amenities, width === 360 ? 'tap' : 'keyboard');

    // The rooms page's card.
    await page.goto(`${app.baseUrl}/check-rooms-and-rates`);
    const card = page.getByRole('article', { name: room.name });
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await expectAmenityDisclosure(page, card, amenities, width === 360 ? 'tap' : 'click');
    await screenshot(page, `amenities-open-${width}`);
  });

  async function expectAmenityDisclosure(
    page: Page,
    card: ReturnType<Page['locator']>,
    amenities: string[],
    how: 'tap' | 'click' | 'keyboard',
  ) {
    const more = card.getByRole('button', { name: '+2 more' });
    await more.waitFor({ timeout: 5000 });
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(card.getByText('Rain shower').count()).resolves.toBe(0);
    if (how === 'tap') await more.tap();
    else if (how === 'click') await more.click();
    else {
      await more.focus();
      await page.keyboard.press('Enter');
    }
    const list = card.getByRole('list', { name: 'Amenities' });
    await expect(list.getByRole('listitem').allTextContents()).resolves.toEqual(expect.arrayContaining(amenities));
    await expect(card.getByRole('button', { name: 'Show fewer amenities' }).getAttribute('aria-expanded')).resolves.toBe('true');
  }

  it.each(widths)(
    '"Check availability" on a room page lands on the booking form with the room chosen (%s)',
    async (_label, width) => {
      const room = rooms.find((candidate) => candidate.type === 'Deluxe')!;
      const page = await browser.newPage({ viewport: { width, height: 740 } });
      await page.goto(`${app.baseUrl}/room/${room.id}`);
      await page.getByRole('heading', { level: 1, name: room.name }).waitFor();
      // The page comes rendered from the server: the link takes the room along once React has it.
      await waitForApp(page);
      await page.getByRole('link', { name: 'Check availability' }).click();
      await page.waitForURL(/\/#booking$/);
      const checkIn = page.locator('#booking').getByLabel('Check In');
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'checkIn', undefined, {
        timeout: 5000,
      });
      // The room cards above load after the page opens: the form must still be in view after them.
      await page.locator('.room-card').first().waitFor();
      await page.waitForTimeout(600);
      // The section's heading shows below the navigation bar, and its first field under it.
      const title = await page.locator('#booking-title').boundingBox();
      expect(title!.y).toBeGreaterThanOrEqual(64);
      const box = await checkIn.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(740);
      await screenshot(page, `room-check-availability-${width}`);
      const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('bookingDraft') ?? '{}'));
      expect(draft).toMatchObject({ roomId: room.id, roomType: 'DELUXE' });

      await checkIn.fill(daysFromToday(60));
      await page.locator('#booking').getByLabel('Check Out').fill(daysFromToday(62));
      await page.locator('#booking').getByRole('button', { name: 'Next' }).click();
      const typeMenu = page.locator('#booking').getByLabel('Room type');
      await expect(typeMenu.locator('option:checked').textContent()).resolves.toMatch(/^Deluxe — from/);
    },
  );
});
