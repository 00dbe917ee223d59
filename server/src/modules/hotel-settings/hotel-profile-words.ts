import type { EntityManager } from 'typeorm';
import type { HotelProfile } from './hotel-profile.entity';

/** "15:00" → "3:00 PM", as the pages and mails write times. */
export function clockTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The postal address in lines: street, city, "state PIN", country. */
export function hotelAddressLines(profile: Pick<HotelProfile, 'street' | 'city' | 'state' | 'pincode' | 'country'>): string[] {
  return [profile.street, profile.city, `${profile.state} ${profile.pincode}`, profile.country];
}

/** Who the hotel's mails come from: its name and reservations address now. */
export const mailSender = (hotel: Pick<HotelProfile, 'name' | 'reservationsEmail'>) => ({
  name: hotel.name,
  address: hotel.reservationsEmail,
});

/** "+91 581 250 0000" → "tel:+915812500000". */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * " on +91 99887 76655": the phone a refusal asks the guest to call (the reservations desk, or
 * the front desk), read now (inside `manager`'s transaction when given); empty when there is no
 * profile to read (a test's bare service).
 */
export async function callUsOn(
  reader: { get(manager?: EntityManager): Promise<HotelProfile> } | undefined,
  desk: 'reservations' | 'frontDesk' = 'reservations',
  manager?: EntityManager,
): Promise<string> {
  if (!reader) return '';
  const profile = await reader.get(manager);
  return ` on ${desk === 'reservations' ? profile.reservationsPhone : profile.frontDeskPhone}`;
}
