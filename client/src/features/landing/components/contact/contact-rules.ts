import {
  CONTACT_MAX_LENGTH,
  contactFieldProblem as messageFieldProblem,
  type ContactProblem,
} from '@server-pure/contact-message';
import type { Translator } from '../../../../i18n';
import type enLanding from '../../../../i18n/generated/en/landing';
import type { SiteConfig } from '../../../../lib/site-config';
import { siteConfig } from '../../../../lib/site-config';

export const CONTACT_FIELDS = ['firstName', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** What is wrong with each field, as the server's rule names it (shared/pure/contact-message.ts). */
export type ContactErrors = Partial<Record<ContactField, ContactProblem>>;

/** Spec section 5: on the landing form all three fields are required; the server's rules. */
export function contactFieldProblem(field: ContactField, value: string): ContactProblem | undefined {
  const trimmedValue = field === 'email' ? value.trim().toLowerCase() : value.trim();
  return messageFieldProblem(field === 'firstName' ? 'name' : field, trimmedValue);
}

/** A problem in the page's language: the server's words in English (CONTACT_MESSAGES). */
export function contactProblemText(
  t: Translator<typeof enLanding>['t'],
  problem: ContactProblem | undefined,
): string | undefined {
  switch (problem) {
    case undefined:
      return undefined;
    case 'nameTooLong':
      return t('nameTooLong', { max: CONTACT_MAX_LENGTH.name });
    case 'messageTooLong':
      return t('messageTooLong', { max: CONTACT_MAX_LENGTH.message });
    case 'nameRequired':
    case 'emailRequired':
    case 'emailInvalid':
    case 'messageRequired':
      return t(problem);
    // The landing form has no subject.
    case 'subjectRequired':
    case 'subjectTooLong':
      return undefined;
  }
}

export function contactErrors(values: Record<ContactField, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldProblem(field, values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

type FormConfig = Pick<SiteConfig, 'contactFormAction' | 'publicBaseUrl'>;

/** The prerendered page is built without the site configuration (the server adds it to each page). */
export const PRERENDER_CONFIG: FormConfig = { contactFormAction: null, publicBaseUrl: '' };

/** Where the form posts, and the form-mail service's options as hidden fields (spec section 2). */
export function contactFormOptions(config: FormConfig = siteConfig()) {
  return {
    action: config.contactFormAction ?? '/api/contact',
    hidden: {
      _subject: 'New enquiry from the hotel website',
      _captcha: 'false',
      _template: 'table',
      _autoresponse: 'Thank you for writing to us. We have received your message and will get back to you within 24 hours.',
      _next: `${config.publicBaseUrl}/contact?success=true`,
      source: 'landing',
    },
  };
}
