import { ErrorCollector } from '../../shared/domain-error';
import { isBlank, toNumber, toStringList, trimmed } from '../../shared/input';
import { isRoomType, ROOM_TYPES, RoomType } from './room-type';
import { rupeesToPaise } from '../../shared/money';
import { imageCountError } from '../uploads';
import { RoomErrorCode } from './room-errors';

const MAX_RENT_PAISE = 10_00_000 * 100;
const MAX_AMENITIES = 30;
const MAX_AMENITY_LENGTH = 60;

/** Room fields as a form or an API client sends them: loosely typed. */
export interface RoomInput {
  name?: unknown;
  rentPerDay?: unknown;
  type?: unknown;
  maxCount?: unknown;
  description?: unknown;
  amenities?: unknown;
  imageUrls?: unknown;
  isAvailable?: unknown;
}

export interface RoomData {
  name: string;
  rentPerDayPaise: number;
  type: RoomType;
  maxCount: number;
  description: string;
  amenities: string[];
  imageUrls: string[];
  isAvailable: boolean;
}

/** A photo must be one of ours (/uploads/…) or an https address; nothing that could run script. */
function isAcceptedImageUrl(url: string): boolean {
  if (/^\/uploads\/[A-Za-z0-9][A-Za-z0-9_-]*\.(jpe?g|png|webp)$/i.test(url)) return true;
  try {
    return new URL(url).protocol === 'https:' && url.length <= 2000;
  } catch {
    return false;
  }
}

/**
 * Validates a whole room with the spec's messages, all fields at once. `mode` decides whether
 * photos are required (create) or optional (edit).
 */
export function validateRoom(input: RoomInput, mode: 'create' | 'update'): RoomData {
  const errors = new ErrorCollector();

  const name = trimmed(input.name);
  if (name === '') errors.add(RoomErrorCode.NameRequired, 'Room name is required', 'name');
  else if (name.length > 100) errors.add(RoomErrorCode.NameTooLong, 'Room name cannot exceed 100 characters', 'name');

  let rentPerDayPaise = 0;
  if (isBlank(input.rentPerDay)) {
    errors.add(RoomErrorCode.RentRequired, 'Rent per day is required', 'rentPerDay');
  } else {
    const rupees = toNumber(input.rentPerDay);
    const paise = Number.isFinite(rupees) ? rupeesToPaise(rupees) : undefined;
    if (!Number.isFinite(rupees) || rupees < 0)
      errors.add(RoomErrorCode.RentInvalid, 'Rent must be a positive number', 'rentPerDay');
    else if (paise === undefined)
      errors.add(RoomErrorCode.RentInvalid, 'Rent can have at most two decimals (paise)', 'rentPerDay');
    else if (paise > MAX_RENT_PAISE) errors.add(RoomErrorCode.RentInvalid, 'Rent per day cannot exceed ₹10,00,000', 'rentPerDay');
    else rentPerDayPaise = paise;
  }

  const type = trimmed(input.type);
  if (type === '') errors.add(RoomErrorCode.TypeRequired, 'Room type is required', 'type');
  else if (!isRoomType(type)) {
    errors.add(RoomErrorCode.TypeUnknown, `Room type must be one of: ${ROOM_TYPES.join(', ')}`, 'type');
  }

  let maxCount = 0;
  if (isBlank(input.maxCount)) {
    errors.add(RoomErrorCode.MaxCountRequired, 'Maximum count is required', 'maxCount');
  } else {
    maxCount = toNumber(input.maxCount);
    if (!Number.isInteger(maxCount) || maxCount < 1 || maxCount > 10) {
      errors.add(RoomErrorCode.MaxCountRange, 'Maximum count must be between 1 and 10', 'maxCount');
    }
  }

  const description = trimmed(input.description);
  if (description === '') errors.add(RoomErrorCode.DescriptionRequired, 'Description is required', 'description');
  else if (description.length < 10)
    errors.add(RoomErrorCode.DescriptionTooShort, 'Description must be at least 10 characters long', 'description');
  else if (description.length > 1000)
    errors.add(RoomErrorCode.DescriptionTooLong, 'Description cannot exceed 1000 characters', 'description');

  const imageUrls = toStringList(input.imageUrls) ?? [];
  const tooManyImages = imageCountError(imageUrls.length);
  if (mode === 'create' && imageUrls.length === 0)
    errors.add(RoomErrorCode.ImagesRequired, 'At least one image is required', 'images');
  else if (tooManyImages) errors.add(tooManyImages.code, tooManyImages.message, 'images');
  else if (!imageUrls.every(isAcceptedImageUrl)) {
    errors.add(RoomErrorCode.ImageUrlInvalid, 'Photos must be uploaded images or https addresses', 'images');
  }

  const amenities = [...new Set(toStringList(input.amenities) ?? [])];
  if (amenities.length > MAX_AMENITIES || amenities.some((a) => a.length > MAX_AMENITY_LENGTH)) {
    errors.add(
      RoomErrorCode.AmenitiesInvalid,
      `Up to ${MAX_AMENITIES} amenities of at most ${MAX_AMENITY_LENGTH} characters each`,
      'amenities',
    );
  }

  let isAvailable = true;
  if (input.isAvailable !== undefined && input.isAvailable !== null) {
    if (typeof input.isAvailable === 'boolean') isAvailable = input.isAvailable;
    else if (input.isAvailable === 'true' || input.isAvailable === 'false') isAvailable = input.isAvailable === 'true';
    else errors.add(RoomErrorCode.AvailabilityInvalid, 'Status must be Available or Unavailable', 'isAvailable');
  }

  errors.throwIfAny();
  return { name, rentPerDayPaise, type: type as RoomType, maxCount, description, amenities, imageUrls, isAvailable };
}
