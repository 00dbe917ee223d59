import { existsSync } from 'node:fs';
import path from 'node:path';
import { Room } from '../../src/modules/rooms/room.entity';
import { createRoom, quoteFor } from '../support/fixtures';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, useBrowser } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

// The test app's clock reads 2026-11-21 10:00 in Kolkata.
const TODAY = '2026-11-21';
const DESK = { adminId: null, label: 'Desk <desk@hotel.test>' };
const AADHAAR = { idType: 'aadhaar', idNumber: '1234 5678 9012', adults: 1, children: 0 };

describe('housekeeping on a phone', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('at 390 px: the housekeeper marks a dirty room clean with one tap; the rooms list says Occupied, not Available', async () => {
    const dirty = await createRoom(app.services, { name: '601' });
    const occupied = await createRoom(app.services, { name: '602' });
    await app.services.housekeeping.setRoomStatus({ roomId: dirty.id, status: 'dirty' }, DESK);
    const stay = await app.services.payments.payAtHotel({ quote: quoteFor(occupied.id, TODAY, '2026-11-23') });
    await app.services.stayDesk.checkIn(DESK, stay.id, AADHAAR);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, app, '/admin/housekeeping');
    const toClean = page.getByRole('region', { name: 'To clean' });
    await toClean.getByRole('heading', { name: 'Room 601' }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'housekeeping-390', { fullPage: true });

    await toClean.getByRole('button', { name: 'Mark Room 601 clean' }).click();
    await page.getByText('Room 601 is clean.').waitFor();
    await toClean.getByRole('heading', { name: 'Room 601' }).waitFor({ state: 'detached' });
    const others = page.getByRole('region', { name: 'Other rooms' });
    const card = others.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Room 601' }) });
    await card.getByText('Clean', { exact: true }).waitFor();
    const stored = await app.database.dataSource.getRepository(Room).findOneByOrFail({ id: dirty.id });
    expect(stored.housekeepingStatus).toBe('clean');
    expect(stored.housekeepingStatusBy).toContain('owner@hotel.test');
    await screenshot(page, 'housekeeping-390-cleaned', { fullPage: true });

    await page.goto(`${app.baseUrl}/admin/rooms`);
    const row = page.getByRole('row', { name: /602/ });
    await row.getByText('Occupied', { exact: true }).waitFor();
    await expect(row.textContent()).resolves.not.toContain('Available');
    await page.getByRole('row', { name: /601/ }).getByText('Vacant', { exact: true }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'rooms-list-occupied-390', { fullPage: true });
    await page.close();
  });
});
