import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { estimateLines, priceEvent } from '../src/modules/banquet/event-price';
import { MenuDiet } from '../src/modules/banquet/menu-package.entity';
import {
  Payment,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
} from '../src/modules/billing/payments/payment.entity';
import { SYSTEM_ACTOR } from '../src/shared/actor';
import { keepPdf, pdfText } from './support/document-pdfs';
import { errorCodes, gql } from './support/graphql';
import { useTestApp } from './support/test-app';

// The test app's clock reads 2026-11-21 10:00 in Kolkata; the reception is on Sat 23 Jan 2027.
const app = useTestApp();
let token: string;
let event: BanquetEvent;

const SHEET = `query ($id: ID!) { functionSheet(eventId: $id) {
  reference status statusText eventDate dateText hallName sessionName startsAt endsAt timingText occasion
  hostName hostPhone hostEmail expectedGuests guaranteedPlates guaranteeCutoffDate
  menu { name diet dietText dishes } dietaryNotes setupNotes decorationNotes soundNotes soundRule customerNotes
  totalPaise receivedPaise balancePaise balance payments { label amountPaise dueDate paid overdue } preparedOn
} }`;

/** Hall rent ₹40,000 + 18% and 200 plates at ₹950 + 5%: ₹47,200 + ₹1,99,500 = ₹2,46,700. */
beforeAll(async () => {
  token = await app.adminToken();
  const { banquetSetup, banquetCatalogue, eventLifecycle } = app.services;
  const hall = await banquetSetup.saveHall(
    { name: 'Shagun Banquet Hall', seatedCapacity: 250, floatingCapacity: 400 },
    SYSTEM_ACTOR,
  );
  const session = await banquetSetup.saveHallSession(
    { hallId: hall.id, name: 'Dinner', startsAt: '19:00', endsAt: '23:30', rent: 40000 },
    SYSTEM_ACTOR,
  );
  const menu = await banquetSetup.saveMenuPackage(
    {
      name: 'Royal Veg',
      diet: MenuDiet.VEG,
      pricePerPlate: 950,
      minPlates: 100,
      dishes: ['Paneer tikka', 'Dal makhani', 'Live jalebi with rabri'],
    },
    SYSTEM_ACTOR,
  );
  const terms = await banquetCatalogue.termsSnapshot();
  const lines = estimateLines({
    hallName: hall.name,
    sessionName: session.name,
    rentPaise: session.rentPaise,
    hallGstBp: terms.hallGstBp,
    menu,
    guests: 200,
    cateringGstBp: terms.cateringGstBp,
  });
  expect(priceEvent(lines).totalPaise).toBe(2_46_700_00);
  event = await app.database.dataSource.transaction(async (manager) => {
    const created = await eventLifecycle.create(manager, {
      hallId: hall.id,
      sessionId: session.id,
      eventDate: '2027-01-23',
      occasion: 'Wedding reception',
      expectedGuests: 200,
      menuPackageId: menu.id,
      hostName: 'Asha Verma',
      hostPhone: '9876543210',
      hostEmail: 'asha.verma@example.com',
      notes: 'Elderly guests; please keep a ramp.',
      dietaryNotes: '30 Jain plates: no onion or garlic',
      lines,
      terms,
    });
    const locked = await eventLifecycle.lock(manager, created.id);
    await eventLifecycle.editDetails(manager, locked, {
      guaranteedPlates: 220,
      setupNotes: 'Round tables of 10, stage on the east wall, two buffet counters',
      decorationNotes: 'Marigold and white roses; the family brings the backdrop',
      soundNotes: 'DJ from 19:30; two cordless microphones',
    });
    return locked;
  });
  // The advance, ₹61,675 (25%), taken in cash at the desk.
  await app.database.dataSource.getRepository(Payment).save({
    eventId: event.id,
    bookCode: event.reference,
    provider: PaymentProviderName.HOTEL,
    method: PaymentMethod.CASH,
    status: PaymentAttemptStatus.PAID,
    amountPaise: 61_675_00,
    paidAt: new Date('2026-11-21T05:00:00Z'),
  });
});

describe('the function sheet', () => {
  it('lists everything the kitchen and staff need, and the money received and due', async () => {
    const answer = await gql(app, SHEET, { id: event.id }, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.functionSheet).toEqual({
      reference: event.reference,
      status: 'NEW',
      statusText: 'a new enquiry',
      eventDate: '2027-01-23',
      dateText: 'Sat, 23 Jan 2027',
      hallName: 'Shagun Banquet Hall',
      sessionName: 'Dinner',
      startsAt: '19:00',
      endsAt: '23:30',
      timingText: '19:00–23:30',
      occasion: 'Wedding reception',
      hostName: 'Asha Verma',
      hostPhone: '9876543210',
      hostEmail: 'asha.verma@example.com',
      expectedGuests: 200,
      guaranteedPlates: 220,
      guaranteeCutoffDate: '2027-01-16',
      menu: {
        name: 'Royal Veg',
        diet: 'VEG',
        dietText: 'Veg',
        dishes: ['Paneer tikka', 'Dal makhani', 'Live jalebi with rabri'],
      },
      dietaryNotes: '30 Jain plates: no onion or garlic',
      setupNotes: 'Round tables of 10, stage on the east wall, two buffet counters',
      decorationNotes: 'Marigold and white roses; the family brings the backdrop',
      soundNotes: 'DJ from 19:30; two cordless microphones',
      soundRule: 'Amplified sound must stop at 10 PM (noise rules)',
      customerNotes: 'Elderly guests; please keep a ramp.',
      totalPaise: 2_46_700_00,
      receivedPaise: 61_675_00,
      balancePaise: 1_85_025_00,
      balance: 185025,
      payments: [
        { label: 'Advance', amountPaise: 61_675_00, dueDate: null, paid: true, overdue: false },
        { label: 'Second payment', amountPaise: 1_23_350_00, dueDate: '2026-12-24', paid: false, overdue: false },
        { label: 'Balance before the event', amountPaise: 61_675_00, dueDate: '2027-01-16', paid: false, overdue: false },
      ],
      preparedOn: '2026-11-21',
    });
  });

  it('is for admins only, and null for an unknown event', async () => {
    expect(errorCodes(await gql(app, SHEET, { id: event.id }))).toEqual(['UNAUTHENTICATED']);
    const unknown = await gql(app, SHEET, { id: '00000000-0000-4000-8000-000000000000' }, { token });
    expect(unknown.data.functionSheet).toBeNull();
  });

  it('prints the same as an A4 PDF for admins only', async () => {
    const url = `${app.baseUrl}/api/admin/events/${event.id}/function-sheet.pdf`;
    expect((await fetch(url)).status).toBe(401);
    expect(
      (
        await fetch(`${app.baseUrl}/api/admin/events/not-an-id/function-sheet.pdf`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(404);

    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toContain(`function-sheet-${event.reference}.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer());
    keepPdf('function-sheet', pdf);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const expected of [
      'Function sheet',
      `Event ${event.reference}`,
      'Date: Sat, 23 Jan 2027',
      'Hall: Shagun Banquet Hall',
      'Session: Dinner, 19:00–23:30',
      'Occasion: Wedding reception',
      'Host: Asha Verma',
      'Phone: 9876543210',
      'Guaranteed covers: 220',
      'Expected covers: 200',
      'Count freezes on: Sat, 16 Jan 2027',
      'Royal Veg (Veg)',
      'Paneer tikka',
      'Live jalebi with rabri',
      '30 Jain plates: no onion or garlic',
      'Round tables of 10, stage on the east wall, two buffet counters',
      'Marigold and white roses; the family brings the backdrop',
      'DJ from 19:30; two cordless microphones',
      'Amplified sound must stop at 10 PM (noise rules)',
      'Elderly guests; please keep a ramp.',
      'Total (GST included): ₹2,46,700',
      'Payments received: ₹61,675',
      'Balance due: ₹1,85,025',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdfText(pdf, true)).toMatch(/Second payment\s+Thu, 24 Dec 2026\s+₹1,23,350\s+Due/);
  });
});
