import { useMutation, useQuery } from '@apollo/client/react';
import {
  HotelProfilePageDocument,
  UpdateHotelProfileDocument,
  type HotelProfileInput,
  type HotelProfileSettingsFieldsFragment,
} from '../../../graphql/generated';
import { Loadable, loadState } from '../../../components/admin/load-state';

type StoredProfile = HotelProfileSettingsFieldsFragment;
type ListField = 'highlights' | 'features' | 'gallery';
type TextField = Exclude<keyof HotelProfileInput, ListField>;

/** The form's values: every text as typed (an empty link is no link), the lists as rows. */
export type HotelProfileValues = { [Field in TextField]: string } & {
  highlights: { value: string; label: string }[];
  features: { title: string; text: string }[];
  gallery: { image: string; category: string; title: string; description: string; alt: string }[];
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
    gallery: profile.gallery.map(({ image, category, title, description, alt }) => ({
      image,
      category,
      title,
      description,
      alt,
    })),
  };
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
      const { data } = await mutate({ variables: { input: values } });
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
