import {
  ROOM_LIMITS,
  ROOM_MESSAGES,
  roomAmenitiesProblem,
  roomDescriptionProblem,
  roomGuestsProblem,
  roomNameProblem,
  roomRentProblem,
} from '@server-pure/room-rules';
import { isLabelled, ROOM_TYPE_LABELS } from '../../lib/labels';

/**
 * The rules of the admin room forms, free of React so they can be tested on their own: the
 * server's own rules and words (@server-pure/room-rules), so a photo upload is never wasted on a
 * form the server would refuse. What is left here reads what was typed.
 */

export const MAX_IMAGES = ROOM_LIMITS.maxImages;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

export const INVALID_IMAGES_MESSAGE = ROOM_MESSAGES.invalidImages;

export type RoomFormMode = 'create' | 'edit';

/** The form's fields as typed (strings), and how many photos the room will have. */
export interface RoomFormFields {
  name: string;
  rentPerDay: string;
  type: string;
  maxCount: string;
  description: string;
  amenities: string;
  imageCount: number;
}

export type RoomFormField = 'name' | 'rentPerDay' | 'type' | 'maxCount' | 'description' | 'amenities' | 'images';
export type RoomFormErrors = Partial<Record<RoomFormField, string>>;

/** Every field's first problem, all at once (an empty object when the form is valid). */
export function validateRoomForm(fields: RoomFormFields, mode: RoomFormMode): RoomFormErrors {
  const errors: RoomFormErrors = {};

  const message = (problem: keyof typeof ROOM_MESSAGES | undefined) => (problem ? ROOM_MESSAGES[problem] : undefined);
  const set = (field: RoomFormField, text: string | undefined) => {
    if (text) errors[field] = text;
  };

  set('name', message(roomNameProblem(fields.name.trim())));

  const rent = fields.rentPerDay.trim();
  if (rent === '') errors.rentPerDay = ROOM_MESSAGES.rentRequired;
  // Plain digits only: "-5", "1e3" and "abc" are not a rent, and 0 is allowed (min 0).
  else if (!/^(\d+\.?\d*|\.\d+)$/.test(rent)) errors.rentPerDay = ROOM_MESSAGES.rentInvalid;
  else set('rentPerDay', message(roomRentProblem(Number(rent))));

  // The schema's RoomType decides which types exist: the union of the spec's create and edit lists.
  if (fields.type.trim() === '') errors.type = ROOM_MESSAGES.typeRequired;
  else if (!isLabelled(ROOM_TYPE_LABELS, fields.type))
    errors.type = `Room type must be one of: ${Object.values(ROOM_TYPE_LABELS).join(', ')}`;

  const maxCount = fields.maxCount.trim();
  if (maxCount === '') errors.maxCount = ROOM_MESSAGES.maxCountRequired;
  else set('maxCount', message(roomGuestsProblem(Number(maxCount))));

  set('description', message(roomDescriptionProblem(fields.description.trim())));
  set('amenities', message(roomAmenitiesProblem(parseAmenities(fields.amenities))));

  if (mode === 'create' && fields.imageCount === 0) errors.images = ROOM_MESSAGES.imagesRequired;
  else if (fields.imageCount > MAX_IMAGES) errors.images = ROOM_MESSAGES.tooManyImages;

  return errors;
}

/** "Wi-Fi, AC,, TV, AC" → ["Wi-Fi", "AC", "TV"]: trimmed, no blanks, no repeats. */
export function parseAmenities(text: string): string[] {
  const amenities = text
    .split(',')
    .map((amenity) => amenity.trim())
    .filter((amenity) => amenity !== '');
  return [...new Set(amenities)];
}

/** What a picked file must tell us; a File has all of it. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

function isAcceptedImage(file: PickedFile): boolean {
  // Some systems give no MIME type; the name decides then. The server checks the bytes anyway.
  const typeOk = file.type === '' ? ACCEPTED_EXTENSIONS.test(file.name) : ACCEPTED_IMAGE_TYPES.includes(file.type.toLowerCase());
  return typeOk && file.size > 0 && file.size <= ROOM_LIMITS.maxImageBytes;
}

/**
 * Why newly picked photos cannot be added (the text for the alert), or undefined when they can.
 * `existingCount` is how many photos the room has or will have already.
 */
export function validateImageFiles(files: readonly PickedFile[], existingCount: number): string | undefined {
  if (!files.every(isAcceptedImage)) return INVALID_IMAGES_MESSAGE;
  if (existingCount + files.length > MAX_IMAGES) {
    const room = `This room has ${existingCount}`;
    const left = Math.max(0, MAX_IMAGES - existingCount);
    return left === 0
      ? `You can upload at most ${MAX_IMAGES} images. ${room}, so no more can be added.`
      : `You can upload at most ${MAX_IMAGES} images. ${room}, so you can add ${left} more.`;
  }
  return undefined;
}

/** The admin table shows the start of a description: at most 50 characters, then an ellipsis. */
export function cutDescription(description: string, length = 50): string {
  const characters = Array.from(description);
  return characters.length > length ? `${characters.slice(0, length).join('').trimEnd()}…` : description;
}
