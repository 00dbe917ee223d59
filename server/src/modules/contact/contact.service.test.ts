import { DEMO_HOTEL } from '../../../test/support/demo-hotel';
import { visitorAt } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { ValidationFailed } from '../../shared/domain-error';
import { ContactMessage } from './contact-message.entity';
import { ContactInput, ContactSource } from './contact.service';

/** Three messages an hour per address and per email. */
const harness = useServiceHarness({ CONTACT_RATE_LIMIT: '3/h' });
let addressCounter = 0;
/** A visitor of their own, so that one test's messages do not count toward another's. */
const someone = () => visitorAt(`203.0.113.${++addressCounter}`);

const messages = () => harness.database.dataSource.getRepository(ContactMessage);
const valid = { name: 'Meera', email: 'meera@example.com', subject: 'Banquet', message: 'Is the hall free on 5 Jan?' };

describe('a message from the contact forms', () => {
  it('is stored with a lower-case email, the general inquiry type unless chosen, and where it came from', async () => {
    const page = await harness.services.contact.send(
      { ...valid, email: ' Meera@Example.com ', inquiryType: 'booking' },
      'contact-page',
      someone(),
    );
    const landing = await harness.services.contact.send(
      { firstName: 'Kabir', email: 'kabir@example.com', message: 'Call me' },
      'landing',
      someone(),
    );
    expect(await messages().findOneByOrFail({ id: page.id })).toMatchObject({
      name: 'Meera',
      email: 'meera@example.com',
      subject: 'Banquet',
      inquiryType: 'booking',
      source: 'contact-page',
    });
    expect(await messages().findOneByOrFail({ id: landing.id })).toMatchObject({
      name: 'Kabir',
      subject: null,
      inquiryType: 'general',
      source: 'landing',
    });
  });

  it.each<[string, ContactInput, ContactSource, string, string, string]>([
    ['no name', { ...valid, name: ' ' }, 'landing', 'name', 'CONTACT_NAME_REQUIRED', 'Name is required'],
    [
      'a long name',
      { ...valid, name: 'x'.repeat(121) },
      'landing',
      'name',
      'CONTACT_NAME_TOO_LONG',
      'Name cannot exceed 120 characters',
    ],
    ['no email', { ...valid, email: '' }, 'landing', 'email', 'CONTACT_EMAIL_REQUIRED', 'Email is required'],
    [
      'a bad email',
      { ...valid, email: 'not-an-email' },
      'landing',
      'email',
      'CONTACT_EMAIL_INVALID',
      'Please enter a valid email address',
    ],
    [
      'no subject on the contact page',
      { ...valid, subject: '' },
      'contact-page',
      'subject',
      'CONTACT_SUBJECT_REQUIRED',
      'Subject is required',
    ],
    [
      'a long subject',
      { ...valid, subject: 'x'.repeat(201) },
      'landing',
      'subject',
      'CONTACT_SUBJECT_TOO_LONG',
      'Subject cannot exceed 200 characters',
    ],
    ['no message', { ...valid, message: '' }, 'landing', 'message', 'CONTACT_MESSAGE_REQUIRED', 'Message is required'],
    [
      'a long message',
      { ...valid, message: 'x'.repeat(5001) },
      'landing',
      'message',
      'CONTACT_MESSAGE_TOO_LONG',
      'Message cannot exceed 5000 characters',
    ],
    [
      'an unknown inquiry type',
      { ...valid, inquiryType: 'gossip' },
      'contact-page',
      'inquiryType',
      'CONTACT_INQUIRY_TYPE_INVALID',
      'Please choose a valid inquiry type',
    ],
  ])('refuses %s and stores nothing', async (_label, input, source, field, code, message) => {
    const before = await messages().count();
    const error = (await refusal(() => harness.services.contact.send(input, source, someone()))) as ValidationFailed;
    expect(error.errors.map((e) => ({ field: e.field, code: e.code, message: e.message }))).toEqual([{ field, code, message }]);
    expect(await messages().count()).toBe(before);
  });

  it('does not ask the landing form for a subject, and reports every problem at once', async () => {
    await expect(harness.services.contact.send({ ...valid, subject: undefined }, 'landing', someone())).resolves.toBeDefined();
    const error = (await refusal(() => harness.services.contact.send({}, 'contact-page', someone()))) as ValidationFailed;
    expect(error.errors.map((e) => e.field)).toEqual(['name', 'email', 'subject', 'message']);
  });
});

describe('CONTACT_RATE_LIMIT', () => {
  const message = (email: string) => ({ name: 'Sender', email, message: 'Hello' });

  it('lets an address send the limit in a window and refuses the next in plain words, storing nothing', async () => {
    const visitor = someone();
    for (let i = 0; i < 3; i += 1) await harness.services.contact.send(message(`sender${i}@example.com`), 'landing', visitor);
    const before = await messages().count();
    const refused = await refusal(() => harness.services.contact.send(message('sender9@example.com'), 'landing', visitor));
    expect(refused).toMatchObject({ code: 'CONTACT_RATE_LIMITED', kind: 'rate_limited' });
    expect(refused.message).toBe(
      `Too many messages from your network. Please try again in 30 minutes, or call us on ${DEMO_HOTEL.reservationsPhone}.`,
    );
    expect(await messages().count()).toBe(before);
    await expect(harness.services.contact.send(message('sender9@example.com'), 'landing', someone())).resolves.toBeDefined();
    harness.clock.advanceMinutes(30);
    await expect(harness.services.contact.send(message('sender9@example.com'), 'landing', visitor)).resolves.toBeDefined();
  });

  it('counts one email from many addresses, and does not count an admin', async () => {
    for (let i = 0; i < 3; i += 1) await harness.services.contact.send(message('target@example.com'), 'landing', someone());
    const refused = await refusal(() => harness.services.contact.send(message('TARGET@example.com'), 'landing', someone()));
    expect(refused).toMatchObject({ code: 'CONTACT_RATE_LIMITED', field: 'email' });
    expect(refused.message).toMatch(/^Too many messages from this email address\. Please try again in/);
    const admin = { address: '203.0.113.250', admin: true };
    for (let i = 0; i < 5; i += 1) await harness.services.contact.send(message('target@example.com'), 'landing', admin);
  });
});
