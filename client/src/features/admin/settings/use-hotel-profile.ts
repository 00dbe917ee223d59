import { useMutation, useQuery } from '@apollo/client/react';
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
type TextField = Exclude<keyof HotelProfileInput, ListField>;

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
}

/** The form's values: every text as typed (an empty link is no link), the lists as rows. */
export type HotelProfileValues = { [Field in TextField]: string } & {
  highlights: { value: string; label: string }[];
  features: { title: string; text: string }[];
  gallery: GallerySlideValues[];
};

/** A field the server named, or the whole form (field null). */
export interface ProfileProblem {
  field: keyof HotelProfileValues | null;
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
    highlights: profile.highlights.map(({ value, label }) => ({ value, label })),
    features: profile.features.map(({ title, text }) => ({ title, text })),
    gallery: profile.gallery.map(({ image, category, title, description, alt, photoId, photo }) => ({
      image,
      category,
      title,
      description,
      alt,
      photoId,
      photo: photo ? withoutTypename(photo) : null,
    })),
  };
}

/** What updateHotelProfile takes: the values without the previews of the slides' photos. */
export function profileInputOf(values: HotelProfileValues): HotelProfileInput {
  return { ...values, gallery: values.gallery.map(({ photo: _preview, ...slide }) => slide) };
}

function withoutTypename({ url, src, width, height, avifSrcset, webpSrcset }: PhotoFieldsFragment): PhotoFieldsFragment {
  return { url, src, width, height, avifSrcset, webpSrcset };
}

export function useHotelProfilePage(): Loadable<{ hotelProfile: StoredProfile }> {
  return loadState(useQuery(HotelProfilePageDocument, { fetchPolicy: 'cache-and-network' }));
}

const FIELDS = new Set<string>([...PROFILE_TEXT_FIELDS, 'highlights', 'features', 'gallery']);

/** updateHotelProfile: the profile saved (as the server made it canonical), or the problems per field. */
export function useSaveHotelProfile(): (values: HotelProfileValues) => Promise<ProfileSaveOutcome> {
  const [mutate] = useMutation(UpdateHotelProfileDocument);
  return async (values) => {
    try {
      const { data } = await mutate({ variables: { input: profileInputOf(values) } });
      const answer = data?.updateHotelProfile;
      if (answer?.profile) return { ok: true, values: profileValuesOf(answer.profile) };
      const problems = (answer?.errors ?? []).map((error) => ({
        field: error.field && FIELDS.has(error.field) ? (error.field as keyof HotelProfileValues) : null,
        message: error.message,
      }));
      return { ok: false, problems: problems.length > 0 ? problems : [{ field: null, message: COULD_NOT_SAVE }] };
    } catch {
      return { ok: false, problems: [{ field: null, message: COULD_NOT_SAVE }] };
    }
  };
}
