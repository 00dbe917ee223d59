import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { ValidationFailed } from '../../shared/domain-error';
import { ContactMessage } from './contact-message.entity';
import { ContactInput, ContactSource } from './contact.service';

const harness = useServiceHarness();

const messages = () => harness.database.dataSource.getRepository(ContactMessage);
const valid = { name: 'Meera', email: 'meera@example.com', subject: 'Banquet', message: 'Is the hall free on 5 Jan?' };

describe('a message from the contact forms', () => {
  it('is stored with a lower-case email, the general inquiry type unless chosen, and where it came from', async () => {
    const page = await harness.services.contact.send(
      { ...valid, email: ' Meera@Example.com ', inquiryType: 'booking' },
      'contact-page',
    );
    const landing = await harness.services.contact.send(
      { firstName: 'Kabir', email: 'kabir@example.com', message: 'Call me' },
      'landing',
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
    const error = (await refusal(() => harness.services.contact.send(input, source))) as ValidationFailed;
    expect(error.errors.map((e) => ({ field: e.field, code: e.code, message: e.message }))).toEqual([{ field, code, message }]);
    expect(await messages().count()).toBe(before);
  });

  it('does not ask the landing form for a subject, and reports every problem at once', async () => {
    await expect(harness.services.contact.send({ ...valid, subject: undefined }, 'landing')).resolves.toBeDefined();
    const error = (await refusal(() => harness.services.contact.send({}, 'contact-page'))) as ValidationFailed;
    expect(error.errors.map((e) => e.field)).toEqual(['name', 'email', 'subject', 'message']);
  });
});
