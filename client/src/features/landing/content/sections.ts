/** The landing page's sections, in page order; the navigation bar links to each by id. */
export const SECTIONS = {
  home: 'home',
  about: 'about',
  gallery: 'gallery',
  contact: 'contact',
  rooms: 'rooms',
  accommodations: 'accommodations',
  booking: 'booking',
} as const;

export type SectionId = (typeof SECTIONS)[keyof typeof SECTIONS];

export const NAV_ITEMS: ReadonlyArray<{ id: SectionId; label: string }> = [
  { id: SECTIONS.home, label: 'Home' },
  { id: SECTIONS.about, label: 'About Us' },
  { id: SECTIONS.gallery, label: 'Gallery' },
  { id: SECTIONS.contact, label: 'Contact Us' },
  { id: SECTIONS.rooms, label: 'Rooms' },
  { id: SECTIONS.accommodations, label: 'Accommodations' },
  { id: SECTIONS.booking, label: 'Book Now' },
];

/** The <main> element, target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';
