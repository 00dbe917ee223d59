import { DomainError, notFound } from '../../shared/domain-error';

/** Why closing or opening a room's nights was refused. */
export const RoomBlockErrorCode = {
  RoomNotFound: 'ROOM_BLOCK_ROOM_NOT_FOUND',
  NotFound: 'ROOM_BLOCK_NOT_FOUND',
  FromRequired: 'ROOM_BLOCK_FROM_REQUIRED',
  FromInvalid: 'ROOM_BLOCK_FROM_INVALID',
  FromInPast: 'ROOM_BLOCK_FROM_IN_PAST',
  FromTooFar: 'ROOM_BLOCK_FROM_TOO_FAR',
  ToRequired: 'ROOM_BLOCK_TO_REQUIRED',
  ToInvalid: 'ROOM_BLOCK_TO_INVALID',
  ToNotAfterFrom: 'ROOM_BLOCK_TO_NOT_AFTER_FROM',
  TooLong: 'ROOM_BLOCK_TOO_LONG',
  ReasonRequired: 'ROOM_BLOCK_REASON_REQUIRED',
  ReasonTooLong: 'ROOM_BLOCK_REASON_TOO_LONG',
  NightsTaken: 'ROOM_BLOCK_NIGHTS_TAKEN',
} as const;

export const roomBlockNotFound = () => notFound(RoomBlockErrorCode.NotFound, 'This block was not found');

export const blockRoomNotFound = () => new DomainError(RoomBlockErrorCode.RoomNotFound, 'Room not found', 'roomId', 'not_found');
