import type sharp from 'sharp';
import { UndecodablePhotoError } from './photo-errors';

type Sharp = typeof sharp;
let loaded: Sharp | undefined;

/**
 * sharp and its libvips are loaded with the first photo to encode, not with the app: uploads are
 * rare, and the library costs ~20 MiB of memory from the moment it is loaded. Its operation cache
 * (up to 50 MiB) is off: each photo is encoded once, so nothing in it would be used again.
 */
async function loadSharp(): Promise<Sharp> {
  if (!loaded) {
    loaded = (await import('sharp')).default;
    loaded.cache(false);
  }
  return loaded;
}

/** The widths a photo is encoded at, those not wider than the photo itself. */
export const PHOTO_WIDTHS = [400, 800, 1200, 1600] as const;
export type VariantFormat = 'avif' | 'webp';
export const VARIANT_FORMATS: readonly VariantFormat[] = ['avif', 'webp'];
export type PublicExtension = 'jpg' | 'png' | 'webp';

/**
 * A photo larger than this (in pixels) is refused: 5 MB of PNG can hold a picture that would take
 * gigabytes to decode. 50 megapixels is more than any phone or camera a hotel uses makes.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

export interface EncodedVariant {
  width: number;
  format: VariantFormat;
  bytes: Buffer;
}

export interface EncodedPhoto {
  /** Upright (after the EXIF orientation is applied), in pixels. */
  width: number;
  height: number;
  /** The widths of the variants, narrowest first. */
  widths: number[];
  /** The photo at full size in its own format, upright and with no metadata at all. */
  publicFile: Buffer;
  variants: EncodedVariant[];
}

/** The variant widths for a photo this wide: the standard ones it reaches, or its own width when narrower than all. */
export function variantWidths(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

function decoder(library: Sharp, bytes: Buffer): sharp.Sharp {
  // Metadata (EXIF, GPS, XMP, IPTC, ICC) is dropped unless asked for, and it is never asked for;
  // autoOrient turns the pixels upright first, so nothing depends on the orientation tag.
  return library(bytes, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS }).autoOrient();
}

function encodeAs(image: sharp.Sharp, format: PublicExtension | VariantFormat): sharp.Sharp {
  switch (format) {
    case 'avif':
      // effort 2: a twelve-megapixel photo takes about 2 s for all its variants on one core.
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75, effort: 4 });
    case 'jpg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
  }
}

/**
 * Re-encodes a photo: the full-size public file in its own format and AVIF and WebP at each
 * variant width, all upright and without metadata, never wider than the photo.
 */
export async function encodePhoto(bytes: Buffer, extension: PublicExtension): Promise<EncodedPhoto> {
  const library = await loadSharp();
  let publicFile: { data: Buffer; info: sharp.OutputInfo };
  try {
    publicFile = await encodeAs(decoder(library, bytes), extension).toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UndecodablePhotoError(error instanceof Error ? error.message : String(error));
  }
  const { width, height } = publicFile.info;
  const widths = variantWidths(width);
  const variants: EncodedVariant[] = [];
  for (const variantWidth of widths) {
    for (const format of VARIANT_FORMATS) {
      const resized = decoder(library, bytes).resize({ width: variantWidth, withoutEnlargement: true });
      variants.push({ width: variantWidth, format, bytes: await encodeAs(resized, format).toBuffer() });
    }
  }
  return { width, height, widths, publicFile: publicFile.data, variants };
}
