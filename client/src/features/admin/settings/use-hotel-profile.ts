import { useMutation, useQuery } from '@apollo/client/react';
import type { FieldPath } from 'react-hook-form';
import {
  HotelProfilePageDocument,
  UpdateHotelProfileDocument,
  type HotelProfileInput,
  type HotelProfileSettingsFieldsFragment,
  type PhotoFieldsFragment,
} from '../../../graphql/generated';
import { Loadable, loadState } from '../../../components/admin/load-state';

type StoredProfile = HotelProfileSettingsFieldsFragment;
type ListField = 'highlights' | 'features' | 'gallery';
type TextField = Exclude<keyof HotelProfileInput, ListField | 'hindi'>;

/** A figure of About Us, with its words in Hindi (empty: the Hindi page shows the English). */
export interface HighlightValues {
  value: string;
  label: string;
  hindi: { value: string; label: string };
}

/** A tile of Accommodations, with its words in Hindi. */
export interface FeatureValues {
  title: string;
  text: string;
  hindi: { title: string; text: string };
}

/**
 * A gallery slide in the form: its words, its shipped photo and, when the owner uploaded one for
 * it, that photo's id (sent) and how it looks (`photo`, for the preview only).
 */
export interface GallerySlideValues {
  image: string;
  category: string;
  title: string;
  description: string;
  alt: string;
  photoId: string | null;
  photo: PhotoFieldsFragment | null;
  /** Its words in Hindi (its photo and category are the same). */
  hindi: { title: string; description: string; alt: string };
}

/**
 * The form's values: every text as typed (an empty link is no link), the lists as rows. A row
 * carries its Hindi words, so adding, moving or removing it keeps its translation with it; the
 * Hindi lists are sent parallel to the English ones.
 */
export type HotelProfileValues = { [Field in TextField]: string } & {
  highlights: HighlightValues[];
  features: FeatureValues[];
  gallery: GallerySlideValues[];
  hindi: { heroText: string; aboutTitle: string; aboutText: string };
};

/** Where a Hindi list's problem shows (the server names the list, "Number 2: …"). */
export const HINDI_LIST_ERRORS = {
  highlights: 'root.hindiHighlights',
  features: 'root.hindiFeatures',
  gallery: 'root.hindiGallery',
} as const;

/** A field of the form, or a Hindi list's place. */
export type ProfileProblemField = FieldPath<HotelProfileValues> | (typeof HINDI_LIST_ERRORS)[ListField];

/** A field the server named, or the whole form (field null). */
export interface ProfileProblem {
  field: ProfileProblemField | null;
  message: string;
}

export type ProfileSaveOutcome = { ok: true; values: HotelProfileValues } | { ok: false; problems: ProfileProblem[] };

const COULD_NOT_SAVE = 'The profile could not be saved. Please check your connection and try again.';

export const PROFILE_TEXT_FIELDS: readonly TextField[] = [
  'name',
  'shortName',
  'ownerLine',
  'street',
  'locality',
  'city',
  'state',
  'pincode',
  'country',
  'mapUrl',
  'frontDeskPhone',
  'frontDeskHours',
  'reservationsPhone',
  'reservationsHours',
  'reservationsEmail',
  'banquetEmail',
  'infoEmail',
  'alertsEmail',
  'alertsPhone',
  'checkInTime',
  'checkOutTime',
  'facebookUrl',
  'instagramUrl',
  'xUrl',
  'heroText',
  'aboutTitle',
  'aboutText',
];

/** The form's values from the profile as stored. */
export function profileValuesOf(profile: StoredProfile): HotelProfileValues {
  const texts = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, profile[field] ?? ''])) as {
    [Field in TextField]: string;
  };
  return {
    ...texts,
    highlights: profile.highlights.map(({ value, label }, index) => {
      const hindi = profile.hindi.highlights[index];
      return { value, label, hindi: { value: hindi?.value ?? '', label: hindi?.label ?? '' } };
    }),
    features: profile.features.map(({ title, text }, index) => {
      const hindi = profile.hindi.features[index];
      return { title, text, hindi: { title: hindi?.title ?? '', text: hindi?.text ?? '' } };
    }),
    gallery: profile.gallery.map(({ image, category, title, description, alt, photoId, photo }, index) => {
      const hindi = profile.hindi.gallery[index];
      return {
        image,
        category,
        title,
        description,
        alt,
        photoId,
        photo: photo ? withoutTypename(photo) : null,
        hindi: { title: hindi?.title ?? '', description: hindi?.description ?? '', alt: hindi?.alt ?? '' },
      };
    }),
    hindi: { heroText: profile.hindi.heroText, aboutTitle: profile.hindi.aboutTitle, aboutText: profile.hindi.aboutText },
  };
}

/**
 * What updateHotelProfile takes: the English rows without their Hindi words and the slides'
 * photo previews, and the Hindi texts with their lists row for row.
 */
export function profileInputOf(values: HotelProfileValues): HotelProfileInput {
  const { highlights, features, gallery, hindi, ...texts } = values;
  return {
    ...texts,
    highlights: highlights.map(({ value, label }) => ({ value, label })),
    features: features.map(({ title, text }) => ({ title, text })),
    gallery: gallery.map(({ photo: _preview, hindi: _words, ...slide }) => slide),
    hindi: {
      ...hindi,
      highlights: highlights.map((row) => row.hindi),
      features: features.map((row) => row.hindi),
      gallery: gallery.map((slide) => slide.hindi),
    },
  };
}

function withoutTypename({ url, src, width, height, avifSrcset, webpSrcset }: PhotoFieldsFragment): PhotoFieldsFragment {
  return { url, src, width, height, avifSrcset, webpSrcset };
}

export function useHotelProfilePage(): Loadable<{ hotelProfile: StoredProfile }> {
  return loadState(useQuery(HotelProfilePageDocument, { fetchPolicy: 'cache-and-network' }));
}

/** The server's field (its path in the input) → where the form shows its problem. */
const FIELDS = new Map<string, ProfileProblemField>([
  ...[...PROFILE_TEXT_FIELDS, 'highlights', 'features', 'gallery'].map((field) => [field, field as ProfileProblemField] as const),
  ...(['heroText', 'aboutTitle', 'aboutText'] as const).map((field) => [`hindi.${field}`, `hindi.${field}` as const] as const),
  ...(Object.keys(HINDI_LIST_ERRORS) as ListField[]).map((list) => [`hindi.${list}`, HINDI_LIST_ERRORS[list]] as const),
]);

/** Where the form shows the problem the server gave for `field` (null: above the form). */
export function problemFieldOf(field: string | null): ProfileProblemField | null {
  return (field ? FIELDS.get(field) : undefined) ?? null;
}

/** updateHotelProfile: the profile saved (as the server made it canonical), or the problems per field. */
export function useSaveHotelProfile(): (values: HotelProfileValues) => Promise<ProfileSaveOutcome> {
  const [mutate] = useMutation(UpdateHotelProfileDocument);
  return async (values) => {
    try {
      const { data } = await mutate({ variables: { input: profileInputOf(values) } });
      const answer = data?.updateHotelProfile;
      if (answer?.profile) return { ok: true, values: profileValuesOf(answer.profile) };
      const problems = (answer?.errors ?? []).map((error) => ({
        field: problemFieldOf(error.field ?? null),
        message: error.message,
      }));
      return { ok: false, problems: problems.length > 0 ? problems : [{ field: null, message: COULD_NOT_SAVE }] };
    } catch {
      return { ok: false, problems: [{ field: null, message: COULD_NOT_SAVE }] };
    }
  };
}
