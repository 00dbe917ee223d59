import { Field, Int, ObjectType } from 'type-graphql';
import { StoredPhoto } from './stored-photo.entity';

/** How a page shows a photo: its address, a fallback source, its size and its srcsets. */
@ObjectType('Photo', { description: 'A photo with its re-encoded sizes, for <picture>/srcset.' })
export class PhotoView {
  @Field({ description: 'The address stored on the room or hall (also in imageUrls/photoUrls).' })
  url: string;

  @Field({ description: 'What an <img src> shows: an 800 px WebP when there is one, else the address itself.' })
  src: string;

  @Field(() => Int, { nullable: true, description: 'Width in pixels, upright; null when unknown (an outside address).' })
  width: number | null;

  @Field(() => Int, { nullable: true, description: 'Height in pixels, upright; null when unknown.' })
  height: number | null;

  @Field(() => String, { nullable: true, description: 'AVIF variants as a srcset ("… 400w, … 800w"); null without.' })
  avifSrcset: string | null;

  @Field(() => String, { nullable: true, description: 'WebP variants as a srcset; null without.' })
  webpSrcset: string | null;
}

/** /uploads/abc.jpg at 800, as webp → /uploads/abc-800.webp */
export function variantUrl(url: string, width: number, format: 'avif' | 'webp'): string {
  return `${url.replace(/\.[a-z]+$/, '')}-${width}.${format}`;
}

/** The view of a photo; without a stored record (an https address, an upload not yet encoded) only its address. */
export function photoView(url: string, stored?: StoredPhoto): PhotoView {
  if (!stored) return { url, src: url, width: null, height: null, avifSrcset: null, webpSrcset: null };
  const srcset = (format: 'avif' | 'webp') =>
    stored.widths.map((width) => `${variantUrl(url, width, format)} ${width}w`).join(', ');
  const fallbackWidth = [...stored.widths].reverse().find((width) => width <= 800) ?? stored.widths[0];
  return {
    url,
    src: variantUrl(url, fallbackWidth, 'webp'),
    width: stored.width,
    height: stored.height,
    avifSrcset: srcset('avif'),
    webpSrcset: srcset('webp'),
  };
}
