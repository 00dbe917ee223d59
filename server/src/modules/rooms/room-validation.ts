import { ErrorCollector } from '../../shared/domain-error';
import { isBlank, toNumber, toStringList, trimmed } from '../../shared/input';
import { isRoomType, ROOM_TYPES, RoomType } from './room-type';
import { rupeesToPaise } from '../../shared/money';
import {
  ROOM_MESSAGES,
  roomAmenitiesProblem,
  roomDescriptionProblem,
  roomGuestsProblem,
  roomNameProblem,
  roomRentProblem,
} from '../../shared/pure/room-rules';
import { imageCountError } from '../uploads';
import { RoomErrorCode } from './room-errors';

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

/** The rules are one file that the admin room form imports too; their refusals are these codes. */
type FieldProblem = NonNullable<
  | ReturnType<typeof roomNameProblem>
  | ReturnType<typeof roomRentProblem>
  | ReturnType<typeof roomGuestsProblem>
  | ReturnType<typeof roomDescriptionProblem>
  | ReturnType<typeof roomAmenitiesProblem>
>;

const PROBLEM_CODES: Record<FieldProblem, (typeof RoomErrorCode)[keyof typeof RoomErrorCode]> = {
  nameRequired: RoomErrorCode.NameRequired,
  nameTooLong: RoomErrorCode.NameTooLong,
  rentInvalid: RoomErrorCode.RentInvalid,
  rentDecimals: RoomErrorCode.RentInvalid,
  rentTooHigh: RoomErrorCode.RentInvalid,
  maxCountRange: RoomErrorCode.MaxCountRange,
  descriptionRequired: RoomErrorCode.DescriptionRequired,
  descriptionTooShort: RoomErrorCode.DescriptionTooShort,
  descriptionTooLong: RoomErrorCode.DescriptionTooLong,
  amenities: RoomErrorCode.AmenitiesInvalid,
};

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

  const refuse = (problem: FieldProblem | undefined, field: string) => {
    if (problem) errors.add(PROBLEM_CODES[problem], ROOM_MESSAGES[problem], field);
    return problem;
  };

  const name = trimmed(input.name);
  refuse(roomNameProblem(name), 'name');

  let rentPerDayPaise = 0;
  if (isBlank(input.rentPerDay)) {
    errors.add(RoomErrorCode.RentRequired, ROOM_MESSAGES.rentRequired, 'rentPerDay');
  } else {
    const rupees = toNumber(input.rentPerDay);
    if (!refuse(roomRentProblem(rupees), 'rentPerDay')) rentPerDayPaise = rupeesToPaise(rupees) ?? 0;
  }

  const type = trimmed(input.type);
  if (type === '') errors.add(RoomErrorCode.TypeRequired, ROOM_MESSAGES.typeRequired, 'type');
  else if (!isRoomType(type)) {
    errors.add(RoomErrorCode.TypeUnknown, `Room type must be one of: ${ROOM_TYPES.join(', ')}`, 'type');
  }

  let maxCount = 0;
  if (isBlank(input.maxCount)) {
    errors.add(RoomErrorCode.MaxCountRequired, ROOM_MESSAGES.maxCountRequired, 'maxCount');
  } else {
    maxCount = toNumber(input.maxCount);
    refuse(roomGuestsProblem(maxCount), 'maxCount');
  }

  const description = trimmed(input.description);
  refuse(roomDescriptionProblem(description), 'description');

  const imageUrls = toStringList(input.imageUrls) ?? [];
  const tooManyImages = imageCountError(imageUrls.length);
  if (mode === 'create' && imageUrls.length === 0)
    errors.add(RoomErrorCode.ImagesRequired, ROOM_MESSAGES.imagesRequired, 'images');
  else if (tooManyImages) errors.add(tooManyImages.code, tooManyImages.message, 'images');
  else if (!imageUrls.every(isAcceptedImageUrl)) {
    errors.add(RoomErrorCode.ImageUrlInvalid, 'Photos must be uploaded images or https addresses', 'images');
  }

  const amenities = [...new Set(toStringList(input.amenities) ?? [])];
  refuse(roomAmenitiesProblem(amenities), 'amenities');

  let isAvailable = true;
  if (input.isAvailable !== undefined && input.isAvailable !== null) {
    if (typeof input.isAvailable === 'boolean') isAvailable = input.isAvailable;
    else if (input.isAvailable === 'true' || input.isAvailable === 'false') isAvailable = input.isAvailable === 'true';
    else errors.add(RoomErrorCode.AvailabilityInvalid, 'Status must be Available or Unavailable', 'isAvailable');
  }

  errors.throwIfAny();
  return { name, rentPerDayPaise, type: type as RoomType, maxCount, description, amenities, imageUrls, isAvailable };
}
