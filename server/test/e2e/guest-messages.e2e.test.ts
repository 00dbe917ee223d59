import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { periodicWork } from '../../src/jobs/periodic-work';
import { MessageKind, OutboxMessage } from '../../src/modules/messages';
import { webhookBody } from '../../src/modules/messages/whatsapp/webhook-payloads';
import { addDays } from '../../src/shared/dates';
import { createLogger } from '../../src/shared/logger';
import { noSideScroll, signIn } from '../support/admin-browser';
import { daysFromToday, screenshot, seedBookingDraft, startBrowserApp, useBrowser, waitForApp } from '../support/browser';
import { createRoom } from '../support/fixtures';
import { postWhatsAppWebhook } from '../support/messaging';
import { TestApp } from '../support/test-app';

/**
 * Issue 28's promise, end to end on the simulator: a guest books through the browser at 360 px with
 * "Send me updates on WhatsApp" ticked; the confirmation goes by WhatsApp and by mail (the
 * simulator's files in DATA_DIR/outbox); the day before arrival (the clock set) the periodic work
 * sends the pre-arrival message on both; the simulator's signed status webhooks move each WhatsApp
 * message to read; an unsigned or wrongly signed webhook changes nothing; the owner sees it all on
 * the booking's Messages panel.
 */
describe('a guest’s messages, from the booking form to the day before arrival', () => {
  const browser = useBrowser();
  let app: TestApp;

  beforeAll(async () => {
    app = await startBrowserApp();
    // The browser checks the session's expiry against its own clock: the server's must agree.
    app.clock.current = new Date();
  });
  afterAll(async () => {
    await app?.close();
  });

  const outbox = () => app.database.dataSource.getRepository(OutboxMessage);
  const messagesOf = (bookingId: string, kind: MessageKind) =>
    outbox().find({ where: { bookingId, kind }, order: { channel: 'ASC' } });
  /** Waits until the worker and the simulator's status webhooks have brought `kind`'s messages to `status`. */
  async function settled(bookingId: string, kind: MessageKind, channels: Record<string, string>) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const rows = await messagesOf(bookingId, kind);
      const now = Object.fromEntries(rows.map((row) => [row.channel, row.status]));
      if (JSON.stringify(now) === JSON.stringify(channels) || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  /** The simulator's record of what it sent to Meta for a WhatsApp message (DATA_DIR/outbox). */
  const simulatorFiles = () => {
    const folder = path.join(app.config.dataDir, 'outbox');
    return readdirSync(folder).map((name) => readFileSync(path.join(folder, name), 'utf8'));
  };

  it('confirms on WhatsApp and by mail, reminds the day before, and only signed status reports count', async () => {
    const room = await createRoom(app.services, { name: 'Neem Room', rentPerDay: 3200 });
    const [checkIn, checkOut] = [daysFromToday(4), daysFromToday(6)];
    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await seedBookingDraft(page, room.id, checkIn, checkOut);
    await page.goto(`${app.baseUrl}/user-details`);
    await waitForApp(page);
    await page.getByLabel('Full name').fill('Sunita Verma');
    await page.getByLabel('Email').fill('sunita.verma@example.com');
    await page.getByLabel('Mobile number').fill('98390 44556');
    await page.getByRole('checkbox', { name: /^Send me updates on WhatsApp from / }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/payment$/);
    await page.getByRole('radio', { name: 'Pay at Hotel' }).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/booking\/[0-9a-f-]{36}$/);
    const bookingId = page.url().split('/').pop()!;

    // The confirmation: mail sent, WhatsApp sent and then read by the simulator's signed reports.
    const confirmation = await settled(bookingId, MessageKind.BOOKING_CONFIRMED, { email: 'sent', whatsapp: 'read' });
    expect(confirmation.map((row) => [row.channel, row.status, row.recipient])).toEqual([
      ['email', 'sent', 'sunita.verma@example.com'],
      ['whatsapp', 'read', '+919839044556'],
    ]);
    const whatsappId = confirmation[1].providerMessageId!;
    expect(whatsappId).toMatch(/^wamid\./);
    expect(simulatorFiles().some((file) => file.includes('booking_confirmed_v1') && file.includes('919839044556'))).toBe(true);

    // A report Meta did not sign, or signed with another secret, is refused and changes nothing.
    const forged = webhookBody(app.config.messaging.whatsapp.phoneNumberId, {
      statuses: [
        {
          id: whatsappId,
          status: 'failed',
          timestamp: String(Math.floor(Date.now() / 1000) + 60),
          recipient_id: '919839044556',
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ],
    });
    expect((await postWhatsAppWebhook(app, forged, { secret: null })).status).toBe(401);
    expect((await postWhatsAppWebhook(app, forged, { secret: 'not-the-app-secret' })).status).toBe(403);
    expect((await outbox().findOneByOrFail({ id: confirmation[1].id })).status).toBe('read');
    expect(await outbox().countBy({ fallbackOfId: confirmation[1].id })).toBe(0);

    // Nothing before the day before; then, once the morning comes, the pre-arrival message.
    const logger = createLogger('silent');
    app.clock.current = new Date(`${addDays(checkIn, -2)}T06:30:00Z`);
    await periodicWork(app.database.dataSource, app.services, logger);
    expect(await messagesOf(bookingId, MessageKind.PRE_ARRIVAL)).toEqual([]);
    app.clock.current = new Date(`${addDays(checkIn, -1)}T06:30:00Z`);
    await periodicWork(app.database.dataSource, app.services, logger);
    await periodicWork(app.database.dataSource, app.services, logger);
    const preArrival = await settled(bookingId, MessageKind.PRE_ARRIVAL, { email: 'sent', whatsapp: 'read' });
    expect(preArrival.map((row) => [row.channel, row.status])).toEqual([
      ['email', 'sent'],
      ['whatsapp', 'read'],
    ]);
    expect(simulatorFiles().some((file) => file.includes('pre_arrival_v1') && file.includes('919839044556'))).toBe(true);

    // The owner sees both on the booking's Messages panel (390 px), each read on WhatsApp.
    app.clock.current = new Date();
    const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(admin, app, `/admin/booking/${bookingId}`);
    const panel = admin.getByRole('region', { name: 'Messages', exact: true });
    await panel
      .getByRole('row', { name: /Before arrival/ })
      .first()
      .waitFor();
    const rows = await panel.getByRole('row').allTextContents();
    expect(rows.some((text) => /Booking confirmed.*WhatsApp.*Read/.test(text))).toBe(true);
    expect(rows.some((text) => /Before arrival.*WhatsApp.*Read/.test(text))).toBe(true);
    expect(await noSideScroll(admin)).toBeLessThanOrEqual(0);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(panel, 'booking-messages-read-390');
  });
});
