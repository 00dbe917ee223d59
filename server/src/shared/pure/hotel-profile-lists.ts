/**
 * The landing page's lists in the hotel's profile: how many of each, and the gallery's shipped
 * photos and categories. The server refuses with these, and the owner's Settings form
 * (`@server-pure/hotel-profile-lists`) offers exactly them.
 */

export const PROFILE_LIMITS = { highlights: 6, features: 9, gallery: 12 } as const;

/** The longest each of the landing page's texts may be (in characters), in English and in Hindi alike. */
export const PROFILE_TEXT_LIMITS = {
  heroText: 400,
  aboutTitle: 120,
  aboutText: 3000,
  highlight: { value: 20, label: 80 },
  feature: { title: 60, text: 240 },
  slide: { title: 60, description: 240, alt: 160 },
} as const;

/** The gallery's categories (its filter buttons). */
export const GALLERY_CATEGORIES = ['Receptions', 'Rooms', 'Lift', 'Party Hall', 'Gallery'] as const;

/**
 * The photos the site ships in /gallery (client/public/gallery): {image}-960.webp and its 160 px
 * thumbnail. Every slide names one: shown unless the owner uploaded a photo for the slide, and
 * shown again when they choose "Use default photo".
 */
export const GALLERY_IMAGES = [
  'lobby-1',
  'banquet-hall-1',
  'deluxe-king-1',
  'deluxe-king-2',
  'family-suite-1',
  'lift-lobby',
  'suite-1',
  'bathroom-1',
] as const;
