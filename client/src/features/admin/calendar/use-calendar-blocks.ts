import { useRoomBlockMutations } from '../../../lib/use-room-block-mutations';

export type { BlockOutcome } from '../../../lib/use-room-block-mutations';

/** blockRoom and unblockRoom from the calendar; the calendar reloads after either. */
export function useCalendarBlocks() {
  return useRoomBlockMutations(['AdminBookingCalendar']);
}
