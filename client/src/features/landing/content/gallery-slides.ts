import type { PhotoSource } from '../../../components/ui/ResponsivePhoto';
import type { Hotel } from '../../../lib/hotel';

/**
 * A slide of the gallery, as the hotel's profile lists them (spec section 9: 8 slides by default;
 * the owner edits them). `image` is the file name stem in /gallery: {image}-960.webp (slide) and
 * {image}-160.webp (thumbnail); `photo`, when the owner uploaded one for the slide, is shown
 * instead, in the size the screen needs (srcset).
 */
/** A slide as the carousel shows it: its words in the page's language (`lang: 'en'` when they fell back to English). */
export type GallerySlide = Hotel['gallery'][number] & { lang?: 'en' };

export const SLIDE_SIZE = { width: 960, height: 640 } as const;
export const THUMB_SIZE = { width: 160, height: 107 } as const;
/** How wide a slide and a thumbnail are shown (gallery.css): the carousel is at most 960 px wide. */
export const SLIDE_SIZES = '(min-width: 1000px) 960px, 100vw';
export const THUMB_SIZES = '(min-width: 768px) 96px, 80px';

export const slideSrc = (slide: GallerySlide) => `/gallery/${slide.image}-${SLIDE_SIZE.width}.webp`;
export const thumbSrc = (slide: GallerySlide) => `/gallery/${slide.image}-${THUMB_SIZE.width}.webp`;

/** A slide's photo: the owner's upload (with its srcsets) when there is one, else the shipped photo. */
export function slidePhoto(slide: GallerySlide, size: 'slide' | 'thumb'): PhotoSource {
  if (slide.photo) return slide.photo;
  const { width, height } = size === 'slide' ? SLIDE_SIZE : THUMB_SIZE;
  return { src: size === 'slide' ? slideSrc(slide) : thumbSrc(slide), width, height, avifSrcset: null, webpSrcset: null };
}

/** Two slides may show the same shipped photo: a slide is its place and its photo. */
export const slideKey = (slide: GallerySlide, index: number) => `${index}-${slide.photoId ?? slide.image}`;
