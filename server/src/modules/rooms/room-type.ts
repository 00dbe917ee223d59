import { registerEnumType } from 'type-graphql';

/**
 * One list of room types for both admin forms (the spec's create and edit lists differ; this is
 * their union, so rooms made with either form stay valid). GraphQL names are the keys; the stored
 * values (and the /api's) are the spec's strings.
 */
export const RoomType = {
  SINGLE_AC: 'SingleAC',
  DOUBLE_AC: 'DoubleAC',
  SINGLE: 'Single',
  DOUBLE: 'Double',
  DELUXE: 'Deluxe',
  SUITE: 'Suite',
  FAMILY: 'Family',
  STANDARD: 'Standard',
} as const;
export type RoomType = (typeof RoomType)[keyof typeof RoomType];

export const ROOM_TYPES: readonly RoomType[] = Object.values(RoomType);

export function isRoomType(value: string): value is RoomType {
  return (ROOM_TYPES as readonly string[]).includes(value);
}

registerEnumType(RoomType, { name: 'RoomType', description: 'The kind of room.' });

/** How a room type reads to people ("Double AC"), in mails and on paper. */
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  SingleAC: 'Single AC',
  DoubleAC: 'Double AC',
  Single: 'Single',
  Double: 'Double',
  Deluxe: 'Deluxe',
  Suite: 'Suite',
  Family: 'Family',
  Standard: 'Standard',
};
