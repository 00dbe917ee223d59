import { DomainError, notFound } from '../../shared/domain-error';

/** Why a change to the hotel's OTA calendars was refused. */
export const ChannelErrorCode = {
  RoomNotFound: 'CHANNEL_ROOM_NOT_FOUND',
  ChannelUnknown: 'CHANNEL_UNKNOWN',
  FeedUrlInvalid: 'CHANNEL_FEED_URL_INVALID',
  FeedExists: 'CHANNEL_FEED_EXISTS',
  TooManyFeeds: 'CHANNEL_TOO_MANY_FEEDS',
  FeedNotFound: 'CHANNEL_FEED_NOT_FOUND',
  ConflictNotFound: 'CHANNEL_CONFLICT_NOT_FOUND',
  ConflictResolved: 'CHANNEL_CONFLICT_RESOLVED',
  StillTaken: 'CHANNEL_STILL_TAKEN',
  BookingNotInTheWay: 'CHANNEL_BOOKING_NOT_IN_THE_WAY',
  NoteTooLong: 'CHANNEL_NOTE_TOO_LONG',
  ExportTargetInvalid: 'CHANNEL_EXPORT_TARGET_INVALID',
} as const;

export const feedNotFound = () => notFound(ChannelErrorCode.FeedNotFound, 'This calendar feed was not found');
export const conflictNotFound = () => notFound(ChannelErrorCode.ConflictNotFound, 'This conflict was not found');
export const channelRoomNotFound = () => new DomainError(ChannelErrorCode.RoomNotFound, 'Room not found', 'roomId', 'not_found');
export const channelUnknown = () =>
  new DomainError(
    ChannelErrorCode.ChannelUnknown,
    'Choose the channel: Booking.com, Airbnb, MakeMyTrip/Goibibo, Agoda or Other',
    'channel',
  );
