/**
 * A room's fields as the owner fills them in, with the spec's messages: the server refuses with
 * these, and the admin room form (`@server-pure/room-rules`) says them before a photo upload is
 * wasted on a form the server would refuse.
 */
import { rupeesToPaise } from './money';

export const ROOM_LIMITS = {
  nameMaxLength: 100,
  descriptionMinLength: 10,
  descriptionMaxLength: 1000,
  minGuests: 1,
  maxGuests: 10,
  maxRentRupees: 10_00_000,
  maxAmenities: 30,
  amenityMaxLength: 60,
  /** Photos a room shows, so one upload brings at most as many. */
  maxImages: 10,
  maxImageBytes: 5 * 1024 * 1024,
} as const;

export const ROOM_MESSAGES = {
  nameRequired: 'Room name is required',
  nameTooLong: `Room name cannot exceed ${ROOM_LIMITS.nameMaxLength} characters`,
  rentRequired: 'Rent per day is required',
  rentInvalid: 'Rent must be a positive number',
  rentDecimals: 'Rent can have at most two decimals (paise)',
  rentTooHigh: 'Rent per day cannot exceed ₹10,00,000',
  typeRequired: 'Room type is required',
  maxCountRequired: 'Maximum count is required',
  maxCountRange: `Maximum count must be between ${ROOM_LIMITS.minGuests} and ${ROOM_LIMITS.maxGuests}`,
  descriptionRequired: 'Description is required',
  descriptionTooShort: `Description must be at least ${ROOM_LIMITS.descriptionMinLength} characters long`,
  descriptionTooLong: `Description cannot exceed ${ROOM_LIMITS.descriptionMaxLength} characters`,
  amenities: `Up to ${ROOM_LIMITS.maxAmenities} amenities of at most ${ROOM_LIMITS.amenityMaxLength} characters each`,
  imagesRequired: 'At least one image is required',
  tooManyImages: `Maximum ${ROOM_LIMITS.maxImages} images allowed`,
  invalidImages: 'Please select valid image files (JPEG, PNG, WebP) under 5MB each.',
} as const;

export type RoomProblem = keyof typeof ROOM_MESSAGES;

/** What is wrong with a room's name (trimmed), if anything. */
export function roomNameProblem(name: string): 'nameRequired' | 'nameTooLong' | undefined {
  if (name === '') return 'nameRequired';
  return name.length > ROOM_LIMITS.nameMaxLength ? 'nameTooLong' : undefined;
}

/** What is wrong with a rent in rupees already read as a number (negative, paise, too high), if anything. */
export function roomRentProblem(rupees: number): 'rentInvalid' | 'rentDecimals' | 'rentTooHigh' | undefined {
  if (!Number.isFinite(rupees) || rupees < 0) return 'rentInvalid';
  const paise = rupeesToPaise(rupees);
  if (paise === undefined) return 'rentDecimals';
  return paise > ROOM_LIMITS.maxRentRupees * 100 ? 'rentTooHigh' : undefined;
}

/** What is wrong with how many guests a room sleeps, if anything. */
export function roomGuestsProblem(count: number): 'maxCountRange' | undefined {
  return Number.isInteger(count) && count >= ROOM_LIMITS.minGuests && count <= ROOM_LIMITS.maxGuests
    ? undefined
    : 'maxCountRange';
}

/** What is wrong with a room's description (trimmed), if anything. */
export function roomDescriptionProblem(
  description: string,
): 'descriptionRequired' | 'descriptionTooShort' | 'descriptionTooLong' | undefined {
  if (description === '') return 'descriptionRequired';
  if (description.length < ROOM_LIMITS.descriptionMinLength) return 'descriptionTooShort';
  return description.length > ROOM_LIMITS.descriptionMaxLength ? 'descriptionTooLong' : undefined;
}

/** Whether a room's amenities (trimmed, without repeats) are too many or too long. */
export function roomAmenitiesProblem(amenities: readonly string[]): 'amenities' | undefined {
  const tooLong = amenities.some((amenity) => amenity.length > ROOM_LIMITS.amenityMaxLength);
  return amenities.length > ROOM_LIMITS.maxAmenities || tooLong ? 'amenities' : undefined;
}
