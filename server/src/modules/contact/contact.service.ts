import { DataSource } from 'typeorm';
import { RateLimit } from '../../config';
import { DomainError, ErrorCollector } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { Page, PageRequest, pageWindow } from '../../shared/page';
import { CONTACT_MESSAGES, contactFieldProblem, type ContactProblem } from '../../shared/pure/contact-message';
import { AbuseLimitsService, RequestOrigin } from '../abuse-limits';
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
  RateLimited: 'CONTACT_RATE_LIMITED',
} as const;

/** The rules are one file that the contact forms import too; their refusals are these codes. */
const PROBLEM_CODES: Record<ContactProblem, (typeof ContactErrorCode)[keyof typeof ContactErrorCode]> = {
  nameRequired: ContactErrorCode.NameRequired,
  nameTooLong: ContactErrorCode.NameTooLong,
  emailRequired: ContactErrorCode.EmailRequired,
  emailInvalid: ContactErrorCode.EmailInvalid,
  subjectRequired: ContactErrorCode.SubjectRequired,
  subjectTooLong: ContactErrorCode.SubjectTooLong,
  messageRequired: ContactErrorCode.MessageRequired,
  messageTooLong: ContactErrorCode.MessageTooLong,
};

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
  constructor(
    private readonly dataSource: DataSource,
    private readonly abuseLimits: AbuseLimitsService,
    /** CONTACT_RATE_LIMIT: per client address, and per email; null for none. */
    private readonly rateLimit: RateLimit | null,
  ) {}

  /**
   * Stores a message from `origin`. Every call counts against CONTACT_RATE_LIMIT per client
   * address before anything is read, and a valid one per email too (so a flood spread over many
   * addresses still stops); each GraphQL field counts on its own, so aliases in one request do
   * not multiply the limit. A signed-in admin is not counted.
   */
  async send(input: ContactInput, source: ContactSource, origin: RequestOrigin): Promise<ContactMessage> {
    const rule = this.rateLimit;
    if (rule) await this.refusePast(await this.abuseLimits.countTry('contact', origin, rule));
    const errors = new ErrorCollector();
    const name = trimmed(input.name) || trimmed(input.firstName);
    const email = trimmed(input.email).toLowerCase();
    const subject = trimmed(input.subject);
    const message = trimmed(input.message);
    const inquiryType = (trimmed(input.inquiryType) || 'general') as InquiryType;

    const values = { name, email, subject, message };
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const problem = contactFieldProblem(field, values[field], { subjectRequired: source === 'contact-page' });
      if (problem) errors.add(PROBLEM_CODES[problem], CONTACT_MESSAGES[problem], field);
    }
    if (!(INQUIRY_TYPES as readonly string[]).includes(inquiryType)) {
      errors.add(ContactErrorCode.InquiryTypeInvalid, 'Please choose a valid inquiry type', 'inquiryType');
    }
    errors.throwIfAny();
    if (rule) await this.refusePast(await this.abuseLimits.countTryOnTargets('contact', [email], origin, rule), 'email');
    const repository = this.dataSource.getRepository(ContactMessage);
    return repository.save(repository.create({ name, email, subject: subject || null, message, inquiryType, source }));
  }

  private async refusePast(waitMs: number | null, field?: string): Promise<void> {
    if (waitMs === null) return;
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new DomainError(
      ContactErrorCode.RateLimited,
      `Too many messages${field ? ' from this email address' : ' from your network'}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us${await this.abuseLimits.callUs('reservations')}.`,
      field,
      'rate_limited',
    );
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
