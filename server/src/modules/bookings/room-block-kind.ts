import { registerEnumType } from 'type-graphql';

/**
 * Why a room is closed: works planned ahead (the calendar's "Close nights") or out of order (the
 * housekeeping screen: a broken AC, a leak). Both take nights alike; the kind only says which.
 */
export const RoomBlockKind = {
  MAINTENANCE: 'maintenance',
  OUT_OF_ORDER: 'out_of_order',
} as const;
export type RoomBlockKind = (typeof RoomBlockKind)[keyof typeof RoomBlockKind];

registerEnumType(RoomBlockKind, { name: 'RoomBlockKind', description: 'Why a room is closed: works, or out of order.' });
