import { CONTACT_MESSAGES, contactFieldProblem as messageFieldProblem } from '@server-pure/contact-message';
import type { SiteConfig } from '../../../../lib/site-config';
import { siteConfig } from '../../../../lib/site-config';

export const CONTACT_FIELDS = ['firstName', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Spec section 5: on the landing form all three fields are required; the server's rules and words. */
export function contactFieldProblem(field: ContactField, value: string): string | undefined {
  const trimmedValue = field === 'email' ? value.trim().toLowerCase() : value.trim();
  const problem = messageFieldProblem(field === 'firstName' ? 'name' : field, trimmedValue);
  return problem && CONTACT_MESSAGES[problem];
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
