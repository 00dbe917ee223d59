import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { HotelProfileFieldsFragment } from '../graphql/generated';
import { siteConfig } from './site-config';

/** The hotel's profile as the server embeds it in every page (its owner edits it on /admin/settings). */
export type HotelProfile = Omit<HotelProfileFieldsFragment, '__typename'>;

/** The profile with the words pages build from it. */
export interface Hotel extends HotelProfile {
  /** "4 Mall Road, Nainital, Uttarakhand 263001, India". */
  addressLine: string;
  /** "3:00 PM". */
  checkInText: string;
  checkOutText: string;
  /** The title of the payment window: "Sunrise — Room Booking". */
  bookingTitle: string;
}

/** "15:00" → "3:00 PM". */
export function clockText(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "+91 581 250 0000" → "tel:+915812500000". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function hotelFrom(profile: HotelProfile): Hotel {
  return {
    ...profile,
    addressLine: `${profile.street}, ${profile.city}, ${profile.state} ${profile.pincode}, ${profile.country}`,
    checkInText: clockText(profile.checkInTime),
    checkOutText: clockText(profile.checkOutTime),
    bookingTitle: `${profile.shortName} — Room Booking`,
  };
}

const HotelContext = createContext<Hotel | null>(null);

/**
 * Gives the pages the hotel: on the server the profile it renders with; in the browser the one
 * the server embedded in the page (site-config), so the first render matches the server's.
 */
export function HotelProvider({ profile, children }: { profile?: HotelProfile; children: ReactNode }) {
  return createElement(HotelContext.Provider, { value: profile ? hotelFrom(profile) : hotelOfPage() }, children);
}

let pageHotel: Hotel | undefined;

/** The profile the server embedded in this page. */
function hotelOfPage(): Hotel {
  if (pageHotel) return pageHotel;
  const profile = siteConfig().hotel;
  if (!profile) throw new Error('The page carries no hotel profile (site-config.hotel): the server embeds it in every page.');
  pageHotel = hotelFrom(profile);
  return pageHotel;
}

/** The hotel, as guests see it: the provider's (on the server), else the page's. */
export function useHotel(): Hotel {
  return useContext(HotelContext) ?? hotelOfPage();
}

export const CANCELLATION_POLICY =
  'Free cancellation up to 24 hours before check-in; 50% refund within 24 hours of check-in. Group bookings of 5 or more rooms cancel free up to 7 days before check-in. Refunds reach you in 5-10 business days.';
