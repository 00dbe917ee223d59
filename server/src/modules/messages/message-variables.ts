/**
 * Every variable a message template takes, by name: what it holds, an example (Meta asks for one
 * of each when a template is submitted) and how long it may be. The renderers of the higher
 * modules give values by these names, already in the message's language (dates, amounts with ₹);
 * the templates (message-templates.ts) say which they take, in which order.
 */
export interface MessageVariableSpec {
  about: string;
  example: string;
  /** Longer values are cut to this many characters (an ellipsis ends them). */
  max: number;
  /** A full URL on the hotel's site (a dynamic URL button takes what follows PUBLIC_BASE_URL/). */
  url?: true;
  /** The hotel's own phone number: the only variable that may hold a full number. */
  hotelPhone?: true;
  /** A guest's phone number as maskPhone shows it (shared/contact-masking.ts): never more. */
  maskedPhone?: true;
}

export const MESSAGE_VARIABLES = {
  guestName: { about: "the guest's name as they gave it", example: 'Amrita Sharma', max: 60 },
  guestPhoneMasked: {
    about: "the guest's phone, masked (maskPhone)",
    example: '******6789',
    max: 24,
    maskedPhone: true,
  },
  guestCount: { about: 'how many guests an event expects', example: '250', max: 6 },
  hotelName: { about: "the hotel's name (its profile)", example: 'Hotel Shanti Palace', max: 80 },
  hotelPhone: { about: "the reservations desk's phone (its profile)", example: '+91 98000 12345', max: 24, hotelPhone: true },
  bookCode: { about: "the booking's code", example: 'HB7K3QM', max: 12 },
  eventReference: { about: "the banquet event's reference", example: 'EV7K3QM', max: 12 },
  rooms: { about: 'the rooms in a few words (roomsInWords)', example: 'Deluxe 101 and 1 more room', max: 80 },
  stayDates: { about: "the stay's dates (stayDatesInWords)", example: '1–4 Dec 2026', max: 40 },
  checkInDate: { about: 'the arrival day', example: 'Tue, 1 Dec 2026', max: 30 },
  checkInTime: { about: "the hotel's check-in time", example: '2 PM', max: 20 },
  hallAndSession: { about: 'the hall and the session booked', example: 'Lawn, evening', max: 60 },
  eventDate: { about: "the event's day", example: 'Sat, 12 Dec 2026', max: 30 },
  dueDate: { about: 'the day a payment milestone falls due', example: 'Wed, 9 Dec 2026', max: 30 },
  heldUntil: { about: 'when a hold lapses (hotel time)', example: '21 Nov, 10:15 AM', max: 30 },
  occurredAt: { about: 'when something happened (hotel time)', example: '21 Nov, 10:15 AM', max: 30 },
  totalAmount: { about: 'the total, in rupees', example: '₹12,600', max: 20 },
  paidAmount: { about: 'what has been paid, in rupees', example: '₹12,600', max: 20 },
  amount: { about: 'the sum this message is about, in rupees', example: '₹25,000', max: 20 },
  balanceDue: { about: 'what is still to pay, in rupees', example: '₹0', max: 20 },
  refundAmount: { about: 'what is refunded, in rupees', example: '₹6,300', max: 20 },
  paidFor: { about: 'what a payment was for, in words', example: 'booking HB7K3QM', max: 40 },
  paymentStatus: { about: "a booking's payment in words", example: 'paid online', max: 40 },
  reportsDue: { about: 'which Form III reports are due, in words', example: "2 foreign guests' arrival", max: 60 },
  deadline: { about: 'when something must be done by (hotel time)', example: '21 Nov, 10:15 AM', max: 30 },
  problem: { about: 'what went wrong, in a few words', example: 'its signature did not match', max: 120 },
  channel: { about: 'an online travel agency', example: 'Booking.com', max: 30 },
  roomName: { about: "a room's name", example: 'Room 101', max: 60 },
  checkIn: { about: 'the first night of a stay', example: '5 Jan 2027', max: 30 },
  checkOut: { about: 'the day a stay ends', example: '8 Jan 2027', max: 30 },
  inTheWay: {
    about: 'the bookings or blocks that take the nights, named',
    example: 'Booking HB7K2QX (Asha Verma, 5 Jan – 7 Jan)',
    max: 300,
  },
  failingSince: { about: 'since when something has failed', example: '5 Jan 2027, 10:30 AM', max: 40 },
  code: { about: 'a one-time code', example: '482913', max: 8 },
  mapUrl: { about: "the hotel's map link", example: 'https://maps.app.goo.gl/ShantiPalace', max: 200, url: true },
  bookingUrl: {
    about: "the guest's link to their booking",
    example: 'https://shantipalace.example.in/booking/0b7c…?key=…',
    max: 500,
    url: true,
  },
  paymentUrl: {
    about: 'the page to pay on',
    example: 'https://shantipalace.example.in/payment?booking=…&key=…',
    max: 500,
    url: true,
  },
  arrivalUrl: {
    about: "the page to give one's arrival time",
    example: 'https://shantipalace.example.in/booking/0b7c…?key=…',
    max: 500,
    url: true,
  },
  adminUrl: {
    about: 'the admin page of what an alert is about',
    example: 'https://shantipalace.example.in/admin/bookings',
    max: 500,
    url: true,
  },
} satisfies Record<string, MessageVariableSpec>;

export type MessageVariableName = keyof typeof MESSAGE_VARIABLES;

/** The values a template is rendered with, by variable name. */
export type MessageVariables = Partial<Record<MessageVariableName, string>>;

/** A variable's spec, typed as the general shape (the table above is narrower). */
export function variableSpec(name: MessageVariableName): MessageVariableSpec {
  return MESSAGE_VARIABLES[name];
}
