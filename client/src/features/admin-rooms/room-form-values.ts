import type { PhotoFieldsFragment, RoomType } from '../../graphql/generated';
import { isLabelled, ROOM_TYPE_LABELS } from '../../lib/labels';
import { parseAmenities } from './room-form-rules';

/** A photo of the form: one the room already has (its address), or a file picked just now. */
export type RoomPhoto =
  { kind: 'saved'; url: string; photo?: PhotoFieldsFragment } | { kind: 'new'; file: File; previewUrl: string };

/** What the form holds, as typed. */
export interface RoomFormValues {
  name: string;
  rentPerDay: string;
  /** The room type select: one of the schema's types, or nothing chosen yet. */
  type: RoomType | '';
  maxCount: string;
  description: string;
  amenities: string;
  isAvailable: 'true' | 'false';
  images: RoomPhoto[];
}

/** The room as the API takes it (GraphQL RoomInput without the photos). */
export interface RoomDetails {
  name: string;
  rentPerDay: number;
  type: RoomType;
  maxCount: number;
  description: string;
  amenities: string[];
  isAvailable: boolean;
}

/** What a valid form hands to its `onSubmit`: the details and the photos in their order. */
export interface RoomSubmission {
  details: RoomDetails;
  photos: RoomPhoto[];
}

/** A problem with one field (or the whole form when `field` is undefined), e.g. from the server. */
export interface FieldProblem {
  field?: keyof RoomFormValues;
  message: string;
}

export const EMPTY_ROOM_FORM: RoomFormValues = {
  name: '',
  rentPerDay: '',
  type: '',
  maxCount: '',
  description: '',
  amenities: '',
  isAvailable: 'true',
  images: [],
};

/** The edit form starts from the room as saved. */
export function formValuesFromRoom(room: {
  name: string;
  rentPerDay: number;
  type: RoomType;
  maxCount: number;
  description: string;
  amenities: readonly string[];
  isAvailable: boolean;
  imageUrls: readonly string[];
  photos?: readonly PhotoFieldsFragment[];
}): RoomFormValues {
  return {
    name: room.name,
    rentPerDay: String(room.rentPerDay),
    type: room.type,
    maxCount: String(room.maxCount),
    description: room.description,
    amenities: room.amenities.join(', '),
    isAvailable: room.isAvailable ? 'true' : 'false',
    images: room.imageUrls.map((url) => ({ kind: 'saved', url, photo: room.photos?.find((photo) => photo.url === url) })),
  };
}

/** A valid form's values as the API takes them (validateRoomForm has passed: a type is chosen). */
export function toSubmission(values: RoomFormValues): RoomSubmission {
  if (!isLabelled(ROOM_TYPE_LABELS, values.type)) throw new Error('toSubmission needs a validated form with a room type');
  return {
    details: {
      name: values.name.trim(),
      rentPerDay: Number(values.rentPerDay),
      type: values.type,
      maxCount: Number(values.maxCount),
      description: values.description.trim(),
      amenities: parseAmenities(values.amenities),
      isAvailable: values.isAvailable === 'true',
    },
    photos: values.images,
  };
}

const FORM_FIELDS: readonly string[] = [
  'name',
  'rentPerDay',
  'type',
  'maxCount',
  'description',
  'amenities',
  'isAvailable',
  'images',
];

/** Server user errors name API fields; those the form shows go next to the field, the rest on top. */
export function toFieldProblems(errors: readonly { field?: string | null; message: string }[]): FieldProblem[] {
  return errors.map((error) => {
    const field = error.field === 'imageUrls' ? 'images' : error.field;
    return field && FORM_FIELDS.includes(field)
      ? { field: field as keyof RoomFormValues, message: error.message }
      : { message: error.message };
  });
}
