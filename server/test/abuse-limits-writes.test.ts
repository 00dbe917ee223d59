import { Booking } from '../src/modules/bookings/booking.entity';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { Guest } from '../src/modules/guests/guest.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

/**
 * Every anonymous write is limited per client address and per target (issue 26), and each
 * GraphQL field call counts on its own: aliases in one request do not multiply a limit.
 */
const app = useTestApp({ CONTACT_RATE_LIMIT: '5/h', GUEST_DETAILS_RATE_LIMIT: '4/h' });

let addressCounter = 0;
/** Each test speaks from addresses of its own, so that the limits of one do not reach another. */
const newAddress = () => `203.0.113.${++addressCounter}`;
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const count = (entity: typeof ContactMessage | typeof Guest) => app.database.dataSource.getRepository(entity).count();

/** One mutation with `times` aliased calls of `field`, the n-th given `input(n)`. */
function aliased(field: string, inputType: string, times: number, selection: string) {
  const variables = Array.from({ length: times }, (_, n) => `$i${n}: ${inputType}!`).join(', ');
  const calls = Array.from({ length: times }, (_, n) => `m${n}: ${field}(input: $i${n}) { ${selection} }`).join('\n');
  return `mutation Flood(${variables}) {\n${calls}\n}`;
}

describe('contact messages (CONTACT_RATE_LIMIT 5/h)', () => {
  const message = (n: number) => ({
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    subject: 'The hall',
    message: 'Is the hall free?',
  });

  it('15 aliased sendContactMessage in one request: the first 5 are stored, the other 10 refused as rate limited', async () => {
    const before = await count(ContactMessage);
    const flood = aliased('sendContactMessage', 'ContactMessageInput', 15, 'errors { code message } contactMessage { id }');
    const variables = Object.fromEntries(Array.from({ length: 15 }, (_, n) => [`i${n}`, message(n)]));
    const reply = await gql(app, flood, variables, from(newAddress()));
    expect(reply.errors).toBeUndefined();
    const answers = Array.from({ length: 15 }, (_, n) => reply.data[`m${n}`]);
    expect(answers.slice(0, 5).every((answer) => answer.errors.length === 0 && answer.contactMessage)).toBe(true);
    for (const refused of answers.slice(5)) {
      expect(refused.contactMessage).toBeNull();
      expect(refused.errors).toEqual([
        {
          code: 'CONTACT_RATE_LIMITED',
          message: 'Too many messages from your network. Please try again in 30 minutes, or call us on +91 91234 56789.',
        },
      ]);
    }
    expect(await count(ContactMessage)).toBe(before + 5);
  });

  it('limits one email from many addresses; REST (JSON or a form post) answers 429 and stores nothing', async () => {
    for (let i = 0; i < 5; i += 1) {
      const sent = await call(app, 'POST', '/api/contact', { json: message(99), ...from(newAddress()) });
      expect(sent.status).toBe(201);
    }
    const before = await count(ContactMessage);
    const json = await call(app, 'POST', '/api/contact', { json: message(99), ...from(newAddress()) });
    expect(json.status).toBe(429);
    expect(json.body).toMatchObject({ success: false, code: 'CONTACT_RATE_LIMITED', field: 'email' });
    const form = await call(app, 'POST', '/api/contact', {
      urlencoded: { firstName: 'Sender', email: 'SENDER99@example.com', message: 'Hello' },
      ...from(newAddress()),
    });
    expect(form.status).toBe(429);
    expect(await count(ContactMessage)).toBe(before);
  });
});

describe('the guest details form (GUEST_DETAILS_RATE_LIMIT 4/h)', () => {
  const UPSERT = `mutation ($input: GuestInput!) { upsertGuest(input: $input) { errors { code } guest { id } } }`;
  const details = (n: number) => ({
    name: `Guest ${n}`,
    email: `guest${n}@example.com`,
    phone: `98${String(n).padStart(8, '0')}`,
  });

  it('15 aliased upsertGuest in one request: 4 answered, 11 refused as rate limited', async () => {
    const flood = aliased('upsertGuest', 'GuestInput', 15, 'errors { code } guest { id }');
    const variables = Object.fromEntries(Array.from({ length: 15 }, (_, n) => [`i${n}`, details(n)]));
    const reply = await gql(app, flood, variables, from(newAddress()));
    const codes = Array.from({ length: 15 }, (_, n) => reply.data[`m${n}`].errors[0]?.code ?? 'answered');
    expect(codes).toEqual([...Array(4).fill('answered'), ...Array(11).fill('GUEST_DETAILS_RATE_LIMITED')]);
    const rest = await call(app, 'POST', '/api/users/add_reservation', { json: details(20), ...from(newAddress()) });
    expect(rest.status).toBe(200);
  });

  it('a stranger who sends a guest’s email first binds nothing: the guest’s booking keeps the guest’s own phone and address', async () => {
    const victim = { name: 'Amrita Rao', email: 'amrita.rao@example.com', phone: '9811122233' };
    const stranger = {
      name: 'Not Amrita',
      email: 'Amrita.Rao@example.com',
      phone: '7000000001',
      address: { street: '1 Other Lane', city: 'Pune' },
    };
    const guestsBefore = await count(Guest);
    const byGraphql = await gql(app, UPSERT, { input: stranger }, from(newAddress()));
    const byRest = await call(app, 'POST', '/api/users/add_reservation', { json: stranger, ...from(newAddress()) });
    expect(byGraphql.data.upsertGuest.errors).toEqual([]);
    expect(byRest.body).toEqual({
      success: true,
      message: 'Guest details saved',
      _id: byGraphql.data.upsertGuest.guest.id,
      data: { _id: byGraphql.data.upsertGuest.guest.id },
    });
    expect(await count(Guest)).toBe(guestsBefore);

    const room = await createRoom(app.services);
    const quote = quoteFor(room.id, '2026-12-10', '2026-12-12', {
      userEmail: victim.email,
      name: victim.name,
      phone: victim.phone,
      address: { street: '7 Mall Road', city: 'Kanpur' },
    });
    const held = await call(app, 'POST', '/api/booking', { json: quote, ...from(newAddress()) });
    expect(held.status).toBe(201);
    const booking = await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: held.body.bookingId });
    const guest = await app.database.dataSource.getRepository(Guest).findOneByOrFail({ email: victim.email });
    expect(guest).toMatchObject({
      name: 'Amrita Rao',
      phone: '+919811122233',
      address: { street: '7 Mall Road', city: 'Kanpur' },
    });
    expect(booking).toMatchObject({ guestId: guest.id, userPhone: '+919811122233' });
    // The id the stranger was answered was the guest's id all along: it told nobody whether the email was known.
    expect(guest.id).toBe(byGraphql.data.upsertGuest.guest.id);
  });

  it('limits one email from many addresses', async () => {
    for (let i = 0; i < 4; i += 1) {
      const answered = await gql(
        app,
        UPSERT,
        { input: { ...details(40), phone: `97${String(i).padStart(8, '0')}` } },
        from(newAddress()),
      );
      expect(answered.data.upsertGuest.errors).toEqual([]);
    }
    const refused = await gql(app, UPSERT, { input: { ...details(40), phone: '9799999999' } }, from(newAddress()));
    expect(refused.data.upsertGuest).toEqual({ errors: [{ code: 'GUEST_DETAILS_RATE_LIMITED' }], guest: null });
  });
});
