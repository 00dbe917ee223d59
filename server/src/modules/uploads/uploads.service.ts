import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '../../shared/domain-error';
import { sniffImage } from './image-sniffer';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A room shows at most this many photos, so one upload brings at most as many. */
export const MAX_IMAGES_PER_ROOM = 10;
export const UPLOADS_URL_PREFIX = '/uploads/';
export const INVALID_IMAGE_MESSAGE = 'Please select valid image files (JPEG, PNG, WebP) under 5MB each.';

export interface IncomingImage {
  originalName: string;
  bytes: Buffer;
}

export interface StoredImage {
  imageUrl: string;
  fileName: string;
  originalName: string;
  size: number;
  contentType: string;
}

export const UploadErrorCode = {
  InvalidImage: 'INVALID_IMAGE',
  TooManyImages: 'TOO_MANY_IMAGES',
  NoImages: 'NO_IMAGES',
} as const;

/** The refusal when `count` photos are more than a room takes; undefined when they fit. */
export function imageCountError(count: number): DomainError | undefined {
  if (count <= MAX_IMAGES_PER_ROOM) return undefined;
  return new DomainError(UploadErrorCode.TooManyImages, `Maximum ${MAX_IMAGES_PER_ROOM} images allowed`, 'images');
}

export class UploadsService {
  constructor(private readonly uploadsDir: string) {}

  /**
   * Checks every file first (real JPEG/PNG/WebP, at most 5 MB, at most 10), then stores them under
   * random names. Either all are stored or none: a failure removes what was already written.
   */
  async storeImages(images: IncomingImage[]): Promise<StoredImage[]> {
    if (images.length === 0) throw new DomainError(UploadErrorCode.NoImages, 'Please select at least one image', 'images');
    const tooMany = imageCountError(images.length);
    if (tooMany) throw tooMany;
    const checked = images.map((image) => {
      const type = image.bytes.length <= MAX_IMAGE_BYTES ? sniffImage(image.bytes) : undefined;
      if (!type) throw new DomainError(UploadErrorCode.InvalidImage, INVALID_IMAGE_MESSAGE, 'images');
      return { image, type };
    });

    await mkdir(this.uploadsDir, { recursive: true });
    const written: string[] = [];
    try {
      const stored: StoredImage[] = [];
      for (const { image, type } of checked) {
        const fileName = `${randomUUID()}.${type.extension}`;
        const filePath = path.join(this.uploadsDir, fileName);
        await writeFile(filePath, image.bytes, { flag: 'wx' });
        written.push(filePath);
        stored.push({
          imageUrl: UPLOADS_URL_PREFIX + fileName,
          fileName,
          originalName: image.originalName.slice(0, 200),
          size: image.bytes.length,
          contentType: type.contentType,
        });
      }
      return stored;
    } catch (error) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw error;
    }
  }

  /** Removes photos this service stored (by their /uploads/… address); other addresses are ignored. */
  async removeImages(imageUrls: string[]): Promise<void> {
    const ours = imageUrls.filter((url) => /^\/uploads\/[A-Za-z0-9-]+\.(jpg|png|webp)$/.test(url));
    await Promise.all(ours.map((url) => rm(path.join(this.uploadsDir, url.slice(UPLOADS_URL_PREFIX.length)), { force: true })));
  }
}
