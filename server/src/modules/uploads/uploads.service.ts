import { DomainError } from '../../shared/domain-error';
import { ROOM_LIMITS, ROOM_MESSAGES } from '../../shared/pure/room-rules';
import { UndecodablePhotoError, PhotosService } from '../photos';
import { sniffImage } from './image-sniffer';
import { UploadErrorCode } from './upload-errors';

// The limits and words are one file that the admin room form imports too.
export const MAX_IMAGE_BYTES = ROOM_LIMITS.maxImageBytes;
export const MAX_IMAGES_PER_ROOM = ROOM_LIMITS.maxImages;
export const INVALID_IMAGE_MESSAGE = ROOM_MESSAGES.invalidImages;

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

/** The refusal when `count` photos are more than a room takes; undefined when they fit. */
export function imageCountError(count: number): DomainError | undefined {
  if (count <= MAX_IMAGES_PER_ROOM) return undefined;
  return new DomainError(UploadErrorCode.TooManyImages, ROOM_MESSAGES.tooManyImages, 'images');
}

/**
 * An upload of room or hall photos: checks the whole batch (real JPEG/PNG/WebP by content, at
 * most 5 MB each, at most 10), then has each photo re-encoded and stored. Either all are stored or
 * none: a failure removes what was already stored.
 */
export class UploadsService {
  constructor(private readonly photos: PhotosService) {}

  async storeImages(images: IncomingImage[]): Promise<StoredImage[]> {
    if (images.length === 0) throw new DomainError(UploadErrorCode.NoImages, 'Please select at least one image', 'images');
    const tooMany = imageCountError(images.length);
    if (tooMany) throw tooMany;
    const checked = images.map((image) => {
      const type = image.bytes.length <= MAX_IMAGE_BYTES ? sniffImage(image.bytes) : undefined;
      if (!type) throw invalidImage();
      return { image, type };
    });

    const stored: StoredImage[] = [];
    try {
      for (const { image, type } of checked) {
        const imageUrl = await this.photos.store(image.bytes, type.extension);
        stored.push({
          imageUrl,
          fileName: imageUrl.slice(imageUrl.lastIndexOf('/') + 1),
          originalName: image.originalName.slice(0, 200),
          size: image.bytes.length,
          contentType: type.contentType,
        });
      }
      return stored;
    } catch (error) {
      await this.photos.remove(stored.map((image) => image.imageUrl));
      // Bytes that look like an image but do not decode (truncated, or too many pixels) are no photo.
      throw error instanceof UndecodablePhotoError ? invalidImage() : error;
    }
  }

  /** Removes photos this service stored (by their /uploads/… address) with all their files; other addresses are ignored. */
  async removeImages(imageUrls: string[]): Promise<void> {
    await this.photos.remove(imageUrls);
  }
}

function invalidImage(): DomainError {
  return new DomainError(UploadErrorCode.InvalidImage, INVALID_IMAGE_MESSAGE, 'images');
}
