import { DataSource } from 'typeorm';
import { ErrorCollector } from '../../shared/domain-error';
import { isEmail, trimmed } from '../../shared/input';
import { Page, PageRequest, pageWindow } from '../../shared/page';
import { ContactMessage, INQUIRY_TYPES, InquiryType } from './contact-message.entity';

export const ContactErrorCode = {
  NameRequired: 'CONTACT_NAME_REQUIRED',
  NameTooLong: 'CONTACT_NAME_TOO_LONG',
  EmailRequired: 'CONTACT_EMAIL_REQUIRED',
  EmailInvalid: 'CONTACT_EMAIL_INVALID',
  SubjectRequired: 'CONTACT_SUBJECT_REQUIRED',
  SubjectTooLong: 'CONTACT_SUBJECT_TOO_LONG',
  MessageRequired: 'CONTACT_MESSAGE_REQUIRED',
  MessageTooLong: 'CONTACT_MESSAGE_TOO_LONG',
  InquiryTypeInvalid: 'CONTACT_INQUIRY_TYPE_INVALID',
} as const;

export interface ContactInput {
  name?: unknown;
  firstName?: unknown;
  email?: unknown;
  subject?: unknown;
  message?: unknown;
  inquiryType?: unknown;
}

/** landing: the short form (name, email, message); contact-page: also a subject and inquiry type. */
export type ContactSource = 'landing' | 'contact-page';

export class ContactService {
  constructor(private readonly dataSource: DataSource) {}

  async send(input: ContactInput, source: ContactSource): Promise<ContactMessage> {
    const errors = new ErrorCollector();
    const name = trimmed(input.name) || trimmed(input.firstName);
    const email = trimmed(input.email).toLowerCase();
    const subject = trimmed(input.subject);
    const message = trimmed(input.message);
    const inquiryType = (trimmed(input.inquiryType) || 'general') as InquiryType;

    if (name === '') errors.add(ContactErrorCode.NameRequired, 'Name is required', 'name');
    else if (name.length > 120) errors.add(ContactErrorCode.NameTooLong, 'Name cannot exceed 120 characters', 'name');
    if (email === '') errors.add(ContactErrorCode.EmailRequired, 'Email is required', 'email');
    else if (!isEmail(email)) errors.add(ContactErrorCode.EmailInvalid, 'Please enter a valid email address', 'email');
    if (source === 'contact-page' && subject === '')
      errors.add(ContactErrorCode.SubjectRequired, 'Subject is required', 'subject');
    else if (subject.length > 200) errors.add(ContactErrorCode.SubjectTooLong, 'Subject cannot exceed 200 characters', 'subject');
    if (message === '') errors.add(ContactErrorCode.MessageRequired, 'Message is required', 'message');
    else if (message.length > 5000)
      errors.add(ContactErrorCode.MessageTooLong, 'Message cannot exceed 5000 characters', 'message');
    if (!(INQUIRY_TYPES as readonly string[]).includes(inquiryType)) {
      errors.add(ContactErrorCode.InquiryTypeInvalid, 'Please choose a valid inquiry type', 'inquiryType');
    }
    errors.throwIfAny();

    const repository = this.dataSource.getRepository(ContactMessage);
    return repository.save(repository.create({ name, email, subject: subject || null, message, inquiryType, source }));
  }

  /** Messages, newest first (admin): one page of them, or all of them without a page request. */
  async list(page?: PageRequest): Promise<Page<ContactMessage>> {
    const window = page && pageWindow(page);
    const [items, total] = await this.dataSource.getRepository(ContactMessage).findAndCount({
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: window?.offset,
      take: window?.limit,
    });
    return { items, total };
  }
}
