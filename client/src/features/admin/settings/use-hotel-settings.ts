import { useMutation, useQuery } from '@apollo/client/react';
import {
  HotelSettingsPageDocument,
  UpdateHotelSettingsDocument,
  type HotelSettingsInput,
  type HotelSettingsPageQuery,
} from '../../../graphql/generated';
import { Loadable, loadState } from '../../../components/admin/load-state';

export type HotelSettingsPage = HotelSettingsPageQuery;
export type HotelSettingsValues = Required<{ [Key in keyof HotelSettingsInput]: string }>;
export type GstFacts = HotelSettingsPageQuery['gstFacts'];

/** A field the server named, or the whole form (field null). */
export interface SettingsProblem {
  field: keyof HotelSettingsValues | null;
  message: string;
}

export type SaveOutcome = { ok: true; values: HotelSettingsValues } | { ok: false; problems: SettingsProblem[] };

const COULD_NOT_SAVE = 'The settings could not be saved. Please check your connection and try again.';
const FIELDS: readonly (keyof HotelSettingsValues)[] = [
  'legalName',
  'tradeName',
  'address',
  'pincode',
  'stateCode',
  'gstin',
  'invoicePrefix',
  'signatory',
];

/** The form's values from the settings as stored. */
export function valuesOf(settings: HotelSettingsPageQuery['hotelSettings']): HotelSettingsValues {
  return Object.fromEntries(FIELDS.map((field) => [field, settings[field]])) as HotelSettingsValues;
}

export function useHotelSettingsPage(): Loadable<HotelSettingsPage> {
  return loadState(useQuery(HotelSettingsPageDocument, { fetchPolicy: 'cache-and-network' }));
}

/** updateHotelSettings: the values saved (as the server made them canonical), or the problems per field. */
export function useSaveHotelSettings(): (values: HotelSettingsValues) => Promise<SaveOutcome> {
  const [mutate] = useMutation(UpdateHotelSettingsDocument);
  return async (values) => {
    try {
      const { data } = await mutate({ variables: { input: values } });
      const answer = data?.updateHotelSettings;
      if (answer?.settings) return { ok: true, values: valuesOf(answer.settings) };
      const problems = (answer?.errors ?? []).map((error) => ({
        field: FIELDS.find((field) => field === error.field) ?? null,
        message: error.message,
      }));
      return { ok: false, problems: problems.length > 0 ? problems : [{ field: null, message: COULD_NOT_SAVE }] };
    } catch {
      return { ok: false, problems: [{ field: null, message: COULD_NOT_SAVE }] };
    }
  };
}
