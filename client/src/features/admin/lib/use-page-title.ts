import { useEffect } from 'react';
import { HOTEL } from '../../../lib/hotel';

/** Each admin screen names itself in the tab and for screen readers' page announcements. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Admin · ${HOTEL.shortName}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
