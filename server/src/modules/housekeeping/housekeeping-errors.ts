import { DomainError } from '../../shared/domain-error';

/** Why a room's housekeeping status was not set. */
export const HousekeepingErrorCode = {
  RoomNotFound: 'HOUSEKEEPING_ROOM_NOT_FOUND',
  StatusInvalid: 'HOUSEKEEPING_STATUS_INVALID',
  DateInvalid: 'HOUSEKEEPING_DATE_INVALID',
  ClosedForWorks: 'HOUSEKEEPING_ROOM_CLOSED_FOR_WORKS',
} as const;

export const housekeepingRoomNotFound = () =>
  new DomainError(HousekeepingErrorCode.RoomNotFound, 'Room not found', 'roomId', 'not_found');
