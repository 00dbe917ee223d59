/** window.matchMedia where it exists (not in jsdom or old browsers). */
export function mediaQuery(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

export function prefersReducedMotion(): boolean {
  return mediaQuery('(prefers-reduced-motion: reduce)')?.matches ?? false;
}

/** Wide enough for the navigation links to sit in the bar (keep in step with navbar.css). */
export const DESKTOP_NAV_QUERY = '(min-width: 1200px)';
