import { seedDemoBanquet } from '../src/db/seeds/demo-banquet';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { errorCodes, gql } from './support/graphql';
import { parseMail } from './support/mail';
import { outboxMails } from './support/payments';
import { TEST_ADMIN, useTestApp } from './support/test-app';

// The test app's clock reads Sat 21 Nov 2026, 10:00 in Kolkata.
const app = useTestApp();
let token: string;
let hall: { id: string; sessions: Array<{ id: string; name: string }> };
let menus: Array<{ id: string; name: string }>;

beforeAll(async () => {
  token = await app.adminToken();
  await seedDemoBanquet(app.database.dataSource, app.config.uploadsDir);
  const options = (await admin(`{ eventEnquiryOptions { halls { id sessions { id name } } menuPackages { id name } } }`)).data
    .eventEnquiryOptions;
  hall = options.halls[0];
  menus = options.menuPackages;
});

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(app, query, variables, { token });

const ERRORS = 'errors { field code message }';
const EVENT = `id reference status holdExpiresAt eventDate guaranteedPlates menuPackageId total payUrl cutOffDate
  price { taxablePaise gstPaise totalPaise lines { kind sac quantity unitPaise rateBp amountPaise } taxes { sac rateBp taxablePaise cgstPaise sgstPaise } }
  terms { advancePercent holdHours guaranteeCutoffDays hallGstBp cateringGstBp }
  paymentPlan { totalPaise paidPaise nextAmountPaise steps { label amountPaise } }
  hall { name } session { name } menuPackage { name } history { action detail }`;
const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { ${ERRORS} event { ${EVENT} } } }`;
const QUOTE = `mutation ($id: ID!, $input: QuoteEventInput!) { quoteEvent(id: $id, input: $input) { ${ERRORS} event { ${EVENT} } } }`;
const HOLD = `mutation ($id: ID!) { holdEvent(id: $id) { ${ERRORS} event { ${EVENT} } } }`;
const CONFIRM = `mutation ($id: ID!) { confirmEvent(id: $id) { ${ERRORS} event { status } } }`;
const LOSE = `mutation ($id: ID!, $reason: String!) { loseEvent(id: $id, reason: $reason) { ${ERRORS} event { status closingReason } } }`;
const DETAILS = `mutation ($id: ID!, $input: EventDetailsInput!) {
  updateEventDetails(id: $id, input: $input) { ${ERRORS} event { guaranteedPlates menuPackageId soundNotes } }
}`;
const EVENTS = `query ($status: [EventStatus!], $search: String, $from: String, $to: String, $first: Int, $after: String) {
  events(status: $status, search: $search, from: $from, to: $to, first: $first, after: $after) {
    total items { reference status } pageInfo { endCursor hasNextPage }
  }
}`;

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    hallId: hall.id,
    sessionId: hall.sessions.find((session) => session.name === 'Dinner')!.id,
    eventDate: '2027-02-14',
    occasion: 'Reception',
    expectedGuests: 150,
    menuPackageId: menus.find((menu) => menu.name === 'Classic Veg')!.id,
    hostName: 'Meera Kapoor',
    hostPhone: '+91 98111 22334',
    hostEmail: 'Meera.Kapoor@example.com',
    notes: 'Called on the phone',
    dietaryNotes: 'Jain food for 20 guests',
    ...overrides,
  };
}

async function createEvent(overrides: Record<string, unknown> = {}) {
  const answer = await admin(CREATE, { input: enquiry(overrides) });
  expect(answer.data.createEvent.errors).toEqual([]);
  return answer.data.createEvent.event;
}

const QUOTE_LINES = [
  { kind: 'HALL_RENT', description: 'Shagun Banquet Hall, Dinner', quantity: 1, unit: 40000 },
  { kind: 'CATERING', description: 'Classic Veg (per plate)', quantity: 150, unit: 650 },
  { kind: 'EXTRA', taxClass: 'HALL', description: 'Stage decoration', quantity: 1, unit: 15000 },
  { kind: 'DISCOUNT', taxClass: 'HALL', description: 'Loyal customer', quantity: 1, unit: 5000 },
];

const persisted = (id: string) => app.database.dataSource.getRepository(BanquetEvent).findOneByOrFail({ id });

describe('the owner’s event pipeline', () => {
  it('takes a phone enquiry, quotes it with GST per SAC, holds it with a mail, then confirms it', async () => {
    const created = await createEvent();
    expect(created).toMatchObject({
      status: 'NEW',
      hall: { name: 'Shagun Banquet Hall' },
      session: { name: 'Dinner' },
      menuPackage: { name: 'Classic Veg' },
      terms: { advancePercent: 25, holdHours: 72, guaranteeCutoffDays: 7, hallGstBp: 1800, cateringGstBp: 500 },
      cutOffDate: '2027-02-07',
    });
    // The estimate: ₹40,000 rent at 18% and 150 plates × ₹650 at 5%.
    expect(created.price.lines.map((line: { sac: string; amountPaise: number }) => [line.sac, line.amountPaise])).toEqual([
      ['997212', 40_000_00],
      ['996334', 97_500_00],
    ]);
    expect(created.history).toEqual([expect.objectContaining({ action: 'event_created' })]);

    const quoted = await admin(QUOTE, { id: created.id, input: { lines: QUOTE_LINES, guaranteedPlates: 140 } });
    expect(quoted.data.quoteEvent.errors).toEqual([]);
    const event = quoted.data.quoteEvent.event;
    expect(event.status).toBe('QUOTED');
    expect(event.guaranteedPlates).toBe(140);
    expect(event.price.taxes).toEqual([
      { sac: '997212', rateBp: 1800, taxablePaise: 50_000_00, cgstPaise: 4500_00, sgstPaise: 4500_00 },
      { sac: '996334', rateBp: 500, taxablePaise: 97_500_00, cgstPaise: 2437_50, sgstPaise: 2437_50 },
    ]);
    expect(event.price.totalPaise).toBe(161_375_00);
    expect(event.total).toBe(161_375);
    expect(event.paymentPlan.steps[0]).toEqual({ label: 'Advance', amountPaise: 40_344_00 });
    expect(await persisted(created.id)).toMatchObject({ status: 'quoted', totalPaise: 161_375_00, guaranteedPlates: 140 });

    const held = (await admin(HOLD, { id: created.id })).data.holdEvent;
    expect(held.errors).toEqual([]);
    expect(held.event.status).toBe('ON_HOLD');
    // 72 hours from Sat 21 Nov 2026, 10:00 IST.
    expect(held.event.holdExpiresAt).toBe('2026-11-24T04:30:00.000Z');
    const mail = (await outboxMails(app)).filter((raw) => raw.includes(created.reference)).map((raw) => parseMail(raw))[0];
    expect(mail.headers.get('to')).toBe('meera.kapoor@example.com');
    expect(mail.headers.get('subject')).toContain(created.reference);
    expect(mail.text).toContain(`${app.config.publicBaseUrl}/event/${created.reference}/pay`);
    expect(mail.text).toContain('24 Nov 2026, 10:00 AM');
    expect(mail.text).toContain('₹1,61,375');
    expect(mail.text).toContain('An advance of 25% of the total confirms the event.');
    expect(mail.text).toContain('If you cancel less than 30 days before the event, nothing is refunded.');
    expect(held.event.payUrl).toBe(`${app.config.publicBaseUrl}/event/${created.reference}/pay`);

    const confirmed = await admin(CONFIRM, { id: created.id });
    expect(confirmed.data.confirmEvent).toEqual({ errors: [], event: { status: 'CONFIRMED' } });
    const row = await persisted(created.id);
    expect(row).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    const actions = (await app.database.dataSource.getRepository(AuditEntry).find({ order: { at: 'ASC' } }))
      .filter((entry) => entry.detail.startsWith(created.reference))
      .map((entry) => entry.action);
    expect(actions).toEqual(['event_created', 'event_quoted', 'event_held', 'event_confirmed']);
  });

  it('refuses bad quote lines, naming each, and changes nothing', async () => {
    const created = await createEvent({ eventDate: '2027-03-01' });
    const answer = await admin(QUOTE, {
      id: created.id,
      input: {
        lines: [
          { kind: 'EXTRA', description: 'DJ', quantity: 1, unit: 8000 },
          { kind: 'CATERING', description: 'x'.repeat(121), quantity: 0, unit: 10.005, rateBp: 700 },
        ],
      },
    });
    expect(answer.data.quoteEvent.errors.map((error: { field: string }) => error.field)).toEqual([
      'lines.0.taxClass',
      'lines.1.description',
      'lines.1.quantity',
      'lines.1.unit',
      'lines.1.rateBp',
    ]);
    const tooBig = await admin(QUOTE, {
      id: created.id,
      input: {
        lines: [
          { kind: 'HALL_RENT', description: 'Hall', quantity: 1, unit: 1000 },
          { kind: 'DISCOUNT', taxClass: 'HALL', description: 'Too much', quantity: 1, unit: 2000 },
        ],
      },
    });
    expect(tooBig.data.quoteEvent.errors[0].code).toBe('EVENT_QUOTE_INVALID');
    const empty = await admin(QUOTE, { id: created.id, input: { lines: [] } });
    expect(empty.data.quoteEvent.errors[0].message).toBe('A quote needs at least one line.');
    expect(await persisted(created.id)).toMatchObject({ status: 'new', totalPaise: created.price.totalPaise });
  });

  it('keeps a slot for one hold at a time, and frees it when the hold lapses', async () => {
    const first = await createEvent({ eventDate: '2027-04-10' });
    const second = await createEvent({ eventDate: '2027-04-10', hostName: 'Rohan Das', hostEmail: 'rohan@example.com' });
    expect((await admin(HOLD, { id: first.id })).data.holdEvent.errors).toEqual([]);

    const refused = (await admin(HOLD, { id: second.id })).data.holdEvent;
    expect(refused.errors).toEqual([
      {
        field: 'eventDate',
        code: 'EVENT_SLOT_TAKEN',
        message: 'Sorry, Shagun Banquet Hall is already taken for Dinner on Sat, 10 Apr 2027.',
      },
    ]);
    expect((await persisted(second.id)).status).toBe('new');

    app.clock.advanceMinutes(72 * 60 + 1);
    // The admin's token has expired by then: sign in again.
    const fresh = (await app.services.adminAuth.login(TEST_ADMIN, '127.0.0.1')).token;
    const later = (await gql(app, HOLD, { id: second.id }, { token: fresh })).data.holdEvent;
    expect(later.errors).toEqual([]);
    expect(later.event.status).toBe('ON_HOLD');
    expect((await persisted(first.id)).status).toBe('quoted');
  });

  it('lets the guaranteed count only go up after the cut-off, and keeps the menu', async () => {
    // Thu 26 Nov 2026 is five days away: the cut-off (7 days before) has passed.
    const event = await createEvent({ eventDate: '2026-11-26' });
    const early = await createEvent({ eventDate: '2026-12-20', sessionId: hall.sessions[0].id });
    expect((await admin(DETAILS, { id: early.id, input: { guaranteedPlates: 120 } })).data.updateEventDetails.errors).toEqual([]);
    expect((await admin(DETAILS, { id: early.id, input: { guaranteedPlates: 110 } })).data.updateEventDetails.errors).toEqual([]);

    const set = await admin(DETAILS, { id: event.id, input: { guaranteedPlates: 150, soundNotes: 'DJ till 10 PM' } });
    expect(set.data.updateEventDetails).toEqual({
      errors: [],
      event: { guaranteedPlates: 150, menuPackageId: event.menuPackageId, soundNotes: 'DJ till 10 PM' },
    });
    const down = (await admin(DETAILS, { id: event.id, input: { guaranteedPlates: 140 } })).data.updateEventDetails;
    expect(down.errors).toEqual([
      {
        field: 'guaranteedPlates',
        code: 'EVENT_INVALID',
        message: 'The guaranteed count was fixed on Thu, 19 Nov 2026 (7 days before the event): it can go up from 150, not down.',
      },
    ]);
    const menu = (await admin(DETAILS, { id: event.id, input: { menuPackageId: menus[2].id } })).data.updateEventDetails;
    expect(menu.errors[0].message).toBe(
      'The menu was fixed on Thu, 19 Nov 2026 (7 days before the event) and cannot change now.',
    );
    const up = (await admin(DETAILS, { id: event.id, input: { guaranteedPlates: 170 } })).data.updateEventDetails;
    expect(up.event.guaranteedPlates).toBe(170);
    expect(await persisted(event.id)).toMatchObject({ guaranteedPlates: 170, menuPackageId: event.menuPackageId });
  });

  it('marks an enquiry lost with its reason, and then refuses to hold it', async () => {
    const event = await createEvent({ eventDate: '2027-05-02' });
    expect((await admin(LOSE, { id: event.id, reason: ' ' })).data.loseEvent.errors[0].field).toBe('reason');
    const lost = await admin(LOSE, { id: event.id, reason: 'Chose another venue' });
    expect(lost.data.loseEvent).toEqual({ errors: [], event: { status: 'LOST', closingReason: 'Chose another venue' } });
    const hold = (await admin(HOLD, { id: event.id })).data.holdEvent;
    expect(hold.errors[0]).toMatchObject({
      code: 'EVENT_STATUS_CONFLICT',
      message: 'This event is lost, so it cannot be put on hold.',
    });
  });

  it('lists, filters and searches events a page at a time', async () => {
    const event = await createEvent({ eventDate: '2027-06-06', hostName: 'Zoya Fernandes', hostPhone: '9822001122' });
    const byPhone = (await admin(EVENTS, { search: '98220 01122' })).data.events;
    expect(byPhone.items).toEqual([{ reference: event.reference, status: 'NEW' }]);
    const byName = (await admin(EVENTS, { search: 'zoya' })).data.events;
    expect(byName.total).toBe(1);
    const byReference = (await admin(EVENTS, { search: event.reference.toLowerCase() })).data.events;
    expect(byReference.total).toBe(1);
    const inJune = (await admin(EVENTS, { from: '2027-06-01', to: '2027-06-30', status: ['NEW'] })).data.events;
    expect(inJune.items.map((item: { reference: string }) => item.reference)).toEqual([event.reference]);
    const page = (await admin(EVENTS, { first: 2 })).data.events;
    expect(page.items).toHaveLength(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = (await admin(EVENTS, { first: 2, after: page.pageInfo.endCursor })).data.events;
    expect(next.items[0].reference).not.toBe(page.items[0].reference);
    expect(errorCodes(await admin(EVENTS, { from: '2027-13-01' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses every call without a signed-in admin', async () => {
    const event = await createEvent({ eventDate: '2027-07-07' });
    const anonymous = (query: string, variables: Record<string, unknown>) => gql(app, query, variables);
    expect(errorCodes(await anonymous(EVENTS, {}))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await anonymous(`query ($id: ID!) { event(id: $id) { id } }`, { id: event.id }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(errorCodes(await anonymous(HOLD, { id: event.id }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await anonymous(CREATE, { input: enquiry() }))).toEqual(['UNAUTHENTICATED']);
    expect((await persisted(event.id)).status).toBe('new');
  });
});
