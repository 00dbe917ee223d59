/**
 * The hotel as guests see it (placeholder details until the owner gives the real ones; the
 * server's copy for mails is server/src/shared/hotel.ts).
 */
export const HOTEL = {
  name: 'Hotel Anand Residency & Banquet Hall',
  shortName: 'Anand Residency',
  bookingTitle: 'Anand Residency — Room Booking',
  owner: 'Anand Hospitality (Prop. R. K. Anand)',
  address: { street: '12 Civil Lines, Station Road', city: 'Bareilly', state: 'Uttar Pradesh', zip: '243001', country: 'India' },
  addressLine: '12 Civil Lines, Station Road, Bareilly, Uttar Pradesh 243001, India',
  phone: '+91 98765 43210',
  reservationsPhone: '+91 91234 56789',
  email: 'reservations@anandresidency.example',
  infoEmail: 'info@anandresidency.example',
  checkInTime: '3:00 PM',
  checkOutTime: '11:00 AM',
  reservationsHours: '8:00 AM to 10:00 PM',
  frontDeskHours: '24/7',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Civil+Lines+Bareilly',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    twitter: 'https://x.com/',
  },
} as const;

export const CANCELLATION_POLICY =
  'Free cancellation up to 24 hours before check-in; 50% refund within 24 hours of check-in. Group bookings of 5 or more rooms cancel free up to 7 days before check-in. Refunds reach you in 5-10 business days.';
