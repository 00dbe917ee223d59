import multer from 'multer';
import { IncomingImage, MAX_IMAGE_BYTES, MAX_IMAGES_PER_ROOM } from '../modules/uploads';

/**
 * Photos arrive in memory (at most 10 × 5 MB), because their bytes are checked before anything
 * is written; multer stops reading as soon as a limit is passed.
 */
export const imageUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_ROOM, fields: 40, fieldSize: 64 * 1024 },
});

export function incomingImages(files: unknown): IncomingImage[] {
  const list = Array.isArray(files) ? (files as Express.Multer.File[]) : [];
  return list.map((file) => ({ originalName: file.originalname, bytes: file.buffer }));
}
