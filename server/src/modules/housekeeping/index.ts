/** The housekeeping module as other code sees it: everything else in this folder is its own. */
export { HousekeepingResolver } from './housekeeping.resolver';
export { HousekeepingService } from './housekeeping.service';
export type { RoomStatusChange, RoomStatusEntry } from './housekeeping.service';
