/** The availability module as other code sees it: everything else in this folder is its own. */
export type { AvailabilityCache } from './availability-cache';
export { AvailabilityService, parseGuestCount } from './availability.service';
export type { PricedRooms } from './availability.service';
export { AvailableRoomsResolver } from './available-rooms.resolver';
export { RoomOffersResolver } from './room-offers.resolver';
export { RoomOffersService } from './room-offers.service';
