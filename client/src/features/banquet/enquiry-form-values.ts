/** What the enquiry form holds; numbers stay text until sent. */
export interface EnquiryFormValues {
  eventDate: string;
  sessionId: string;
  occasion: string;
  expectedGuests: string;
  menuPackageId: string;
  name: string;
  /** As typed; sent in E.164 with the country picked (ISO code, India unless picked). */
  phone: string;
  phoneCountry: string;
  email: string;
  notes: string;
  dietaryNotes: string;
  /** "Send me updates on WhatsApp from {hotel}": unticked unless the family ticks it. */
  whatsappUpdates: boolean;
  /** "Send me offers and news from {hotel}" (issue 29): apart from WhatsApp, unticked unless ticked. */
  marketingConsent: boolean;
}

export const EMPTY_ENQUIRY: EnquiryFormValues = {
  eventDate: '',
  sessionId: '',
  occasion: '',
  expectedGuests: '',
  menuPackageId: '',
  name: '',
  phone: '',
  phoneCountry: 'IN',
  email: '',
  notes: '',
  dietaryNotes: '',
  whatsappUpdates: false,
  marketingConsent: false,
};

export const ENQUIRY_FIELDS = Object.keys(EMPTY_ENQUIRY) as (keyof EnquiryFormValues)[];

/** The server names the guest count `expectedGuests` on the enquiry and `guests` on the estimate. */
export function formField(serverField: string | null): keyof EnquiryFormValues | null {
  const name = serverField === 'guests' ? 'expectedGuests' : serverField;
  return ENQUIRY_FIELDS.find((field) => field === name) ?? null;
}

/** A whole number of guests, or null while the field is not one. */
export function guestCount(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : null;
}
