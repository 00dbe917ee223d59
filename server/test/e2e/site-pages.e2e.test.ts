import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Page } from 'playwright-core';
import { DEMO_HOTEL as HOTEL } from '../support/demo-hotel';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { seriousViolations } from '../support/axe';
import { daysFromToday, screenshot, seedPendingQuote, startBrowserApp, useBrowser, waitForApp } from '../support/browser';
import { englishPath } from '../../src/shared/pure/locale';
import { createRoom, quoteFor } from '../support/fixtures';
import { call } from '../support/http';
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

describe('the landing page in Hindi (issue 31)', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startBrowserApp();
  });
  afterAll(() => app?.close());

  it('360 px: the switch in the bar opens /hi, hydrated without a mismatch, remembered for the home page; and back to English', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()} ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${app.baseUrl}/`);
    await screenshot(page, 'landing-en-360');
    // A plain link: it works before the scripts too.
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${app.baseUrl}/hi`);
    await waitForApp(page, '.navbar__burger');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.getByRole('heading', { name: 'अपना कमरा बुक करें', level: 2 }).waitFor();
    await page.getByRole('form', { name: 'अपनी तारीखों के लिए कमरे देखें' }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'landing-hi-360');
    await screenshot(page, 'landing-hi-360-full', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'मेन्यू' }).click();
    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'हमारे बारे में' }).waitFor();
    await screenshot(page, 'landing-hi-360-menu');
    await page.keyboard.press('Escape');

    // The choice is remembered: the home page sends this guest to /hi.
    await page.goto(`${app.baseUrl}/`);
    expect(page.url()).toBe(`${app.baseUrl}/hi`);
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Book your stay', level: 2 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.goto(`${app.baseUrl}/`);
    expect(page.url()).toBe(`${app.baseUrl}/`);
    expect(problems).toEqual([]);
  });

  it('the rooms page: the switch keeps the stay, /hi/check-rooms-and-rates hydrates in Hindi at 360 and 1280 px, and Book opens the guest details in Hindi', async () => {
    await createRoom(app.services, { name: 'Jasmine Deluxe 108', type: 'Deluxe' });
    const stay = `checkIn=${daysFromToday(20)}&checkOut=${daysFromToday(22)}&adults=2&children=0&rooms=1`;
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(`${page.url()} ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The fixture's photo is a name only: its 404 is no problem of the page's (any other would be).
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/uploads/test-photo.webp'))
        problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${app.baseUrl}/check-rooms-and-rates?${stay}`);
    await waitForApp(page, '.top-bar__home');
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${app.baseUrl}/hi/check-rooms-and-rates?${stay}`);
    await waitForApp(page, '.top-bar__home');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.getByRole('heading', { name: 'कमरे और रेट', level: 1 }).waitFor();
    const card = page.getByRole('article', { name: 'Jasmine Deluxe 108' });
    await card.getByText('2 रातों के लिए').waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'rooms-hi-360');
    await screenshot(page, 'rooms-hi-360-full', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'rooms-hi-1280');
    // Book opens the guest details page in Hindi, the room chosen.
    await card.getByRole('button', { name: 'बुक करें (Jasmine Deluxe 108)' }).click();
    await page.waitForURL(`${app.baseUrl}/hi/user-details`);
    await page.getByRole('heading', { name: 'मेहमान की जानकारी', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'आपकी बुकिंग' }).getByText('Jasmine Deluxe 108').waitFor();
    await page.getByText('2 रातें', { exact: true }).waitFor();
    await screenshot(page, 'details-hi-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'details-hi-390-full', { fullPage: true });
    // Its rules in Hindi: the spec's alert, said in the guest's language.
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
    await page.getByText('नाम भरना ज़रूरी है').waitFor();
    expect(alerts).toEqual(['नाम, ईमेल और फ़ोन भरना ज़रूरी है']);
    expect(problems).toEqual([]);
  });

  it('the room page at 360 px: in Hindi, hydrated without a mismatch, named after the room; "Check availability" opens the Hindi booking form', async () => {
    const room = await createRoom(app.services, { name: 'Champa Double 109' });
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const problems: string[] = [];
    page.on('console', (message) => {
      // The fixture's room names a photo that was never uploaded: its 404 is not the page's.
      if (message.type() === 'error' && !/status of 404/.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${app.baseUrl}/hi/room/${room.id}`);
    await waitForApp(page);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.getByRole('heading', { name: 'इस कमरे के बारे में', level: 2 }).waitFor();
    await page.waitForFunction((title) => document.title === title, `Champa Double 109 | ${HOTEL.name}`);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'room-hi-360', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);

    await page.getByRole('link', { name: 'कमरा खाली है या नहीं, देखें' }).click();
    await page.waitForURL(`${app.baseUrl}/hi#booking`);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
  });

  it('the payment pages: /hi/payment hydrates in Hindi at 360 and 1280 px, pays at the hotel; /hi/pending-payment in Hindi', async () => {
    const room = await createRoom(app.services, { name: 'Marigold Deluxe 204', type: 'Deluxe' });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()} ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await seedPendingQuote(page, room.id, daysFromToday(20), daysFromToday(22));
    await page.goto(`${app.baseUrl}/payment`);
    await waitForApp(page, '.top-bar__home');
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${app.baseUrl}/hi/payment`);
    await waitForApp(page, '.top-bar__home');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.getByRole('heading', { name: 'भुगतान का तरीका चुनें', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'बुकिंग का सारांश', level: 2 }).waitFor();
    expect(await page.title()).toMatch(/^भुगतान \| /);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'payment-hi-360');
    await screenshot(page, 'payment-hi-360-full', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'payment-hi-1280');

    // Pay at the hotel: confirmed in Hindi, then on to the booking (English until its page is in Hindi).
    await page.getByRole('radio', { name: 'होटल पर भुगतान' }).check();
    await page.getByRole('button', { name: 'बुकिंग कन्फ़र्म करें' }).click();
    await page.getByText('बुकिंग कन्फ़र्म हो गई! आपको जानकारी पर ले जा रहे हैं...').waitFor();
    await page.waitForURL(/\/booking\/[\w-]+$/);

    // Paid for (at the hotel): nothing is left to resume on this device; another booking can be looked up.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${app.baseUrl}/hi/pending-payment`);
    await waitForApp(page, '.top-bar__home');
    await page.getByRole('heading', { name: 'अपना भुगतान पूरा करें', level: 1 }).waitFor();
    await page.getByText(/^इस डिवाइस पर कोई अधूरा भुगतान नहीं है।/).waitFor();
    await page.getByRole('heading', { name: 'किसी बुकिंग का भुगतान करें', level: 2 }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'pending-payment-hi-360', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it('the booking page: the switch opens /hi/booking/{id}, hydrated in Hindi at 360 and 1280 px with its self-service; find my booking in Hindi opens it', async () => {
    // The hold is the browser's to count down: it starts now, as the browser's clock has it.
    app.clock.current = new Date();
    const room = await createRoom(app.services, { name: 'Lake View 305' });
    const email = 'meera.joshi@example.com';
    const quote = quoteFor(room.id, daysFromToday(20), daysFromToday(22), { userEmail: email, phone: '9811144455' });
    const held = await call(app, 'POST', '/api/booking', { json: { quote } });
    expect(held.status).toBe(201);
    const bookingPage = `/booking/${held.body.bookingId}`;
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()} ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(app.baseUrl + bookingPage);
    await waitForApp(page, '.top-bar__home');
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${app.baseUrl}/hi${bookingPage}`);
    await waitForApp(page, '.top-bar__home');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.getByRole('heading', { name: 'बुकिंग की जानकारी', level: 1 }).waitFor();
    await page.getByText(/^आपका कमरा .+ तक आपके लिए रोका गया है।/).waitFor();
    // The self-service arrives with the live part: the proof, then the guest's plans in Hindi.
    await page.getByRole('heading', { name: 'अपनी बुकिंग संभालें' }).waitFor();
    await page.getByLabel('ईमेल या फ़ोन नंबर').fill(email);
    await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
    await page.getByRole('heading', { name: 'पहुँचने का समय और आपकी माँग' }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-hi-360');
    await screenshot(page, 'booking-hi-360-full', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'booking-hi-1280-full', { fullPage: true });
    const bookCode = (await page.locator('.booking-doc__code strong').textContent()) ?? '';

    await page.goto(`${app.baseUrl}/hi/find-booking`);
    await waitForApp(page, '.top-bar__home');
    await page.getByRole('heading', { name: 'मेरी बुकिंग देखें', level: 1 }).waitFor();
    await page.getByLabel('बुकिंग कोड').fill(bookCode);
    await page.getByLabel('ईमेल या फ़ोन नंबर').fill(email);
    await screenshot(page, 'find-booking-hi-1280');
    await page.getByRole('button', { name: 'मेरी बुकिंग देखें' }).click();
    await page.waitForURL(`${app.baseUrl}/hi${bookingPage}`);
    await page.getByRole('heading', { name: 'बुकिंग की जानकारी', level: 1 }).waitFor();
    expect(problems).toEqual([]);
    app.clock.reset();
  });

  it('1280 and 1200 px: the menu and the switch in the bar, on one line each, nothing cut', async () => {
    for (const width of [1280, 1200]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const address of ['/', '/hi']) {
        await page.goto(app.baseUrl + address);
        await waitForApp(page, '.navbar__brand');
        const links = page.locator('.navbar__inner a');
        const heights = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().height)));
        expect(new Set(heights.slice(2)).size).toBe(1);
        expect(await page.locator('.navbar__inner').evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBeLessThanOrEqual(0);
        if (width === 1280) await screenshot(page, `landing-${address === '/' ? 'en' : 'hi'}-1280`);
      }
    }
  });
});
