import { readdir, readFile, stat } from 'node:fs/promises';
import { DataSource, In } from 'typeorm';
import { Logger } from '../../shared/logger';
import { EncodedPhoto, encodePhoto, PublicExtension } from './photo-encoder';
import { isPublicPhotoFile, PhotoFiles, UPLOADS_URL_PREFIX, uploadedFileName } from './photo-files';
import { PhotoView, photoView } from './photo-view';
import { StoredPhoto } from './stored-photo.entity';

const CONTENT_TYPES: Record<PublicExtension, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const FRESH_UPLOAD_MS = 5 * 60_000;

export interface OriginalPhoto {
  path: string;
  contentType: string;
}

/**
 * Photos and their encoded variants: stores a checked image as an upright, metadata-free public
 * file with AVIF and WebP variants (keeping the untouched original for the admin), answers how
 * pages show them, and removes them with every file they have.
 */
export class PhotosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: PhotoFiles,
  ) {}

  /** Encodes and stores one image (already checked to be JPEG, PNG or WebP); answers its public address. */
  async store(bytes: Buffer, extension: PublicExtension): Promise<string> {
    const encoded = await encodePhoto(bytes, extension);
    const fileName = this.files.newFileName(extension);
    await this.files.writeNew(fileName, encoded, bytes);
    try {
      await this.record(UPLOADS_URL_PREFIX + fileName, encoded, fileName);
    } catch (error) {
      await this.files.remove(fileName);
      throw error;
    }
    return UPLOADS_URL_PREFIX + fileName;
  }

  /** Notes a photo whose files are in place (the store above, the demo seed, the re-encoding of old uploads). */
  async record(url: string, size: Pick<EncodedPhoto, 'width' | 'height' | 'widths'>, originalFile: string | null) {
    const { width, height, widths } = size;
    await this.dataSource.getRepository(StoredPhoto).upsert({ url, width, height, widths, originalFile }, ['url']);
  }

  /** Removes uploaded photos with their variants and originals; other addresses (demo photos, https) are left alone. */
  async remove(urls: string[]): Promise<void> {
    const fileNames = urls.map(uploadedFileName).filter((name): name is string => name !== undefined);
    if (fileNames.length === 0) return;
    await this.dataSource.getRepository(StoredPhoto).delete({ url: In(fileNames.map((name) => UPLOADS_URL_PREFIX + name)) });
    await Promise.all(fileNames.map((name) => this.files.remove(name)));
  }

  /** How to show each address, in the order given, in one query. */
  async viewsOf(urls: readonly string[]): Promise<PhotoView[]> {
    const ours = [...new Set(urls.filter((url) => url.startsWith(UPLOADS_URL_PREFIX)))];
    const stored = ours.length === 0 ? [] : await this.dataSource.getRepository(StoredPhoto).findBy({ url: In(ours) });
    const byUrl = new Map(stored.map((photo) => [photo.url, photo]));
    return urls.map((url) => photoView(url, byUrl.get(url)));
  }

  /** The untouched upload behind a public photo file name, for the admin; undefined when there is none. */
  async original(fileName: string): Promise<OriginalPhoto | undefined> {
    const url = UPLOADS_URL_PREFIX + fileName;
    if (!uploadedFileName(url)) return undefined;
    const photo = await this.dataSource.getRepository(StoredPhoto).findOneBy({ url });
    if (!photo?.originalFile) return undefined;
    const file = this.files.originalPath(photo.originalFile);
    if (!(await stat(file).catch(() => undefined))) return undefined;
    return { path: file, contentType: CONTENT_TYPES[photo.originalFile.split('.').pop() as PublicExtension] };
  }

  /**
   * Encodes up to `limit` photos in the uploads folder that have no variants yet (uploaded before
   * photos were re-encoded): the file as it is becomes the original, the public file is rewritten
   * without metadata. Answers how many it encoded; a file that does not decode is logged and skipped.
   * Run once at a time (the periodic work's lock): it rewrites files in place.
   */
  async encodeOldUploads(limit: number, logger: Logger, now = new Date()): Promise<number> {
    const names = (await readdir(this.files.uploadsDir).catch(() => [] as string[])).filter(isPublicPhotoFile);
    if (names.length === 0) return 0;
    const known = new Set(
      (await this.dataSource.getRepository(StoredPhoto).find({ select: { url: true } })).map((photo) => photo.url),
    );
    let encoded = 0;
    for (const name of names) {
      if (encoded >= limit) break;
      if (known.has(UPLOADS_URL_PREFIX + name) || this.skipped.has(name)) continue;
      // A file younger than this may be an upload being stored right now, its record not yet written.
      const modified = await stat(this.files.publicPath(name)).catch(() => undefined);
      if (!modified || now.getTime() - modified.mtimeMs < FRESH_UPLOAD_MS) continue;
      try {
        await this.encodeOldUpload(name);
        encoded += 1;
      } catch (error) {
        this.skipped.add(name);
        logger.warn({ file: name, err: error }, 'an old upload could not be re-encoded; it is served as it is');
      }
    }
    return encoded;
  }

  private readonly skipped = new Set<string>();

  private async encodeOldUpload(name: string): Promise<void> {
    const bytes = await readFile(this.files.publicPath(name));
    const encoded = await encodePhoto(bytes, name.split('.').pop() as PublicExtension);
    await this.files.rewrite(name, encoded, bytes);
    await this.record(UPLOADS_URL_PREFIX + name, encoded, name);
  }
}
