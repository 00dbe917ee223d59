/** The photos module as other code sees it: everything else in this folder is its own. */
export { encodePhoto } from './photo-encoder';
export type { PublicExtension } from './photo-encoder';
export { UndecodablePhotoError } from './photo-errors';
export { PhotoFiles } from './photo-files';
export { PHOTOS_COST, photoLoaderFor } from './photo-loader';
export { photoPreloadLink } from './photo-preload';
export { PhotoView, photoView } from './photo-view';
export { photosRoutes } from './photos.routes';
export { PhotosService } from './photos.service';
export { StoredPhoto } from './stored-photo.entity';
