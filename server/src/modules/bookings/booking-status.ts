import { registerEnumType } from 'type-graphql';
import { isOtaChannel, OtaChannel } from './ota-channel';

/**
 * Where a booking is in its life. The GraphQL names are the keys, the stored values the strings.
 * Only the booking lifecycle (booking-lifecycle.ts) moves a booking from one to another.
 */
export const BookingStatus = {
  /** Waiting for an online payment until holdExpiresAt. */
  HELD: 'held',
  /** The rooms are the guest's (paid, or to be paid at the hotel). */
  CONFIRMED: 'confirmed',
  CHECKED_IN: 'checked_in',
  CHECKED_OUT: 'checked_out',
  CANCELLED: 'cancelled',
  /** The hold ran out before any money came. */
  EXPIRED: 'expired',
  /** The guest never came. */
  NO_SHOW: 'no_show',
} as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];

/** What the guest owes or got back for a booking; never contradicts the booking's status. */
export const BookingPaymentStatus = {
  /** Money still to come: online while held, or at the hotel for a confirmed stay. */
  PENDING: 'pending',
  PAID: 'paid',
  /** Some money came (an advance, a part paid at the desk); the rest is the balance due. */
  PART_PAID: 'part_paid',
  /** The last online attempt failed; the hold still lives. */
  FAILED: 'failed',
  REFUNDED: 'refunded',
  PARTIALLY_REFUNDED: 'partially_refunded',
  /** Nothing is or will be owed: the booking ended (cancelled, expired) before any money came. */
  VOID: 'void',
} as const;
export type BookingPaymentStatus = (typeof BookingPaymentStatus)[keyof typeof BookingPaymentStatus];

/**
 * Where a booking was made: on the website, at the desk for a walk-in or phone guest, or on an
 * OTA (a stay imported from its calendar that the desk made a booking when the guest came). The
 * OTA values are the OtaChannel values.
 */
export const BookingChannel = {
  WEBSITE: 'website',
  WALK_IN: 'walk_in',
  PHONE: 'phone',
  BOOKING_COM: OtaChannel.BOOKING_COM,
  AIRBNB: OtaChannel.AIRBNB,
  MAKEMYTRIP: OtaChannel.MAKEMYTRIP,
  AGODA: OtaChannel.AGODA,
  OTHER_OTA: OtaChannel.OTHER,
} as const;
export type BookingChannel = (typeof BookingChannel)[keyof typeof BookingChannel];

/** The booking made of an OTA's stay carries the OTA as its channel. */
export const bookingChannelOfOta = (channel: OtaChannel): BookingChannel => channel;

/** Whether a booking was sold on an OTA (its reference and commission are then kept with it). */
export const soldOnOta = (channel: BookingChannel): channel is OtaChannel => isOtaChannel(channel);

registerEnumType(BookingChannel, {
  name: 'BookingChannel',
  description: 'Where a booking was made.',
  valuesConfig: {
    WEBSITE: { description: 'On the hotel’s own website.' },
    WALK_IN: { description: 'At the front desk, for a guest who walked in.' },
    PHONE: { description: 'At the front desk, for a guest who phoned.' },
    BOOKING_COM: { description: 'Sold on Booking.com; made a booking at the desk when the guest came.' },
    AIRBNB: { description: 'Sold on Airbnb; made a booking at the desk when the guest came.' },
    MAKEMYTRIP: { description: 'Sold on MakeMyTrip or Goibibo; made a booking at the desk when the guest came.' },
    AGODA: { description: 'Sold on Agoda; made a booking at the desk when the guest came.' },
    OTHER_OTA: { description: 'Sold on another OTA; made a booking at the desk when the guest came.' },
  },
});

/**
 * Statuses whose booking lines take their rooms' nights (a hold only while it lives). A no-show
 * keeps the nights its lines still cover (the first one), as the exclusion constraint does.
 */
export const ROOM_TAKING_STATUSES: readonly BookingStatus[] = [
  BookingStatus.CONFIRMED,
  BookingStatus.CHECKED_IN,
  BookingStatus.CHECKED_OUT,
  BookingStatus.NO_SHOW,
];

registerEnumType(BookingStatus, {
  name: 'BookingStatus',
  description: 'Where a booking is in its life.',
  valuesConfig: {
    HELD: { description: 'Waiting for an online payment until holdExpiresAt.' },
    CONFIRMED: { description: 'The rooms are the guest’s (paid, or to be paid at the hotel).' },
    CHECKED_IN: { description: 'The guest is in the hotel.' },
    CHECKED_OUT: { description: 'The guest has left.' },
    CANCELLED: { description: 'Cancelled by the guest or the hotel; the rooms are free again.' },
    EXPIRED: { description: 'The payment hold ran out before any money came.' },
    NO_SHOW: { description: 'The guest never came.' },
  },
});

registerEnumType(BookingPaymentStatus, {
  name: 'BookingPaymentStatus',
  description: 'What the guest owes or got back for a booking.',
  valuesConfig: {
    PENDING: { description: 'Still to be paid: online while held, or at the hotel.' },
    PAID: { description: 'Paid in full.' },
    PART_PAID: { description: 'Part paid; the rest is the balance due.' },
    FAILED: { description: 'The last online attempt failed; the hold still lives.' },
    REFUNDED: { description: 'Everything paid went back.' },
    PARTIALLY_REFUNDED: { description: 'Part of what was paid went back.' },
    VOID: { description: 'Nothing is owed: the booking ended before any money came.' },
  },
});
