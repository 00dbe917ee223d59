/**
 * The hotel itself, as guests see it on receipts, mails and pages. Placeholder details until the
 * owner gives the real ones (the spec: "static pages use placeholder contact details").
 */
export const HOTEL = {
  name: 'Hotel Anand Residency & Banquet Hall',
  shortName: 'Anand Residency',
  address: { street: '12 Civil Lines, Station Road', city: 'Bareilly', state: 'Uttar Pradesh', zip: '243001', country: 'India' },
  phone: '+91 98765 43210',
  reservationsPhone: '+91 91234 56789',
  email: 'reservations@anandresidency.example',
  checkInTime: '3:00 PM',
  checkOutTime: '11:00 AM',
  /** Check-in from 15:00 hotel time: the cancellation policy counts from then. */
  checkInHour: 15,
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Civil+Lines+Bareilly',
} as const;

export const CANCELLATION_POLICY_TEXT =
  'Free cancellation up to 24 hours before check-in; 50% refund within 24 hours of check-in. Group bookings of 5 or more rooms cancel free up to 7 days before check-in. Refunds reach you in 5-10 business days.';
