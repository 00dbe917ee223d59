import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { BanquetTerms } from '../src/modules/banquet/banquet-terms.entity';
import { EventStatus } from '../src/modules/banquet/event-status';
import { OutboxMessage } from '../src/modules/messages/outbox-message.entity';
import { createTestHall, placeEvent, TestHall } from './support/banquet';
import { parseMail } from './support/mail';
import { gql } from './support/graphql';
import { outboxMails } from './support/payments';
import { useTestApp } from './support/test-app';

// The test clock starts on Sat 21 Nov 2026, 10:00 in Kolkata.
const app = useTestApp({ EVENT_ENQUIRY_RATE_LIMIT: '5/h' });
let addressCounter = 0;
const from = () => ({ headers: { 'x-forwarded-for': `198.51.100.${++addressCounter}` } });
const events = () => app.database.dataSource.getRepository(BanquetEvent);

const AVAILABILITY = `query A($hallId: ID!, $from: String!, $to: String!) {
  hallAvailability(hallId: $hallId, from: $from, to: $to) { date sessionId status }
}`;
const ESTIMATE = `query E($input: BanquetEstimateInput!) {
  banquetEstimate(input: $input) {
    lines { kind description sac quantity unitPaise rateBp amountPaise }
    taxes { sac rateBp taxablePaise cgstPaise sgstPaise } taxablePaise gstPaise totalPaise
  }
}`;
const REQUEST = `mutation R($input: RequestEventInput!) {
  requestEvent(input: $input) {
    errors { field code message }
    enquiry { reference status eventDate email estimate { totalPaise } }
  }
}`;

let hall: TestHall;
beforeEach(async () => {
  await events().createQueryBuilder().delete().execute();
  if (!hall) hall = await createTestHall(app.database.dataSource);
});

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    hallId: hall.hall.id,
    sessionId: hall.dinner.id,
    eventDate: '2026-12-12',
    occasion: 'Wedding reception',
    expectedGuests: 180,
    menuPackageId: hall.veg.id,
    name: 'Meera Sharma',
    phone: '+91 98765 43210',
    email: 'Meera.Sharma@example.com',
    notes: 'Stage for the couple, please.',
    dietaryNotes: 'Ten Jain plates',
    ...overrides,
  };
}

describe('public catalogue', () => {
  it('lists the open halls with their open sessions, the menus and the terms, to anyone', async () => {
    const reply = await gql(
      app,
      `{ halls { name seatedCapacity floatingCapacity sessions { name startsAt endsAt rent } }
         menuPackages { name diet pricePerPlate minPlates dishes }
         banquetTerms { advancePercent holdHours guaranteeCutoffDays hallGstBp cateringGstBp cancellationScale { minDaysBefore refundPercent } } }`,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data.halls).toEqual([
      expect.objectContaining({
        name: 'Shagun Banquet Hall',
        floatingCapacity: 400,
        sessions: [
          { name: 'Lunch', startsAt: '12:00', endsAt: '16:00', rent: 25000 },
          { name: 'Dinner', startsAt: '19:00', endsAt: '23:30', rent: 40000 },
        ],
      }),
    ]);
    expect(reply.data.menuPackages.map((m: { name: string }) => m.name)).toEqual(['Non-Veg Feast', 'Classic Veg']);
    expect(reply.data.banquetTerms).toMatchObject({ advancePercent: 25, holdHours: 72, hallGstBp: 1800, cateringGstBp: 500 });
  });
});

describe('eventEnquiryConfig', () => {
  it('gives anyone the occasions and the notes’ length that requestEvent takes, so a form offers no other', async () => {
    const reply = await gql(app, '{ eventEnquiryConfig { occasions notesMaxLength } }');
    expect(reply.errors).toBeUndefined();
    const { occasions, notesMaxLength } = reply.data.eventEnquiryConfig;
    expect(occasions).toEqual([
      'Wedding reception',
      'Engagement',
      'Mehendi or sangeet',
      'Birthday party',
      'Anniversary',
      'Religious function',
      'Corporate event',
      'Other',
    ]);
    expect(notesMaxLength).toBe(1000);

    const last = occasions[occasions.length - 1];
    const taken = await gql(app, REQUEST, { input: enquiry({ occasion: last, notes: 'n'.repeat(notesMaxLength) }) }, from());
    expect(taken.data.requestEvent.errors).toEqual([]);
    const refused = await gql(
      app,
      REQUEST,
      { input: enquiry({ eventDate: '2026-12-13', notes: 'n'.repeat(notesMaxLength + 1) }) },
      from(),
    );
    expect(refused.data.requestEvent.errors).toEqual([
      expect.objectContaining({ field: 'notes', message: `Notes can be at most ${notesMaxLength} characters.` }),
    ]);
  });
});

describe('hallAvailability', () => {
  it('answers free, on hold and booked per date and session; a lapsed hold is free before the periodic work runs', async () => {
    const dataSource = app.database.dataSource;
    const at = (eventDate: string, sessionId: string) => ({ hallId: hall.hall.id, sessionId, eventDate });
    await placeEvent(dataSource, at('2026-12-05', hall.dinner.id), EventStatus.CONFIRMED);
    await placeEvent(dataSource, at('2026-12-06', hall.lunch.id), EventStatus.ON_HOLD, new Date('2026-11-22T04:30:00Z'));
    await placeEvent(dataSource, at('2026-12-07', hall.lunch.id), EventStatus.ON_HOLD, new Date('2026-11-21T04:00:00Z'));
    await placeEvent(dataSource, at('2026-12-08', hall.dinner.id), EventStatus.NEW);
    await placeEvent(dataSource, at('2026-12-09', hall.dinner.id), EventStatus.CANCELLED);
    await placeEvent(dataSource, at('2026-11-21', hall.dinner.id), EventStatus.COMPLETED);

    const reply = await gql(app, AVAILABILITY, { hallId: hall.hall.id, from: '2026-11-21', to: '2026-12-10' });
    expect(reply.errors).toBeUndefined();
    const slots: { date: string; sessionId: string; status: string }[] = reply.data.hallAvailability;
    expect(slots).toHaveLength(20 * 2);
    const status = (date: string, sessionId: string) => slots.find((s) => s.date === date && s.sessionId === sessionId)?.status;
    expect(status('2026-12-05', hall.dinner.id)).toBe('BOOKED');
    expect(status('2026-12-05', hall.lunch.id)).toBe('FREE');
    expect(status('2026-12-06', hall.lunch.id)).toBe('ON_HOLD');
    expect(status('2026-12-07', hall.lunch.id)).toBe('FREE');
    expect(status('2026-12-08', hall.dinner.id)).toBe('FREE');
    expect(status('2026-12-09', hall.dinner.id)).toBe('FREE');
    expect(status('2026-11-21', hall.dinner.id)).toBe('BOOKED');

    // The live hold lapses as the clock passes its expiry.
    app.clock.advanceMinutes(24 * 60 + 1);
    const later = await gql(app, AVAILABILITY, { hallId: hall.hall.id, from: '2026-12-06', to: '2026-12-06' });
    expect(later.data.hallAvailability.find((s: { sessionId: string }) => s.sessionId === hall.lunch.id).status).toBe('FREE');
  });

  it.each([
    ['2026-11-20', '2026-11-30', 'Dates before today cannot be booked: start from today or later.'],
    ['2026-12-10', '2026-12-01', 'The last date cannot be before the first date.'],
    ['2026-12-01', '2027-02-01', 'Ask for at most 62 days at a time.'],
    ['2028-12-01', '2028-12-05', 'The hall takes enquiries up to two years ahead.'],
    ['1 Dec', '2026-12-05', 'Give the first date as YYYY-MM-DD.'],
  ])('refuses the range %s to %s with a clear message', async (first, last, message) => {
    const reply = await gql(app, AVAILABILITY, { hallId: hall.hall.id, from: first, to: last });
    expect(reply.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('accepts exactly 62 days', async () => {
    const reply = await gql(app, AVAILABILITY, { hallId: hall.hall.id, from: '2026-12-01', to: '2027-01-31' });
    expect(reply.data.hallAvailability).toHaveLength(62 * 2);
  });
});

describe('banquetEstimate', () => {
  it('is the rent plus the plates (at least the minimum) times the price, with GST per SAC at the configured rates', async () => {
    const input = { hallId: hall.hall.id, sessionId: hall.dinner.id, guests: 180, menuPackageId: hall.veg.id };
    const reply = await gql(app, ESTIMATE, { input });
    expect(reply.errors).toBeUndefined();
    const price = reply.data.banquetEstimate;
    expect(price.lines).toEqual([
      expect.objectContaining({ kind: 'HALL_RENT', sac: '997212', quantity: 1, unitPaise: 40_000_00, rateBp: 1800 }),
      expect.objectContaining({ kind: 'CATERING', sac: '996334', quantity: 180, unitPaise: 650_00, amountPaise: 1_17_000_00 }),
    ]);
    // 18% of ₹40,000 = ₹7,200; 5% of ₹1,17,000 = ₹5,850.
    expect(price.taxes).toEqual([
      { sac: '997212', rateBp: 1800, taxablePaise: 40_000_00, cgstPaise: 3600_00, sgstPaise: 3600_00 },
      { sac: '996334', rateBp: 500, taxablePaise: 1_17_000_00, cgstPaise: 2925_00, sgstPaise: 2925_00 },
    ]);
    expect(price.totalPaise).toBe(40_000_00 + 1_17_000_00 + 7200_00 + 5850_00);

    // Fewer guests than the minimum: the minimum is billed. Rates come from the terms; paise are rounded.
    await app.database.dataSource.getRepository(BanquetTerms).update({ id: 1 }, { hallGstBp: 1200, cateringGstBp: 1800 });
    try {
      const small = await gql(app, ESTIMATE, { input: { ...input, guests: 40, menuPackageId: hall.nonVeg.id } });
      const { lines, taxes, totalPaise } = small.data.banquetEstimate;
      expect(lines[1]).toMatchObject({ quantity: 100, unitPaise: 1150_33, amountPaise: 1_15_033_00 });
      // 18% of ₹1,15,033.00 = ₹20,705.94 → 10,352.97 each half; 12% of ₹40,000 = ₹4,800.
      expect(taxes).toEqual([
        { sac: '997212', rateBp: 1200, taxablePaise: 40_000_00, cgstPaise: 2400_00, sgstPaise: 2400_00 },
        { sac: '996334', rateBp: 1800, taxablePaise: 1_15_033_00, cgstPaise: 10_352_97, sgstPaise: 10_352_97 },
      ]);
      expect(totalPaise).toBe(40_000_00 + 1_15_033_00 + 4800_00 + 20_705_94);
    } finally {
      await app.database.dataSource.getRepository(BanquetTerms).update({ id: 1 }, { hallGstBp: 1800, cateringGstBp: 500 });
    }
  });

  it('is the hall rent alone without a menu, and refuses more guests than the hall holds', async () => {
    const alone = await gql(app, ESTIMATE, { input: { hallId: hall.hall.id, sessionId: hall.lunch.id, guests: 50 } });
    expect(alone.data.banquetEstimate).toMatchObject({ taxablePaise: 25_000_00, totalPaise: 29_500_00 });
    const many = await gql(app, ESTIMATE, { input: { hallId: hall.hall.id, sessionId: hall.lunch.id, guests: 401 } });
    expect(many.errors?.[0].message).toBe('Shagun Banquet Hall holds at most 400 guests (250 seated).');
  });
});

describe('requestEvent', () => {
  it('writes a new enquiry with the terms it was shown, and mails the family and the hotel', async () => {
    const reply = await gql(app, REQUEST, { input: enquiry() }, from());
    expect(reply.data.requestEvent.errors).toEqual([]);
    const { reference, status, email, estimate } = reply.data.requestEvent.enquiry;
    expect(reference).toMatch(/^EV[2-9A-Z]{8}$/);
    expect({ status, email }).toEqual({ status: 'NEW', email: 'meera.sharma@example.com' });

    const stored = await events().findOneByOrFail({ reference });
    expect(stored).toMatchObject({
      status: EventStatus.NEW,
      eventDate: '2026-12-12',
      hostPhone: '+919876543210',
      expectedGuests: 180,
      dietaryNotes: 'Ten Jain plates',
      totalPaise: estimate.totalPaise,
    });
    expect(stored.terms).toMatchObject({ advancePercent: 25, holdHours: 72 });
    expect(stored.lines).toHaveLength(2);

    const mails = (await outboxMails(app)).filter((raw) => raw.includes(reference)).map((raw) => parseMail(raw));
    const toFamily = mails.find((mail) => mail.headers.get('to')?.includes('meera.sharma@example.com'));
    const toHotel = mails.find((mail) => mail.headers.get('to')?.includes('reservations@anandresidency.example'));
    expect(toFamily?.headers.get('subject')).toContain(reference);
    expect(toFamily?.text).toContain('advance of 25%');
    expect(toFamily?.text).toContain('Cancelled 90 days or more before the event: 90% of the money paid is refunded.');
    expect(toFamily?.text).toContain('Estimated total: ₹');
    expect(toHotel?.text).toContain('9876543210');
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const reply = await gql(
      app,
      REQUEST,
      {
        input: enquiry({
          eventDate: '2026-11-21',
          occasion: 'Rave',
          expectedGuests: 500,
          name: '',
          phone: '12345',
          email: 'meera@',
          notes: 'x'.repeat(1001),
        }),
      },
      from(),
    );
    const errors: { field: string; message: string }[] = reply.data.requestEvent.errors;
    expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual({
      expectedGuests: 'Shagun Banquet Hall holds at most 400 guests (250 seated).',
      eventDate: 'Choose a date from Sun, 22 Nov 2026 on: we need a day to prepare.',
      occasion: 'Choose the occasion (or Other, and tell us in the notes).',
      name: 'Name, Email and Phone are required',
      email: 'Please enter a valid email address',
      phone: 'Phone number must start with 6-9 and be exactly 10 digits',
      notes: 'Notes can be at most 1000 characters.',
    });
    expect(await events().count()).toBe(0);
  });

  it('refuses a session on hold or booked in plain words, writing nothing', async () => {
    const at = { hallId: hall.hall.id, sessionId: hall.dinner.id, eventDate: '2026-12-12' };
    await placeEvent(app.database.dataSource, at, EventStatus.ON_HOLD, new Date('2026-11-23T00:00:00Z'));
    const reply = await gql(app, REQUEST, { input: enquiry() }, from());
    expect(reply.data.requestEvent.errors).toEqual([
      {
        field: 'eventDate',
        code: 'EVENT_SLOT_TAKEN',
        message: 'Sorry, Dinner on Sat, 12 Dec 2026 is on hold for another family.',
      },
    ]);
    expect(await events().count()).toBe(1);
  });

  it('limits enquiries per address (an admin is exempt) and open enquiries per email and date', async () => {
    const address = from();
    for (let i = 0; i < 3; i += 1) {
      const ok = await gql(app, REQUEST, { input: enquiry({ sessionId: i % 2 ? hall.lunch.id : hall.dinner.id }) }, address);
      expect(ok.data.requestEvent.errors).toEqual([]);
    }
    const fourth = await gql(app, REQUEST, { input: enquiry() }, address);
    expect(fourth.data.requestEvent.errors[0]).toMatchObject({ field: 'email', code: 'EVENT_ENQUIRY_RATE_LIMITED' });
    expect(fourth.data.requestEvent.errors[0].message).toContain('You already have 3 enquiries for Sat, 12 Dec 2026.');
    // Other families (their own email and phone: those are limited too, see below).
    await gql(app, REQUEST, { input: enquiry({ email: 'someone@example.com', phone: '9812300000' }) }, address);
    const sixth = await gql(app, REQUEST, { input: enquiry({ email: 'else@example.com', phone: '9812300001' }) }, address);
    // Fixed hourly windows: the clock is at 10:00 IST (04:30 UTC), so this one ends in 30 minutes.
    expect(sixth.data.requestEvent.errors).toEqual([
      {
        field: null,
        code: 'EVENT_ENQUIRY_RATE_LIMITED',
        message: 'Too many enquiries from your network. Please try again in 30 minutes, or call us on +91 581 251 0100.',
      },
    ]);
    expect(await events().count()).toBe(4);
    const token = await app.adminToken();
    const byAdmin = await gql(app, REQUEST, { input: enquiry({ email: 'desk@example.com' }) }, { ...address, token });
    expect(byAdmin.data.requestEvent.errors).toEqual([]);
  });

  it('limits enquiries per email and per phone from many addresses, so no family’s inbox can be flooded', async () => {
    const dates = ['2026-12-20', '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-26'];
    const flood = (eventDate: string, contact: Record<string, string>) =>
      gql(app, REQUEST, { input: enquiry({ eventDate, ...contact }) }, from());
    for (const eventDate of dates.slice(0, 5)) {
      const ok = await flood(eventDate, { email: 'inbox@example.com', phone: `98100${dates.indexOf(eventDate)}0000` });
      expect(ok.data.requestEvent.errors).toEqual([]);
    }
    const sixth = await flood(dates[5], { email: 'INBOX@example.com', phone: '9810090000' });
    expect(sixth.data.requestEvent.errors).toEqual([
      {
        field: 'email',
        code: 'EVENT_ENQUIRY_RATE_LIMITED',
        message:
          'Too many enquiries for this email address or phone number. Please try again in 30 minutes, or call us on +91 581 251 0100.',
      },
    ]);
    for (const eventDate of dates.slice(0, 5))
      await flood(eventDate, { email: `other${eventDate}@example.com`, phone: '9820000000' });
    const byPhone = await flood(dates[5], { email: 'fresh@example.com', phone: '+91 98200 00000' });
    expect(byPhone.data.requestEvent.errors[0]).toMatchObject({ code: 'EVENT_ENQUIRY_RATE_LIMITED' });
    expect(await events().countBy({ hostEmail: 'inbox@example.com' })).toBe(5);
  });

  it('queues the family’s receipt and the hotel’s alert with the enquiry, once each', async () => {
    const family = { eventDate: '2026-12-19', email: 'Kavya.Rao@example.com', phone: '9812300099' };
    const reply = await gql(app, REQUEST, { input: enquiry(family) }, from());
    const { reference } = reply.data.requestEvent.enquiry;
    const event = await events().findOneByOrFail({ reference });
    const queued = await app.database.dataSource
      .getRepository(OutboxMessage)
      .find({ where: { eventId: event.id }, order: { kind: 'ASC' } });
    expect(queued.map(({ idempotencyKey, recipient }) => ({ idempotencyKey, recipient }))).toEqual([
      { idempotencyKey: `enquiry_received:email:${event.id}`, recipient: 'kavya.rao@example.com' },
      { idempotencyKey: `owner_new_enquiry:email:${event.id}`, recipient: 'reservations@anandresidency.example' },
    ]);
  });
});
