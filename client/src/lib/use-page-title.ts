import { useEffect } from 'react';
import { HOTEL } from './hotel';

/** How each part of the site names its tabs. */
const TITLE_FORMATS = {
  site: (title: string) => `${title} | ${HOTEL.name}`,
  admin: (title: string) => `${title} · Admin · ${HOTEL.shortName}`,
};

export type TitleArea = keyof typeof TITLE_FORMATS;

/**
 * Names the browser tab, which screen readers announce on navigation; the earlier name comes back
 * when the page goes.
 */
export function usePageTitle(title: string, area: TitleArea = 'site'): void {
  const fullTitle = TITLE_FORMATS[area](title);
  useEffect(() => {
    const previous = document.title;
    document.title = fullTitle;
    return () => {
      document.title = previous;
    };
  }, [fullTitle]);
}
