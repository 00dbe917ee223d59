import { useEffect } from 'react';
import { type Hotel, useHotel } from './hotel';

/** How each part of the site names its tabs. */
const TITLE_FORMATS = {
  site: (title: string, hotel: Hotel) => `${title} | ${hotel.name}`,
  admin: (title: string, hotel: Hotel) => `${title} · Admin · ${hotel.shortName}`,
};

export type TitleArea = keyof typeof TITLE_FORMATS;

/**
 * Names the browser tab, which screen readers announce on navigation; the earlier name comes back
 * when the page goes.
 */
export function usePageTitle(title: string, area: TitleArea = 'site'): void {
  const fullTitle = TITLE_FORMATS[area](title, useHotel());
  useEffect(() => {
    const previous = document.title;
    document.title = fullTitle;
    return () => {
      document.title = previous;
    };
  }, [fullTitle]);
}
