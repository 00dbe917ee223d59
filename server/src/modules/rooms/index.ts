/** The rooms module as other code sees it: everything else in this folder is its own. */
export { HOUSEKEEPING_STATUSES, RoomStatus, setHousekeepingStatus } from './housekeeping-status';
export type { HousekeepingStatus } from './housekeeping-status';
export { byRoomNumber, roomLabel } from './room-names';
export { RoomPhotosResolver } from './room-photos.resolver';
export type { RoomData } from './room-validation';
export { ROOM_TYPE_LABELS, Room, RoomType } from './room.entity';
export { RoomsResolver } from './rooms.resolver';
export { roomsRoutes } from './rooms.routes';
export { RoomsService } from './rooms.service';
