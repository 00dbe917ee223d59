/** The contact page's message (spec section 3) and what sending it can answer. */
export const INQUIRY_TYPES = [
  { value: 'general', label: 'General inquiry' },
  { value: 'booking', label: 'Booking' },
  { value: 'cancellation', label: 'Cancellation' },
  { value: 'technical', label: 'Technical problem' },
  { value: 'billing', label: 'Billing' },
  { value: 'complaint', label: 'Complaint' },
  { value: 'feedback', label: 'Feedback' },
] as const;

export type InquiryType = (typeof INQUIRY_TYPES)[number]['value'];

export interface ContactMessageValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  inquiryType: InquiryType;
}

/** A problem the server found with one field (or with the whole message when field is null). */
export interface ContactUserError {
  field: string | null;
  message: string;
}

/** Sends the message; answers the server's user errors, none when it was accepted. */
export type SendContactMessage = (values: ContactMessageValues) => Promise<ContactUserError[]>;

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message. We will get back to you within 24 hours.';
