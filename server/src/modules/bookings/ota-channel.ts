import { registerEnumType } from 'type-graphql';

/**
 * The online travel agencies a hotel lists its rooms on, whose calendars it imports and to which
 * it exports its own (issue 30). MakeMyTrip and Goibibo are one company with one extranet.
 */
export const OtaChannel = {
  BOOKING_COM: 'booking_com',
  AIRBNB: 'airbnb',
  MAKEMYTRIP: 'makemytrip',
  AGODA: 'agoda',
  OTHER: 'other',
} as const;
export type OtaChannel = (typeof OtaChannel)[keyof typeof OtaChannel];

export const OTA_CHANNELS: readonly OtaChannel[] = Object.values(OtaChannel);

/** The names people know them by. */
export const OTA_CHANNEL_NAMES: Record<OtaChannel, string> = {
  booking_com: 'Booking.com',
  airbnb: 'Airbnb',
  makemytrip: 'MakeMyTrip/Goibibo',
  agoda: 'Agoda',
  other: 'Other',
};

export const isOtaChannel = (value: unknown): value is OtaChannel => (OTA_CHANNELS as readonly unknown[]).includes(value);

registerEnumType(OtaChannel, {
  name: 'OtaChannel',
  description: 'An online travel agency whose calendar the hotel imports, or for which it exports its own.',
});
