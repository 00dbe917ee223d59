import { Page } from 'playwright-core';
import { seedDemoBanquet } from '../../src/db/seeds/demo-banquet';
import { seedDemoHotel } from '../../src/db/seeds/demo-hotel';
import { daysFromToday, screenshot, seedPendingQuote, startBrowserApp, useBrowser, waitForApp } from '../support/browser';
import { createRoom, quoteFor } from '../support/fixtures';
import { createOrder, payInCheckout, simulator, verify } from '../support/payments';
import { TestApp } from '../support/test-app';

/** The widest a date gets: the first Wednesday from some days on whose day of the month has two digits, a week before another. */
function wideDate(fromDays: number): string {
  for (let days = fromDays; ; days += 1) {
    const date = daysFromToday(days);
    const at = new Date(`${date}T00:00:00Z`);
    if (at.getUTCDay() === 3 && at.getUTCDate() >= 20 && at.getUTCDate() <= 24) return date;
  }
}
const weekAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * Every date and amount on the page that does not show whole: one that runs out of the viewport,
 * is cut by a box that hides its overflow, or breaks over two lines ("₹9,99,\n990", "Sat, 26
 * Dec\n2026"); and the page itself wider than the screen. Runs in the page.
 */
function cutDatesAndAmounts(): string[] {
  const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
  const PATTERNS = [
    /₹\s?[\d,]+(?:\.\d+)?/g,
    new RegExp(`(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\\d{1,2} (?:${MONTHS}) \\d{4}`, 'g'),
    new RegExp(`(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \\d{1,2} (?:${MONTHS})`, 'g'),
    /\b\d{4}-\d{2}-\d{2}\b/g,
  ];
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  if (document.documentElement.scrollWidth > width) {
    // Named by the innermost elements that stick out, where the fix belongs.
    const out = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > width + 0.5 &&
        ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5),
    );
    const names = out.slice(0, 3).map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
    problems.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen: ${names.join(', ')}`);
  }
  const shown = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      const box = at.getBoundingClientRect();
      if (style.overflow === 'hidden' && (box.width <= 1 || box.height <= 1)) return false; // visually hidden
      if (at.tagName === 'DETAILS' && !(at as HTMLDetailsElement).open && at !== element) {
        if (!element.closest('summary')) return false;
      }
    }
    return true;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || !text.trim() || parent.closest('script, style, option, select') || !shown(parent)) continue;
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length === 0) continue;
        const where = `"${match[0]}" in <${parent.tagName.toLowerCase()} class="${parent.className}">`;
        const lines = new Set(rects.map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) problems.push(`${where} breaks over ${lines.size} lines`);
        const left = Math.min(...rects.map((rect) => rect.left));
        const right = Math.max(...rects.map((rect) => rect.right));
        if (left < -0.5 || right > width + 0.5)
          problems.push(`${where} runs out of the screen (${Math.round(left)}–${Math.round(right)}px)`);
        for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible' && style.textOverflow !== 'ellipsis') continue;
          const edge = box.getBoundingClientRect();
          const clipped = left < edge.left - 0.5 || right > edge.right + 0.5 || box.scrollWidth > box.clientWidth + 1;
          if (clipped && style.overflowX !== 'auto' && style.overflowX !== 'scroll') {
            problems.push(`${where} is cut by <${box.tagName.toLowerCase()} class="${box.className}">`);
          }
        }
      }
    }
  }
  return problems;
}

/**
 * Issue 13's rough edge: on a 360px phone (and a 320px one, for margin) no date or amount on a
 * guest page is cut off, wrapped mid-number or out of the screen, with a real booking of a room
 * whose stay costs lakhs.
 */
describe('dates and amounts show whole on a phone', () => {
  let app: TestApp;
  const browser = useBrowser();
  let bookingId: string;
  let roomId: string;
  const checkIn = wideDate(30);
  const checkOut = weekAfter(checkIn);
  // The guest's next stay in the same room, being booked: its draft and quote.
  const nextCheckIn = wideDate(70);
  const nextCheckOut = weekAfter(nextCheckIn);

  beforeAll(async () => {
    app = await startBrowserApp();
    app.clock.current = new Date();
    await seedDemoHotel(app.database.dataSource, app.config.uploadsDir);
    await seedDemoBanquet(app.database.dataSource, app.config.uploadsDir);
    const room = await createRoom(app.services, {
      name: 'Maharaja Presidential Suite 501',
      type: 'Suite',
      rentPerDay: 99_999,
      maxCount: 4,
      amenities: ['Air conditioning', 'King bed', 'Butler service', 'Private terrace', 'Jacuzzi'],
    });
    roomId = room.id;
    // Seven nights at ₹99,999: ₹6,99,993, paid online by a guest with a long name and address.
    const order = await createOrder(app, {
      quote: quoteFor(room.id, checkIn, checkOut, {
        name: 'Venkataraghavan Subramaniam Iyer',
        userEmail: 'venkataraghavan.subramaniam@family-holidays.example',
      }),
    });
    bookingId = order.body.data.bookingId;
    const reply = await verify(app, await payInCheckout(app, order.body.data.order.id, 'card'));
    expect(reply.status).toBe(200);
    await simulator(app).webhooks.idle();
  });
  afterAll(() => app?.close());

  /** Each page as a guest reaches it; `ready` waits for what the page loads after it opens. */
  const pages: [string, (page: Page) => Promise<void>][] = [
    [
      'landing page',
      async (page) => {
        await page.goto(`${app.baseUrl}/`);
        await page.locator('.room-card').first().waitFor();
      },
    ],
    [
      'booking form, its Details stage',
      async (page) => {
        await page.goto(`${app.baseUrl}/#booking`);
        const wizard = page.locator('#booking');
        await wizard.getByRole('button', { name: 'Next' }).click();
        await wizard.getByLabel('Room type').selectOption('SUITE');
        await wizard.getByRole('button', { name: 'Next' }).click();
        await wizard.locator('.room-choice__option').first().waitFor();
      },
    ],
    [
      'rooms and rates',
      async (page) => {
        await page.goto(`${app.baseUrl}/check-rooms-and-rates`);
        await page.locator('.room-card-b .stay-price').first().waitFor();
      },
    ],
    [
      'room page for a stay',
      async (page) => {
        await page.goto(`${app.baseUrl}/room/${roomId}`);
        await page.locator('.room-book').waitFor();
      },
    ],
    [
      'guest details',
      async (page) => {
        await page.goto(`${app.baseUrl}/user-details`);
        await page
          .locator('main')
          .getByText(/₹6,99,993/)
          .first()
          .waitFor();
      },
    ],
    [
      'payment',
      async (page) => {
        await page.goto(`${app.baseUrl}/payment`);
        await page
          .locator('main')
          .getByText(/₹6,99,993/)
          .first()
          .waitFor();
      },
    ],
    [
      'booking details',
      async (page) => {
        await page.goto(`${app.baseUrl}/booking/${bookingId}`);
        await page
          .locator('main')
          .getByText(/₹6,99,993/)
          .first()
          .waitFor();
      },
    ],
    [
      'receipt',
      async (page) => {
        await page.goto(`${app.baseUrl}/booking/${bookingId}`);
        // Rendered on the server: its buttons work once React has the page.
        await waitForApp(page);
        // "View receipt", not the download of the stay's receipt voucher (Rule 50) beside it.
        await page.getByRole('button', { name: 'View receipt' }).click();
        await page.waitForURL(/\/receipt$/);
        await page
          .locator('main')
          .getByText(/₹6,99,993/)
          .first()
          .waitFor();
      },
    ],
    [
      'pending payment',
      async (page) => {
        await page.goto(`${app.baseUrl}/pending-payment`);
        await page.locator('h1').waitFor();
      },
    ],
    [
      'find my booking',
      async (page) => {
        await page.goto(`${app.baseUrl}/find-booking`);
        await page.locator('h1').waitFor();
      },
    ],
    [
      'contact',
      async (page) => {
        await page.goto(`${app.baseUrl}/contact-us`);
        await page.locator('h1').waitFor();
      },
    ],
    [
      'banquet hall',
      async (page) => {
        await page.goto(`${app.baseUrl}/banquet`);
        await page.locator('.banquet-day .slot').first().waitFor();
      },
    ],
    [
      'contact thanks',
      async (page) => {
        await page.goto(`${app.baseUrl}/contact`);
        await page.locator('h1').waitFor();
      },
    ],
    ...['privacy-policy', 'terms-and-conditions', 'cancellation-and-refund', 'shipping-and-delivery'].map(
      (slug): [string, (page: Page) => Promise<void>] => [
        slug,
        async (page) => {
          await page.goto(`${app.baseUrl}/${slug}`);
          await page.locator('h1').waitFor();
        },
      ],
    ),
  ];

  it.each(pages)('%s', async (label, open) => {
    const problems: Record<number, string[]> = {};
    for (const width of [360, 320]) {
      const page = await browser.newPage({ viewport: { width, height: 740 } });
      await seedPendingQuote(page, roomId, nextCheckIn, nextCheckOut);
      await open(page);
      // Fonts and late layout settle before measuring.
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      problems[width] = await page.evaluate(cutDatesAndAmounts);
      await screenshot(page, `phone-layout-${label.replace(/\s+/g, '-')}-${width}`, { fullPage: true });
    }
    expect(problems).toEqual({ 360: [], 320: [] });
  });
});
