import path from 'node:path';
import { readFileSync } from 'node:fs';
import { Page } from 'playwright-core';
import { seedDemoHotel } from '../../src/db/seeds/demo-hotel';
import { Room } from '../../src/modules/rooms/room.entity';
import { seedPendingQuote, useBrowser } from '../support/browser';
import { quoteFor } from '../support/fixtures';
import { call } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';

const CLIENT_DIST = path.resolve(__dirname, '..', '..', '..', 'client', 'dist');
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2 A/AA rules on the page as it stands; answers the serious and critical ones. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated by the driver: an inline <script> tag would be (rightly) refused by the page's CSP.
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }))
      .violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

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
