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

/** The navigation's items, by the landing catalogue's key of their words. */
export const NAV_ITEMS = [
  { id: SECTIONS.home, label: 'navHome' },
  { id: SECTIONS.about, label: 'navAbout' },
  { id: SECTIONS.gallery, label: 'navGallery' },
  { id: SECTIONS.contact, label: 'navContact' },
  { id: SECTIONS.rooms, label: 'navRooms' },
  { id: SECTIONS.accommodations, label: 'navAccommodations' },
  { id: SECTIONS.booking, label: 'navBookNow' },
] as const;

/** The <main> element, target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';
