import type { Hotel } from '../../../lib/hotel';

/**
 * A slide of the gallery, as the hotel's profile lists them (spec section 9: 8 slides by default;
 * the owner edits them). `image` is the file name stem in /gallery: {image}-960.webp (slide) and
 * {image}-160.webp (thumbnail).
 */
export type GallerySlide = Hotel['gallery'][number];

export const SLIDE_SIZE = { width: 960, height: 640 } as const;
export const THUMB_SIZE = { width: 160, height: 107 } as const;

export const slideSrc = (slide: GallerySlide) => `/gallery/${slide.image}-${SLIDE_SIZE.width}.webp`;
export const thumbSrc = (slide: GallerySlide) => `/gallery/${slide.image}-${THUMB_SIZE.width}.webp`;
