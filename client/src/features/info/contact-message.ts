import type { ContactInquiryType } from '../../graphql/generated';

/** The contact page's message (spec section 3; the inquiry types are the schema's) and what sending it can answer. */
export interface ContactMessageValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  inquiryType: ContactInquiryType;
}

/** A problem the server found with one field (or with the whole message when field is null). */
export interface ContactUserError {
  field: string | null;
  message: string;
}

/** Sends the message; answers the server's user errors, none when it was accepted. */
export type SendContactMessage = (values: ContactMessageValues) => Promise<ContactUserError[]>;

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message. We will get back to you within 24 hours.';
