import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { CreateAdminRoomDocument, UpdateAdminRoomDocument } from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { toFieldProblems, type FieldProblem, type RoomPhoto, type RoomSubmission } from '../room-form-values';
import { forgetRoomLists } from './room-cache';
import { UploadError, uploadImages } from './upload-images';

export type SaveOutcome = { ok: true } | { ok: false; message?: string; problems: FieldProblem[] };

/** The spec's texts when saving fails without a message from the server. */
const FAILURE_TEXTS = {
  create: { refused: 'Failed to create room', failed: 'Failed to create room' },
  edit: { refused: 'Something went wrong', failed: 'Something went wrong while updating the room' },
};

/**
 * Saves a room in two steps: uploads the newly picked photos (with progress), then creates or
 * updates the room with every photo address in order. Photos uploaded by an attempt that failed
 * later are not sent again when the admin retries.
 */
export function useSaveRoom(target: { mode: 'create' } | { mode: 'edit'; id: string }) {
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const uploaded = useRef(new WeakMap<File, string>());
  const [createRoom] = useMutation(CreateAdminRoomDocument, { update: forgetRoomLists });
  const [updateRoom] = useMutation(UpdateAdminRoomDocument, { update: forgetRoomLists });
  const texts = FAILURE_TEXTS[target.mode];

  async function uploadNewPhotos(photos: RoomPhoto[]): Promise<string[]> {
    const files = photos.flatMap((photo) => (photo.kind === 'new' && !uploaded.current.has(photo.file) ? [photo.file] : []));
    if (files.length > 0) {
      setUploadProgress(0);
      const urls = await uploadImages(files, setUploadProgress);
      files.forEach((file, index) => uploaded.current.set(file, urls[index]));
    }
    return photos.map((photo) => (photo.kind === 'saved' ? photo.url : uploaded.current.get(photo.file)!));
  }

  async function save({ details, photos }: RoomSubmission): Promise<SaveOutcome> {
    let imageUrls: string[];
    try {
      imageUrls = await uploadNewPhotos(photos);
    } catch (error) {
      setUploadProgress(null);
      return {
        ok: false,
        message: error instanceof UploadError ? error.message : 'Failed to upload images. Please try again.',
        problems: [],
      };
    }

    try {
      const input = { ...details, imageUrls };
      const { data } = await (target.mode === 'create'
        ? createRoom({ variables: { input } })
        : updateRoom({ variables: { id: target.id, input } }));
      const payload = data && ('createRoom' in data ? data.createRoom : data.updateRoom);
      if (payload?.room && payload.errors.length === 0) return { ok: true };
      const problems = toFieldProblems(payload?.errors ?? []);
      const general = problems.find((problem) => !problem.field);
      return { ok: false, message: general?.message ?? (problems.length === 0 ? texts.refused : undefined), problems };
    } catch (error) {
      return { ok: false, message: problemText(error, texts), problems: [] };
    }
  }

  return { save, uploadProgress };
}
