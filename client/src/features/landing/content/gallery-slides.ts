export type GalleryCategory = 'Receptions' | 'Rooms' | 'Lift' | 'Party Hall' | 'Gallery';

export interface GallerySlide {
  /** File name stem in /gallery: {image}-960.webp (slide) and {image}-160.webp (thumbnail). */
  image: string;
  category: GalleryCategory;
  title: string;
  description: string;
  alt: string;
}

/** The eight slides of the gallery (spec section 9: 8 slides). */
export const GALLERY_SLIDES: readonly GallerySlide[] = [
  {
    image: 'lobby-1',
    category: 'Receptions',
    title: 'Reception and lobby',
    description: 'Our front desk is open day and night, with a seating corner to wait, meet family or plan the day.',
    alt: 'The lobby with the reception desk, sofas and a red carpet',
  },
  {
    image: 'banquet-hall-1',
    category: 'Party Hall',
    title: 'The banquet hall',
    description: 'Chandeliers, a decorated stage and round tables for wedding receptions, engagements and birthday parties.',
    alt: 'The banquet hall laid with white-draped chairs and round tables before a red stage',
  },
  {
    image: 'deluxe-king-1',
    category: 'Rooms',
    title: 'Deluxe King room',
    description: 'A king bed with soft linen, an armchair by the window and a rain shower. Breakfast is included.',
    alt: 'A deluxe room with a king bed, an orange armchair and a window onto the city at dusk',
  },
  {
    image: 'family-suite-1',
    category: 'Rooms',
    title: 'Family Suite',
    description: 'Two beds and a sofa bed, close to the lift and the hall: made for families coming to a wedding.',
    alt: 'A family suite with two beds, a green sofa and a wooden floor',
  },
  {
    image: 'lift-lobby',
    category: 'Lift',
    title: 'Lifts to every floor',
    description: 'Two lifts serve the banquet hall and all four floors, so elders and luggage never face the stairs.',
    alt: 'The lift lobby with two steel lift doors, floor indicators and a red runner',
  },
  {
    image: 'suite-1',
    category: 'Rooms',
    title: 'Royal Suite',
    description: 'A top-floor suite with its own living room and a king bedroom, a favourite of brides and grooms.',
    alt: 'The living room of the Royal Suite with dark green walls, a sofa and a chandelier',
  },
  {
    image: 'bathroom-1',
    category: 'Gallery',
    title: 'Attached bathrooms',
    description: 'Every room has its own clean, tiled bathroom with a glass shower and hot water all day.',
    alt: 'A white tiled bathroom with a washbasin, a mirror and a glass shower',
  },
  {
    image: 'deluxe-king-2',
    category: 'Gallery',
    title: 'Rooms with a view',
    description: 'Tall windows, a sitting corner and a view over the city from our upper floors.',
    alt: 'A room with a sitting corner before tall windows with blue curtains',
  },
];

export const SLIDE_SIZE = { width: 960, height: 640 } as const;
export const THUMB_SIZE = { width: 160, height: 107 } as const;

export const slideSrc = (slide: GallerySlide) => `/gallery/${slide.image}-${SLIDE_SIZE.width}.webp`;
export const thumbSrc = (slide: GallerySlide) => `/gallery/${slide.image}-${THUMB_SIZE.width}.webp`;
