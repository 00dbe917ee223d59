/**
 * A message to the hotel (the landing page's short form and the contact page's): its required
 * fields, lengths and words. The server refuses with them; both forms import this file
 * (`@server-pure/contact-message`) to say them before sending.
 */
import { isEmail } from './guest-details';

export const CONTACT_MAX_LENGTH = { name: 120, subject: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name cannot exceed ${CONTACT_MAX_LENGTH.name} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject cannot exceed ${CONTACT_MAX_LENGTH.subject} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message cannot exceed ${CONTACT_MAX_LENGTH.message} characters`,
} as const;

export type ContactProblem = keyof typeof CONTACT_MESSAGES;
export type ContactMessageField = 'name' | 'email' | 'subject' | 'message';

/**
 * What is wrong with one field of a message (its value trimmed, the email in lower case), or
 * undefined. The subject is required on the contact page only; the landing form has none.
 */
export function contactFieldProblem(
  field: ContactMessageField,
  value: string,
  options: { subjectRequired?: boolean } = {},
): ContactProblem | undefined {
  switch (field) {
    case 'name':
      if (value === '') return 'nameRequired';
      return value.length > CONTACT_MAX_LENGTH.name ? 'nameTooLong' : undefined;
    case 'email':
      if (value === '') return 'emailRequired';
      return isEmail(value) ? undefined : 'emailInvalid';
    case 'subject':
      if (value === '') return options.subjectRequired ? 'subjectRequired' : undefined;
      return value.length > CONTACT_MAX_LENGTH.subject ? 'subjectTooLong' : undefined;
    case 'message':
      if (value === '') return 'messageRequired';
      return value.length > CONTACT_MAX_LENGTH.message ? 'messageTooLong' : undefined;
  }
}
