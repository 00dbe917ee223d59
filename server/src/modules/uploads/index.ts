/** The uploads module as other code sees it: everything else in this folder is its own. */
export { INVALID_IMAGE_MESSAGE, MAX_IMAGES_PER_ROOM, MAX_IMAGE_BYTES, UploadsService, imageCountError } from './uploads.service';
export type { IncomingImage } from './uploads.service';
export { UploadErrorCode } from './upload-errors';
