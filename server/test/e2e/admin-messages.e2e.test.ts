import { randomUUID } from 'node:crypto';
import { MessagingConsent } from '../../src/modules/messages/messaging-consent.entity';
import { OutboxMessage } from '../../src/modules/messages/outbox-message.entity';
import { noSideScroll, signIn } from '../support/admin-browser';
import { daysFromToday, screenshot, seedBookingDraft, startBrowserApp, useBrowser, waitForApp } from '../support/browser';
import { createRoom, quoteFor } from '../support/fixtures';
import { TestApp } from '../support/test-app';

/**
 * The message log in a real browser at 390 px (issue 28, item 5): the owner sees a WhatsApp
 * message that failed on Today, opens it (its booking's Messages panel), sends it again, and
 * Today no longer names it; the message page filters the failed ones; the guest's WhatsApp choice
 * is changed at the guest's request. Outbox rows are written here as the worker would leave them,
 * and the worker is stopped so that they stay so.
 */
describe('the message log in a real browser', () => {
  const browser = useBrowser();
  let app: TestApp;

  beforeAll(async () => {
    app = await startBrowserApp();
    // The outbox rows stay as written: the worker that would send (or fail) them is stopped.
    await app.services.outbox.stop();
    // The browser checks the session's expiry against its own clock: the server's must agree.
    app.clock.current = new Date();
  });
  afterAll(async () => {
    await app?.close();
  });

  const outbox = () => app.database.dataSource.getRepository(OutboxMessage);
  async function failedMessage(fields: Partial<OutboxMessage>): Promise<OutboxMessage> {
    const at = new Date(app.clock.now().getTime() - 2 * 60 * 60_000);
    return outbox().save(
      outbox().create({
        idempotencyKey: `test:${randomUUID()}`,
        kind: 'booking_confirmed',
        channel: 'whatsapp',
        recipient: '+919876542233',
        language: 'en',
        params: {},
        status: 'failed',
        attempts: 5,
        lastError: '(#131026) Message undeliverable',
        nextAttemptAt: at,
        createdAt: at,
        statusAt: at,
        ...fields,
      }),
    );
  }

  it('the owner sees a failed message on Today, opens it and sends it again; the message page filters by status', async () => {
    const room = await createRoom(app.services, { name: 'Garden Suite' });
    const booking = await app.services.bookings.createHold(
      quoteFor(room.id, daysFromToday(10), daysFromToday(12), {
        name: 'Meera Kapoor',
        phone: '98765 42233',
        userEmail: 'meera.kapoor@example.com',
        whatsappUpdates: true,
      }),
    );
    const failed = await failedMessage({ bookingId: booking.id });
    await failedMessage({
      kind: 'staff_invite',
      channel: 'email',
      recipient: 'ravi.kumar@example.com',
      lastError: '550 5.1.1 <ravi.kumar@example.com>: Recipient address rejected',
      attempts: 1,
      createdAt: new Date(app.clock.now().getTime() - 3 * 60 * 60_000),
    });

    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(page, app, '/admin/today');
    const onToday = page.getByRole('region', { name: 'Messages that failed (2)' });
    await onToday.waitFor();
    await expect(onToday.textContent()).resolves.toContain('WhatsApp to ******2233');
    await expect(onToday.textContent()).resolves.toContain('(#131026) Message undeliverable');
    await onToday.scrollIntoViewIfNeeded();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(onToday, 'today-failed-messages-390');

    // Opening it leads to its booking, whose Messages panel has the message and the guest's choice.
    await onToday.getByRole('link', { name: 'Booking confirmed' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/booking/${booking.id}`);
    const panel = page.getByRole('region', { name: 'Messages', exact: true });
    const row = panel.getByRole('row', { name: /Booking confirmed/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(
      /WhatsApp.*\*{6}2233.*Failed.*Tried 5 times.*\(#131026\) Message undeliverable/,
    );
    await panel.getByText(/^Set on the booking form/).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(panel, 'booking-messages-390');

    await row.getByRole('button', { name: /^Send again: Booking confirmed by WhatsApp/ }).click();
    await panel.getByText('Queued to send again.').waitFor();
    await panel
      .getByRole('row', { name: /^Booking confirmed/ })
      .filter({ hasText: 'Waiting to send' })
      .waitFor();
    const copies = await outbox().findBy({ idempotencyKey: `resend:${failed.id}:1` });
    expect(copies).toEqual([
      expect.objectContaining({ status: 'queued', channel: 'whatsapp', recipient: '+919876542233', bookingId: booking.id }),
    ]);
    await screenshot(panel, 'booking-messages-sent-again-390');

    // The guest phones to stop WhatsApp: changed at their request, with what they asked.
    await panel.getByRole('button', { name: 'Change at the guest’s request' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Turn WhatsApp updates off?' });
    await dialog.getByLabel('What the guest asked').fill('Phoned: prefers email only');
    await screenshot(page, 'booking-whatsapp-change-390');
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await panel.getByText(/^Set by staff, at the guest’s request \(Hotel Admin\)/).waitFor();

    // Today no longer names the message sent again; the other failure stays.
    await page.goto(`${app.baseUrl}/admin/today`);
    const stillFailed = page.getByRole('region', { name: 'Messages that failed (1)' });
    await stillFailed.waitFor();
    await expect(stillFailed.textContent()).resolves.toContain('Staff invite');
    // The provider's words keep no more of the address than the masked recipient.
    await expect(stillFailed.textContent()).resolves.toContain('550 5.1.1 <ra***@example.com>: Recipient address rejected');
    await stillFailed.getByRole('link', { name: 'See failed messages' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/messages?status=failed`);
    const failedLog = page.getByRole('table', { name: 'Messages: failed' });
    await failedLog.getByRole('row', { name: /Staff invite/ }).waitFor();
    expect(await failedLog.getByRole('row').count()).toBe(1 + 2);
    await expect(page.getByRole('link', { name: 'Failed' }).getAttribute('aria-current')).resolves.toBe('page');
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'messages-failed-390', { fullPage: true });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'All', exact: true }).click();
    const log = page.getByRole('table', { name: 'Messages' });
    await log
      .getByRole('row', { name: /^Booking confirmed/ })
      .filter({ hasText: 'Waiting to send' })
      .waitFor();
    // The two failures, the copy, and the hold's "finish paying" the booking queued: by mail, and by
    // WhatsApp since the guest chose it.
    expect(await log.getByRole('row').count()).toBe(1 + 5);
    await screenshot(page, 'messages-all-1280', { fullPage: true });
    await page.goto(`${app.baseUrl}/admin/booking/${booking.id}`);
    await page
      .getByRole('region', { name: 'Messages', exact: true })
      .getByRole('row', { name: /^Booking confirmed/ })
      .filter({ hasText: 'Waiting to send' })
      .waitFor();
    await screenshot(page.getByRole('region', { name: 'Messages', exact: true }), 'booking-messages-1280');

    // The desk's new booking asks the guest the same question.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.baseUrl}/admin/booking/new`);
    const guest = page.getByRole('region', { name: 'Guest' });
    const box = guest.getByRole('checkbox', { name: /^Send me updates on WhatsApp from / });
    await expect(box.isChecked()).resolves.toBe(false);
    await guest.getByText('Ask the guest, and tick only if they say yes. They can reply STOP any time.').waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(guest, 'desk-booking-whatsapp-390');
  });

  it('the guest ticks “Send me updates on WhatsApp” on the details form; the choice is kept with the booking', async () => {
    const room = await createRoom(app.services, { name: 'Lake View Room', rentPerDay: 2750 });
    const [checkIn, checkOut] = [daysFromToday(15), daysFromToday(17)];
    // A guest's phone: the narrowest the site is made for.
    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await seedBookingDraft(page, room.id, checkIn, checkOut);
    await page.goto(`${app.baseUrl}/user-details`);
    await waitForApp(page);
    const box = page.getByRole('checkbox', {
      name: `Send me updates on WhatsApp from ${(await app.services.hotelProfile.get()).name}`,
    });
    await expect(box.isChecked()).resolves.toBe(false);
    await page.getByLabel('Full name').fill('Kavya Menon');
    await page.getByLabel('Email').fill('kavya.menon@example.com');
    await page.getByLabel('Mobile number').fill('98450 12345');
    await box.check();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, 'user-details-whatsapp-360');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/payment$/);
    await page.getByRole('radio', { name: 'Pay at Hotel' }).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/booking\/[0-9a-f-]{36}$/);
    const bookingId = page.url().split('/').pop()!;
    const consent = await app.database.dataSource.getRepository(MessagingConsent).findOneByOrFail({ phone: '+919845012345' });
    expect(consent).toMatchObject({ whatsapp: true, source: 'booking_form', changedBy: 'guest', bookingId });
  });
});
