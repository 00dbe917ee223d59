import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useState } from 'react';
import {
  BanquetSetupDocument,
  RemoveHallPhotoDocument,
  SaveHallDocument,
  SaveHallSessionDocument,
  SaveMenuPackageDocument,
  SetBanquetTermsDocument,
  type BanquetSetupQuery,
} from '../../../graphql/generated';
import { type Loadable, loadState } from '../../../components/admin/load-state';
import { sendGraphqlUpload } from '../../../lib/graphql-upload';
import { refusalMessage } from '../../../lib/graphql-errors';

export type BanquetSetup = BanquetSetupQuery['banquetSetup'];
export type SetupHall = BanquetSetup['halls'][number];
export type SetupSession = SetupHall['sessions'][number];
export type SetupMenu = BanquetSetup['menuPackages'][number];

export function useBanquetSetup(): Loadable<BanquetSetup> {
  const result = useQuery(BanquetSetupDocument, { fetchPolicy: 'cache-and-network' });
  return loadState({ ...result, data: result.data?.banquetSetup });
}

/** Field path → message; "" holds a problem of the whole form. */
export type Problems = Record<string, string>;
export type SaveOutcome = { ok: true } | { ok: false; problems: Problems };

const COULD_NOT_SAVE = 'That could not be saved. Please check your connection and try again.';

interface Payload {
  errors: readonly { field: string | null; message: string }[];
}

export function problemsOf(errors: Payload['errors']): Problems {
  const problems: Problems = {};
  for (const error of errors) problems[error.field ?? ''] ??= error.message;
  return Object.keys(problems).length > 0 ? problems : { '': COULD_NOT_SAVE };
}

/** A setup mutation that answers ok or the problems per field, and reloads the setup when it saved. */
function useSetupMutation<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  payloadOf: (data: TData) => Payload | undefined,
): (variables: TVariables) => Promise<SaveOutcome> {
  const [mutate] = useMutation(document, { refetchQueries: [BanquetSetupDocument], awaitRefetchQueries: true });
  // Apollo's generic tuple of options does not narrow for a generic document; every caller passes variables.
  const run = mutate as unknown as (options: { variables: TVariables }) => Promise<{ data?: TData | null }>;
  return async (variables) => {
    try {
      const { data } = await run({ variables });
      const payload = data ? payloadOf(data) : undefined;
      if (payload && payload.errors.length === 0) return { ok: true };
      return { ok: false, problems: problemsOf(payload?.errors ?? []) };
    } catch (error) {
      return { ok: false, problems: { '': refusalMessage(error) ?? COULD_NOT_SAVE } };
    }
  };
}

export const useSaveHall = () => useSetupMutation(SaveHallDocument, (data) => data.saveHall);
export const useRemoveHallPhoto = () => useSetupMutation(RemoveHallPhotoDocument, (data) => data.removeHallPhoto);
export const useSaveHallSession = () => useSetupMutation(SaveHallSessionDocument, (data) => data.saveHallSession);
export const useSaveMenuPackage = () => useSetupMutation(SaveMenuPackageDocument, (data) => data.saveMenuPackage);
export const useSetBanquetTerms = () => useSetupMutation(SetBanquetTermsDocument, (data) => data.setBanquetTerms);

const ADD_HALL_PHOTOS = `mutation ($hallId: ID!, $images: [Upload!]!) {
  addHallPhotos(hallId: $hallId, images: $images) { errors { field code message } hall { id } }
}`;

/**
 * addHallPhotos as a GraphQL multipart request (Apollo Client does not send files): the server
 * checks each file by its content and stores them after the hall's other photos.
 */
export function useAddHallPhotos(): { add: (hallId: string, files: readonly File[]) => Promise<SaveOutcome>; busy: boolean } {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const add = async (hallId: string, files: readonly File[]): Promise<SaveOutcome> => {
    setBusy(true);
    try {
      const answer = await sendGraphqlUpload<{ addHallPhotos?: Payload }>(
        ADD_HALL_PHOTOS,
        { hallId, images: files.map(() => null) },
        files.map((file, i) => ({ variable: `images.${i}`, file })),
      );
      const payload = answer.data?.addHallPhotos;
      if (payload && payload.errors.length === 0) {
        await client.refetchQueries({ include: [BanquetSetupDocument] });
        return { ok: true };
      }
      return {
        ok: false,
        problems: payload ? problemsOf(payload.errors) : { '': answer.errors?.[0]?.message ?? COULD_NOT_SAVE },
      };
    } catch {
      return { ok: false, problems: { '': 'The photos could not be uploaded. Please try again.' } };
    } finally {
      setBusy(false);
    }
  };
  return { add, busy };
}
