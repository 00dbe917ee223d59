import { print } from 'graphql';
import { UploadGalleryPhotoDocument, type UploadGalleryPhotoMutation } from '../../../graphql/generated';
import { sendGraphqlUpload } from '../../../lib/graphql-upload';

export type UploadedGalleryPhoto = NonNullable<UploadGalleryPhotoMutation['uploadGalleryPhoto']['galleryPhoto']>;

/** The photo stored (its id for the slide, and how it looks), or the server's words why not. */
export type GalleryPhotoUpload = { ok: true; photo: UploadedGalleryPhoto } | { ok: false; message: string };

const UPLOAD_QUERY = print(UploadGalleryPhotoDocument);
const COULD_NOT_UPLOAD = 'The photo could not be uploaded. Please check your connection and try again.';

/**
 * uploadGalleryPhoto as a GraphQL multipart request (Apollo Client does not send files). The
 * server checks the file by its content and size, as for room photos, and answers why it refused.
 */
export async function uploadGalleryPhoto(file: File): Promise<GalleryPhotoUpload> {
  try {
    const answer = await sendGraphqlUpload<UploadGalleryPhotoMutation>(UPLOAD_QUERY, { image: null }, [
      { variable: 'image', file },
    ]);
    const payload = answer.data?.uploadGalleryPhoto;
    if (payload?.galleryPhoto) return { ok: true, photo: payload.galleryPhoto };
    return { ok: false, message: payload?.errors[0]?.message ?? answer.errors?.[0]?.message ?? COULD_NOT_UPLOAD };
  } catch {
    return { ok: false, message: COULD_NOT_UPLOAD };
  }
}
