import type { PhotoView } from './photo-view';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The <link> that makes the browser fetch a page's largest photo (its LCP) first: the AVIF
 * srcset with the sizes the page uses, at high priority. A photo without variants is preloaded
 * by its address.
 */
export function photoPreloadLink(photo: PhotoView, sizes: string): string {
  const attributes = photo.avifSrcset
    ? `imagesrcset="${escapeAttribute(photo.avifSrcset)}" imagesizes="${escapeAttribute(sizes)}" type="image/avif"`
    : `href="${escapeAttribute(photo.src)}"`;
  return `<link rel="preload" as="image" ${attributes} fetchpriority="high">`;
}
