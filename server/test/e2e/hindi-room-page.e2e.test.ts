import { DEMO_HOTEL as HOTEL } from '../support/demo-hotel';
import { noSideScroll } from '../support/admin-browser';
import { seriousViolations } from '../support/axe';
import { screenshot, startBrowserApp, useBrowser, waitForApp } from '../support/browser';
import { createRoom } from '../support/fixtures';
import { TestApp } from '../support/test-app';

describe('the room page in Hindi in a browser (issue 31)', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startBrowserApp();
  });
  afterAll(() => app?.close());

  it('360 px: in Hindi, hydrated without a mismatch, named after the room; "Check availability" opens the Hindi booking form', async () => {
    const room = await createRoom(app.services, { name: 'Jasmine Deluxe 108' });
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
    await page.waitForFunction((title) => document.title === title, `Jasmine Deluxe 108 | ${HOTEL.name}`);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'room-hi-360', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);

    await page.getByRole('link', { name: 'कमरा खाली है या नहीं, देखें' }).click();
    await page.waitForURL(`${app.baseUrl}/hi#booking`);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
  });
});
