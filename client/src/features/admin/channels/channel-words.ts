import { OTA_CHANNEL_LABELS } from '../../../lib/labels';
import type { OtaChannel } from '../../../graphql/generated';
import { formatHotelDateTime, roomLabel } from '../lib/display';

/** How a settled conflict was settled (the server's `resolution`), in words. */
const RESOLUTION_WORDS: Record<string, string> = {
  moved_channel_stay: 'The OTA stay was moved to another room',
  cancelled_booking: 'The booking in the way was cancelled',
  taken_when_free: 'The stay took its nights once they were free',
  marked_resolved: 'Marked resolved',
  event_gone: 'The OTA cancelled the stay',
};

export function resolutionText(resolution: string | null): string {
  return (resolution ? RESOLUTION_WORDS[resolution] : undefined) ?? 'Settled';
}

/** "the Agoda stay in Room 301": an imported stay, as a sentence names it. */
export function otaStayName(channel: OtaChannel, roomName: string): string {
  return `the ${OTA_CHANNEL_LABELS[channel]} stay in ${roomLabel(roomName)}`;
}

/** Nights between two calendar dates (YYYY-MM-DD). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** "just now", "5 min ago", "3 h ago", and the date and time after a day. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatHotelDateTime(iso);
}

/** Where each OTA keeps the calendar address to paste in "Add a calendar". */
export const WHERE_TO_FIND_THE_ADDRESS =
  'Find the address in the channel’s extranet: on Booking.com, Rates & Availability › Sync calendars › Export calendar; on Airbnb, the listing’s Availability › Sync calendars › Export calendar. Agoda and MakeMyTrip/Goibibo show it where they sync calendars (iCal).';
