import type { HotelProfileData } from './hotel-profile.entity';
import { NO_HINDI_TEXTS } from './hotel-profile-hindi';

/**
 * The profile of a hotel that has not written its own yet (an install without the demo seed):
 * plain words that say what to fill in on /admin/settings, and nothing anyone could mistake for a
 * real hotel's details.
 */
export const NEW_HOTEL_PROFILE: HotelProfileData = {
  name: 'Our Hotel',
  shortName: 'Our Hotel',
  ownerLine: 'The owner (write the business name on the Settings page)',
  street: 'Street address',
  locality: 'Area',
  city: 'City',
  state: 'State',
  pincode: '100001',
  country: 'India',
  mapUrl: 'https://www.google.com/maps',
  frontDeskPhone: '+91 00000 00000',
  frontDeskHours: '24/7',
  reservationsPhone: '+91 00000 00000',
  reservationsHours: '8:00 AM to 10:00 PM',
  reservationsEmail: 'reservations@example.com',
  banquetEmail: 'banquet@example.com',
  infoEmail: 'info@example.com',
  alertsEmail: 'reservations@example.com',
  // Alerts go by mail until the owner gives their WhatsApp number on the Settings page.
  alertsPhone: null,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  facebookUrl: null,
  instagramUrl: null,
  xUrl: null,
  heroText: 'Comfortable rooms for a night or a week, and a banquet hall for your celebrations.',
  aboutTitle: 'About the hotel',
  aboutText: 'Write a few words about the hotel on the Settings page.',
  highlights: [],
  features: [{ title: 'Simple Booking', text: 'Pick your dates, choose a room and pay online or at the hotel.' }],
  gallery: [
    {
      image: 'lobby-1',
      category: 'Receptions',
      title: 'Reception',
      description: 'Our front desk.',
      alt: 'The reception desk',
    },
  ],
  // Nothing translated: the Hindi pages show these English words until the owner writes Hindi ones.
  hindi: NO_HINDI_TEXTS,
};
