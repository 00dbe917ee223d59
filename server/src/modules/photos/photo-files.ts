import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EncodedPhoto, PHOTO_WIDTHS, PublicExtension, VARIANT_FORMATS } from './photo-encoder';
import { variantUrl } from './photo-view';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** An upload this server stored: /uploads/<uuid>.<jpg|png|webp>. Demo photos and outside addresses are not. */
const UPLOADED_URL = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;
/** A public photo file in the uploads folder that may lack variants: not itself a variant. */
const PUBLIC_FILE = /^[A-Za-z0-9][A-Za-z0-9-]*\.(jpg|png|webp)$/;
const VARIANT_FILE = /-\d{1,4}\.(avif|webp)$/;

/** The file name inside the uploads folder of an uploaded photo's address; undefined for any other address. */
export function uploadedFileName(url: string): string | undefined {
  return UPLOADED_URL.test(url) ? url.slice(UPLOADS_URL_PREFIX.length) : undefined;
}

export function isPublicPhotoFile(name: string): boolean {
  return PUBLIC_FILE.test(name) && !VARIANT_FILE.test(name);
}

/**
 * Where a photo's files live: the public ones (served by /uploads) and the untouched original in
 * a folder no route serves but the admin's download.
 */
export class PhotoFiles {
  constructor(
    readonly uploadsDir: string,
    readonly originalsDir: string,
  ) {}

  newFileName(extension: PublicExtension): string {
    return `${randomUUID()}.${extension}`;
  }

  publicPath(fileName: string): string {
    return path.join(this.uploadsDir, fileName);
  }

  originalPath(fileName: string): string {
    return path.join(this.originalsDir, fileName);
  }

  private variantPath(fileName: string, width: number, format: 'avif' | 'webp'): string {
    return this.publicPath(variantUrl(UPLOADS_URL_PREFIX + fileName, width, format).slice(UPLOADS_URL_PREFIX.length));
  }

  /**
   * Writes a new photo's variants, public file and original, each as a new file (never over
   * another); when one fails, removes what it wrote and throws.
   */
  async writeNew(fileName: string, encoded: EncodedPhoto, original: Buffer): Promise<void> {
    await mkdir(this.uploadsDir, { recursive: true });
    await mkdir(this.originalsDir, { recursive: true });
    const writes: [string, Buffer][] = [
      ...encoded.variants.map((variant): [string, Buffer] => [
        this.variantPath(fileName, variant.width, variant.format),
        variant.bytes,
      ]),
      [this.publicPath(fileName), encoded.publicFile],
      [this.originalPath(fileName), original],
    ];
    const written: string[] = [];
    try {
      for (const [file, bytes] of writes) {
        await writeFile(file, bytes, { flag: 'wx' });
        written.push(file);
      }
    } catch (error) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw error;
    }
  }

  /**
   * Re-encodes a photo already served (uploaded before photos were re-encoded): keeps the file as
   * it was as the original, adds the variants, then swaps the public file for the clean one in one
   * rename, so a request never sees half a file.
   */
  async rewrite(fileName: string, encoded: EncodedPhoto, original: Buffer): Promise<void> {
    await mkdir(this.originalsDir, { recursive: true });
    await writeFile(this.originalPath(fileName), original);
    for (const variant of encoded.variants)
      await writeFile(this.variantPath(fileName, variant.width, variant.format), variant.bytes);
    const staging = this.publicPath(`.${fileName}.encoding`);
    await writeFile(staging, encoded.publicFile);
    await rename(staging, this.publicPath(fileName));
  }

  /** Removes a photo's public file, every variant it may have and its original. */
  async remove(fileName: string): Promise<void> {
    const variants = PHOTO_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => this.variantPath(fileName, width, format)));
    // A photo narrower than 400 px has one variant at its own width: find it by its name.
    const stem = fileName.replace(/\.[a-z]+$/, '');
    const odd = (await readdir(this.uploadsDir).catch(() => [] as string[])).filter((name) =>
      new RegExp(`^${stem}-\\d{1,3}\\.(avif|webp)$`).test(name),
    );
    await Promise.all([
      rm(this.publicPath(fileName), { force: true }),
      rm(this.originalPath(fileName), { force: true }),
      ...variants.map((variant) => rm(variant, { force: true })),
      ...odd.map((name) => rm(this.publicPath(name), { force: true })),
    ]);
  }
}
