import { isLabelled, ROOM_TYPE_LABELS } from '../../lib/labels';

/**
 * The rules of the admin room forms, free of React so they can be tested on their own. The
 * messages are the spec's, word for word; the few rules the spec does not name mirror the
 * server's checks (and its messages), so a photo upload is never wasted on a form the server
 * would refuse.
 */

export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp)$/i;
const MAX_RENT_RUPEES = 10_00_000;
const MAX_AMENITIES = 30;
const MAX_AMENITY_LENGTH = 60;

export const INVALID_IMAGES_MESSAGE = 'Please select valid image files (JPEG, PNG, WebP) under 5MB each.';

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

  const name = fields.name.trim();
  if (name === '') errors.name = 'Room name is required';
  else if (name.length > 100) errors.name = 'Room name cannot exceed 100 characters';

  const rent = fields.rentPerDay.trim();
  if (rent === '') errors.rentPerDay = 'Rent per day is required';
  // Plain digits only: "-5", "1e3" and "abc" are not a rent, and 0 is allowed (min 0).
  else if (!/^(\d+\.?\d*|\.\d+)$/.test(rent)) errors.rentPerDay = 'Rent must be a positive number';
  else if (/\.\d{3,}$/.test(rent)) errors.rentPerDay = 'Rent can have at most two decimals (paise)';
  else if (Number(rent) > MAX_RENT_RUPEES) errors.rentPerDay = 'Rent per day cannot exceed ₹10,00,000';

  // The schema's RoomType decides which types exist: the union of the spec's create and edit lists.
  if (fields.type.trim() === '') errors.type = 'Room type is required';
  else if (!isLabelled(ROOM_TYPE_LABELS, fields.type))
    errors.type = `Room type must be one of: ${Object.values(ROOM_TYPE_LABELS).join(', ')}`;

  const maxCount = fields.maxCount.trim();
  const guests = Number(maxCount);
  if (maxCount === '') errors.maxCount = 'Maximum count is required';
  else if (!Number.isInteger(guests) || guests < 1 || guests > 10) errors.maxCount = 'Maximum count must be between 1 and 10';

  const description = fields.description.trim();
  if (description === '') errors.description = 'Description is required';
  else if (description.length < 10) errors.description = 'Description must be at least 10 characters long';
  else if (description.length > 1000) errors.description = 'Description cannot exceed 1000 characters';

  const amenities = parseAmenities(fields.amenities);
  if (amenities.length > MAX_AMENITIES || amenities.some((amenity) => amenity.length > MAX_AMENITY_LENGTH)) {
    errors.amenities = `Up to ${MAX_AMENITIES} amenities of at most ${MAX_AMENITY_LENGTH} characters each`;
  }

  if (mode === 'create' && fields.imageCount === 0) errors.images = 'At least one image is required';
  else if (fields.imageCount > MAX_IMAGES) errors.images = 'Maximum 10 images allowed';

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
  return typeOk && file.size > 0 && file.size <= MAX_IMAGE_BYTES;
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
