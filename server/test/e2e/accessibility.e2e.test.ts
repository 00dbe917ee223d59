import path from 'node:path';
import { seedDemoHotel } from '../../src/db/seeds/demo-hotel';
import { Room } from '../../src/modules/rooms/room.entity';
import { seriousViolations } from '../support/axe';
import { seedPendingQuote, useBrowser } from '../support/browser';
import { quoteFor } from '../support/fixtures';
import { call } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';

const CLIENT_DIST = path.resolve(__dirname, '..', '..', '..', 'client', 'dist');

describe('the main pages have no serious accessibility violations (axe, WCAG 2.1 AA)', () => {
  let app: TestApp;
  const browser = useBrowser();
  let room: Room;
  let bookingId: string;

  beforeAll(async () => {
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    await seedDemoHotel(app.database.dataSource, app.config.uploadsDir);
    room = (await app.services.rooms.list({ onlyBookable: true }))[0];
    const cod = await call(app, 'POST', '/api/payment/cod', {
      json: { quote: quoteFor(room.id, '2026-12-10', '2026-12-12'), paymentMethod: 'cod' },
    });
    bookingId = cod.body.data.bookingId;
  });
  afterAll(async () => {
    await app?.close();
  });

  const pages: [string, () => string][] = [
    ['landing page', () => '/'],
    ['rooms and rates', () => '/check-rooms-and-rates'],
    ['room details', () => `/room/${room.id}`],
    ['guest details', () => '/user-details'],
    ['payment', () => '/payment'],
    ['booking details', () => `/booking/${bookingId}`],
    ['find my booking', () => '/find-booking'],
    ['find my bookings by phone', () => '/find-booking?by=phone'],
    ['contact page', () => '/contact-us'],
    ['cancellation policy', () => '/cancellation-and-refund'],
    ['admin sign-in', () => '/login'],
    ['page not found', () => '/no-such-page'],
  ];

  it.each(pages)('%s', async (_label, url) => {
    for (const width of [360, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await seedPendingQuote(page, room.id, '2026-12-20', '2026-12-22');
      await page.goto(`${app.baseUrl}${url()}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      expect({ width, violations: await seriousViolations(page) }).toEqual({ width, violations: [] });
    }
  });
});
