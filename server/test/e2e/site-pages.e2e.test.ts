import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Page } from 'playwright-core';
import { DEMO_HOTEL as HOTEL } from '../support/demo-hotel';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { seriousViolations } from '../support/axe';
import { daysFromToday, screenshot, seedPendingQuote, startBrowserApp, useBrowser, waitForApp } from '../support/browser';
import { englishPath } from '../../src/shared/pure/locale';
import { createRoom } from '../support/fixtures';
import { TestApp } from '../support/test-app';

/** Every page of the app, as the build lists them from the client's route list (client/src/app/route-list.ts). */
const ROUTES = JSON.parse(readFileSync(path.join(CLIENT_DIST, 'route-paths.json'), 'utf8')) as string[];

/** The tab's name once the page has loaded and had a few seconds to name itself (its chunk and data included). */
async function titleOf(page: Page, address: string, homeTitle: string): Promise<string> {
  await page.goto(address);
  const { pathname } = new URL(address);
  if (pathname === '/' || pathname === '/hi') return page.title();
  // A page's own name ends with the hotel's (or names the admin area); the server's title of a
  // Hindi page is the Hindi home page's until the page renames the tab.
  await page
    .waitForFunction(
      ([home, suffix]) => document.title !== home && (document.title.endsWith(suffix) || document.title.includes(' · Admin · ')),
      [homeTitle, ` | ${HOTEL.name}`],
      { timeout: 5000 },
    )
    .catch(() => undefined);
  return page.title();
}

describe('every page names its own tab (issue 25)', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startBrowserApp();
    app.clock.current = new Date();
  });
  afterAll(() => app?.close());

  // Some fifty pages, each loaded and given up to 5 s to name itself: the default minute is too
  // short on a busy CI machine (one took 65 s), so this test has three.
  it('visits each route of the app and finds a title of its own, after the hotel', async () => {
    const room = await createRoom(app.services, { name: 'Jasmine Deluxe 108' });
    const addressOf = (route: string) =>
      route === '/contact'
        ? '/contact?success=true'
        : route
            .replace(/\/room\/:id|\/rooms\/edit\/:id/, (part) => part.replace(':id', room.id))
            .replace(/:\w+/g, '6f1c2b9e-0000-4000-8000-000000000000');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // The rooms and guest-details pages need a stay and a room chosen, as the booking form leaves them.
    await seedPendingQuote(page, room.id, daysFromToday(20), daysFromToday(22));
    await page.goto(app.baseUrl);
    const homeTitle = await page.title();

    const titles = new Map<string, string>();
    let signedIn = false;
    // The login page first: once signed in, it sends the admin on.
    for (const route of ['/login', ...ROUTES.filter((route) => route !== '/login')]) {
      if (route.startsWith('/admin') && !signedIn) {
        await signIn(page, app, '/admin');
        signedIn = true;
      }
      titles.set(route, await titleOf(page, app.baseUrl + addressOf(route), homeTitle));
    }

    expect(titles.size).toBe(ROUTES.length);
    const guestSuffix = ` | ${HOTEL.name}`;
    const problems = [...titles].flatMap(([route, title]) => {
      if (route === '/') return title === homeTitle ? [] : [`${route}: "${title}" is not the home page's title`];
      // The home page in Hindi: its own title, naming the hotel first as the English one does.
      if (route === '/hi')
        return title !== homeTitle && title.startsWith(HOTEL.name) ? [] : [`${route}: "${title}" is not a home page's title`];
      if (title === homeTitle) return [`${route}: has the home page's title`];
      if (!title.endsWith(guestSuffix) && !title.includes(' · Admin · ')) return [`${route}: "${title}" does not name the site`];
      // A page and its other language's may share a title that is the owner's text (a room's name).
      const same = [...titles]
        .filter(([other, otherTitle]) => englishPath(other) !== englishPath(route) && otherTitle === title)
        .map(([other]) => other);
      return same.length > 0 ? [`${route}: "${title}" is also the title of ${same.join(', ')}`] : [];
    });
    expect({ problems, titles: Object.fromEntries(titles) }).toEqual({ problems: [], titles: Object.fromEntries(titles) });
    expect(titles.get('/find-booking')).toBe(`Find my booking${guestSuffix}`);
    expect(titles.get('/pending-payment')).toBe(`Resume your payment${guestSuffix}`);
    expect(titles.get('/room/:id')).toBe(`Jasmine Deluxe 108${guestSuffix}`);
    expect(titles.get('/hi/room/:id')).toBe(`Jasmine Deluxe 108${guestSuffix}`);
    expect(titles.get('/hi/find-booking')).toBe(`मेरी बुकिंग देखें${guestSuffix}`);
  }, 180_000);
});

describe('the not-found page in a browser', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startBrowserApp();
  });
  afterAll(() => app?.close());

  it.each([360, 1280])('at %i px: 404, the site around it, and a way to find a booking', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 740 } });
    const response = await page.goto(`${app.baseUrl}/old-offers/diwali`);
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    expect(await page.title()).toBe(`Page not found | ${HOTEL.name}`);
    await expect(page.locator('header.site-header').isVisible()).resolves.toBe(true);
    await expect(page.locator('footer.site-footer').isVisible()).resolves.toBe(true);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `not-found-${width}`, { fullPage: true });

    await page.getByRole('main').getByRole('link', { name: 'Find my booking' }).click();
    await page.waitForURL(`${app.baseUrl}/find-booking`);
    await page.getByRole('heading', { name: 'Find my booking', level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
  });

  it('under /hi/ in Hindi: lang="hi", hydrated without a mismatch, its links to the pages that exist', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(`${app.baseUrl}/hi/old-offers/diwali`);
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await page.title()).toBe(`पेज नहीं मिला | ${HOTEL.name}`);
    await page.getByRole('heading', { name: 'पेज नहीं मिला', level: 1 }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'not-found-hi-360', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'not-found-hi-1280', { fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);

    // The contact page is not in Hindi yet: its link is the English page's, not another 404.
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'संपर्क करें' }).getAttribute('href')).toBe('/contact-us');
    // Find my booking is in Hindi: the link opens the Hindi page.
    await page.getByRole('main').getByRole('link', { name: 'मेरी बुकिंग देखें' }).click();
    await page.waitForURL(`${app.baseUrl}/hi/find-booking`);
    await page.getByRole('heading', { name: 'मेरी बुकिंग देखें', level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
  });
});

describe('the landing menu leads to the banquet hall and to finding a booking', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startBrowserApp();
  });
  afterAll(() => app?.close());

  it('360 px: from the burger menu; 1200 px: in the bar, each link on one line, nothing cut', async () => {
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await phone.goto(`${app.baseUrl}/`);
    await waitForApp(phone, '.navbar__burger');
    await phone.getByRole('button', { name: 'Menu' }).click();
    await phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find my booking' }).click();
    await phone.waitForURL(`${app.baseUrl}/find-booking`);
    await phone.getByRole('heading', { name: 'Find my booking', level: 1 }).waitFor();
    expect(await phone.evaluate(() => document.body.style.overflow)).toBe('');

    const laptop = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await laptop.goto(`${app.baseUrl}/`);
    const menu = laptop.getByRole('navigation', { name: 'Main' });
    const heights = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights).toHaveLength(9);
    expect(new Set(heights).size).toBe(1);
    expect(await laptop.locator('.navbar__inner').evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBeLessThanOrEqual(0);
    await waitForApp(laptop, '.navbar__brand');
    await menu.getByRole('link', { name: 'Banquet' }).click();
    await laptop.waitForURL(`${app.baseUrl}/banquet`);
  });
});
