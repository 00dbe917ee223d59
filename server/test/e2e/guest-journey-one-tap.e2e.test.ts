import path from 'node:path';
import { Page } from 'playwright-core';
import { Booking } from '../../src/modules/bookings/booking.entity';
import { daysFromToday, screenshot, useBrowser, waitForApp } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { createRoom } from '../support/fixtures';
import { parseMail } from '../support/mail';
import { outboxMails } from '../support/payments';
import { startTestApp, TestApp } from '../support/test-app';

const CLIENT_DIST = path.resolve(__dirname, '..', '..', '..', 'client', 'dist');

/** The indicator's steps as it shows them, and the current one. */
async function journeySteps(page: Page, name = 'Booking steps'): Promise<{ steps: string[]; current: string | null }> {
  const nav = page.getByRole('navigation', { name });
  await nav.waitFor();
  return {
    steps: await nav.locator('li .booking-steps__label').allTextContents(),
    current: await nav.locator('li[aria-current="step"] .booking-steps__label').textContent(),
  };
}

/**
 * A guest on a phone books one room from the landing page with the card's Book button, one
 * indicator (Room → Details → Payment → Done) from the rooms page to the booking, and the taps
 * counted (README: "Booking one room from the landing").
 */
describe('one room from the landing on a phone, one tap on the card', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    app.clock.current = new Date();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('books one room in 12 taps at 360 px: Book on its card, the guest, pay at the hotel', async () => {
    const room = await createRoom(app.services, { name: 'One Tap Double', type: 'Double', rentPerDay: 2500, maxCount: 2 });
    await createRoom(app.services, { name: 'One Tap Family', type: 'Family', rentPerDay: 3900, maxCount: 4 });
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    let taps = 0;
    /** One tap of the guest's finger: a button, a link, a field to type or pick in. */
    const tap = async (action: Promise<unknown>) => {
      taps += 1;
      await action;
    };

    await page.goto(`${app.baseUrl}/`);
    await waitForApp(page);
    await tap(page.getByRole('link', { name: 'Book Now' }).first().click());
    const wizard = page.locator('#booking');
    await tap(wizard.getByLabel('Check In').fill(daysFromToday(30)));
    await tap(wizard.getByLabel('Check Out').fill(daysFromToday(32)));
    await tap(wizard.getByRole('button', { name: 'Next' }).click());
    await tap(wizard.getByRole('button', { name: 'Check Rooms & Rates' }).click());

    await page.waitForURL(/\/check-rooms-and-rates\?checkIn=/);
    const card = page.getByRole('article', { name: room.name });
    await card.waitFor();
    await waitForApp(page);
    await expect(journeySteps(page)).resolves.toEqual({ steps: ['Room', 'Details', 'Payment', 'Done'], current: 'Room' });
    // Compact: a card is well under a 740 px screen, and no bar covers the cards.
    expect((await card.boundingBox())?.height).toBeLessThan(560);
    await expect(page.locator('.room-selection').count()).resolves.toBe(0);
    await screenshot(page, 'one-tap-rooms-360', { fullPage: true });
    await tap(card.getByRole('button', { name: `Book ${room.name}` }).click());

    await page.waitForURL(/\/user-details$/);
    // The URL changes first; the details page follows once its chunk is in (wait for what it shows).
    await page.getByLabel('Full name').waitFor();
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('bookingDraft') ?? 'null'));
    expect(draft).toMatchObject({ roomId: room.id, room: 1, chosenRooms: [] });
    await expect(journeySteps(page)).resolves.toMatchObject({ current: 'Details' });
    await tap(page.getByLabel('Full name').fill('Meera Iyer'));
    await tap(page.getByLabel('Email').fill('meera@example.com'));
    await tap(page.getByLabel('Mobile number').fill('98765 43210'));
    await tap(page.getByRole('button', { name: 'Continue to Payment' }).click());

    await page.waitForURL(/\/payment$/);
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await expect(journeySteps(page)).resolves.toEqual({ steps: ['Room', 'Details', 'Payment', 'Done'], current: 'Payment' });
    await screenshot(page, 'one-tap-payment-360');
    await tap(page.getByRole('radio', { name: 'Pay at Hotel' }).check());
    await tap(page.getByRole('button', { name: 'Confirm booking' }).click());

    await page.waitForURL(/\/booking\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Booking details' }).waitFor();
    await expect(journeySteps(page)).resolves.toMatchObject({ current: 'Done' });
    await screenshot(page, 'one-tap-booking-360');
    expect(taps).toBe(12);
    const bookingId = new URL(page.url()).pathname.split('/').pop()!;
    const booking = await app.database.dataSource
      .getRepository(Booking)
      .findOneOrFail({ where: { id: bookingId }, relations: { lines: true } });
    expect(booking).toMatchObject({ status: 'confirmed', paymentMethod: 'cod', totalPaise: 500_000 });
    expect(booking.lines.map((line) => line.roomId)).toEqual([room.id]);

    // The same pages on a wide screen, for people to look at.
    const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await wide.goto(`${app.baseUrl}/check-rooms-and-rates?checkIn=${daysFromToday(50)}&checkOut=${daysFromToday(52)}`);
    await wide.getByRole('button', { name: `Book ${room.name}` }).waitFor();
    await waitForApp(wide);
    await screenshot(wide, 'one-tap-rooms-1280', { fullPage: true });
    await wide.goto(`${app.baseUrl}/booking/${bookingId}`);
    await wide.getByRole('heading', { level: 1, name: 'Booking details' }).waitFor();
    await waitForApp(wide);
    await expect(journeySteps(wide)).resolves.toMatchObject({ current: 'Done' });
    await screenshot(wide, 'one-tap-booking-1280');
  });

  it('refuses a 365-night stay at the date step and explains a type too small for the party, with what fits', async () => {
    await createRoom(app.services, { name: 'Small Standard', type: 'Standard', rentPerDay: 1800, maxCount: 2 });
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${app.baseUrl}/#booking`);
    await waitForApp(page);
    const wizard = page.locator('#booking');
    await wizard.getByLabel('Check In').fill(daysFromToday(10));
    await wizard.getByLabel('Check Out').fill(daysFromToday(375));
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('A stay can be at most 30 nights').waitFor();
    await screenshot(page, 'wizard-stay-too-long-360');
    await wizard.getByLabel('Check Out').fill(daysFromToday(12));
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Adults', { exact: true }).fill('3');
    const typeMenu = wizard.getByLabel('Room type');
    await typeMenu.locator('option', { hasText: /^Standard — from/ }).waitFor({ state: 'attached' });
    await typeMenu.selectOption('STANDARD');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Standard sleeps 2 — add a room or choose Family').waitFor();
    await expect(page.getByText(/no rooms available/).count()).resolves.toBe(0);
    await screenshot(page, 'wizard-type-too-small-360');
  });

  it('books a room entirely in Hindi at 360 px: the switch on the landing, the card, the guest, pays online, and the mail in Hindi', async () => {
    const room = await createRoom(app.services, { name: 'Hindi Tulsi Double', type: 'Double', rentPerDay: 2500, maxCount: 2 });
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const axe = async (step: string) =>
      expect({ step, violations: await seriousViolations(page) }).toEqual({ step, violations: [] });

    await page.goto(`${app.baseUrl}/`);
    await waitForApp(page);
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${app.baseUrl}/hi`);
    await waitForApp(page);
    await page.getByRole('link', { name: 'अभी बुक करें' }).first().click();
    const wizard = page.locator('#booking');
    await wizard.getByLabel('चेक-इन').fill(daysFromToday(36));
    await wizard.getByLabel('चेक-आउट').fill(daysFromToday(38));
    await wizard.getByRole('button', { name: 'आगे बढ़ें' }).click();
    await wizard.getByRole('button', { name: 'कमरे और रेट देखें' }).click();

    await page.waitForURL(/\/hi\/check-rooms-and-rates\?checkIn=/);
    const card = page.getByRole('article', { name: room.name });
    await card.waitFor();
    await waitForApp(page);
    await expect(journeySteps(page, 'बुकिंग के चरण')).resolves.toEqual({
      steps: ['कमरा', 'आपकी जानकारी', 'भुगतान', 'पूरा'],
      current: 'कमरा',
    });
    await axe('rooms');
    await card.getByRole('button', { name: `बुक करें (${room.name})` }).click();

    await page.waitForURL(/\/hi\/user-details$/);
    await page.getByLabel('पूरा नाम').waitFor();
    await page.getByLabel('पूरा नाम').fill('सुनीता वर्मा');
    await page.getByLabel('ईमेल').fill('sunita.hindi@example.com');
    await page.getByLabel('मोबाइल नंबर').fill('98765 43211');
    await axe('details');
    await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();

    await page.waitForURL(/\/hi\/payment$/);
    await page.getByRole('heading', { level: 1, name: 'भुगतान' }).waitFor();
    await screenshot(page, 'hindi-journey-payment-360', { fullPage: true });
    await axe('payment');
    await page.getByRole('radio', { name: 'UPI से भुगतान' }).check();
    await page.getByRole('button', { name: '₹5,000 का भुगतान करें' }).click();
    // The provider's own checkout (simulated): its words are the provider's.
    const checkout = page.getByRole('dialog');
    await checkout.waitFor();
    await checkout.getByRole('button', { name: 'Pay ₹5,000' }).click();
    await page.getByText('भुगतान हो गया! आपको बुकिंग की जानकारी पर ले जा रहे हैं...').waitFor();

    await page.waitForURL(/\/hi\/booking\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'बुकिंग की जानकारी' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await screenshot(page, 'hindi-journey-booking-360', { fullPage: true });
    await axe('booking');
    const bookingId = new URL(page.url()).pathname.split('/').pop()!;
    const booking = await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: bookingId });
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', totalPaise: 500_000, language: 'hi' });

    // The confirmation mail, in Hindi, with the same amounts and a link to the Hindi booking page.
    const mails = (await outboxMails(app)).filter((raw) => raw.includes(booking.bookCode)).map((raw) => parseMail(raw));
    const confirmation = mails.find((mail) => mail.headers.get('subject')?.startsWith('बुकिंग कन्फ़र्म'));
    expect(confirmation?.headers.get('subject')).toBe(
      `बुकिंग कन्फ़र्म — ${booking.bookCode} — ${(await app.services.hotelProfile.get()).name}`,
    );
    expect(confirmation?.text).toContain('नमस्ते सुनीता वर्मा,');
    expect(confirmation?.text).toContain('₹5,000');
    expect(confirmation?.text).toContain('ऑनलाइन भुगतान हो गया');
    expect(confirmation?.text).toContain(`/hi/booking/${booking.id}`);
    expect(confirmation?.html).toContain('<html lang="hi">');
    expect(mails.filter((mail) => mail.headers.get('subject')?.startsWith('Booking confirmed'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
