import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** How long a new page may take (its chunk, then its data) to show the heading that gets focus. */
const HEADING_WAIT_MS = 10_000;

/**
 * What a new page does when the guest follows a link to it, as a page load would: it opens at its
 * top, and keyboard and screen reader users start at its heading (the main h1) instead of on a
 * link that is gone. Used once, by the app, so every page gets it.
 *
 * - A link with a #section (the landing page's #booking…) is left to the page, which scrolls to it.
 * - Back and Forward (POP) keep the browser's own scroll position; focus still moves.
 * - Only a new path counts: a page changing its own query (a list's page number) stays where it is.
 */
export function useRouteFocus(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  const arrival = useRef({ pathname, hash, navigationType, opener: null as Element | null });
  // Noted while the new page renders, before its own effects run: what had focus then (the link
  // followed), so focus the page gives itself on arrival is not taken away from it.
  if (arrival.current.pathname !== pathname) {
    arrival.current = { pathname, hash, navigationType, opener: document.activeElement };
  }

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const { hash: section, navigationType: how, opener } = arrival.current;
    if (section) return;
    if (how !== NavigationType.Pop) window.scrollTo(0, 0);
    return focusHeadingWhenShown(opener);
  }, [pathname]);
}

/**
 * Focuses the page's h1 as soon as there is one. A page that is still loading may show a stand-in
 * heading first and its real one later; focus follows until the guest does something, the page
 * moves focus itself, or the wait is over. Answers the clean-up.
 */
export function focusHeadingWhenShown(opener: Element | null): () => void {
  let focused: HTMLElement | null = null;
  const focusFree = () => {
    const active = document.activeElement;
    return !active || active === document.body || active === opener || active === focused;
  };
  const attempt = () => {
    if (!focusFree()) return stop();
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading || (heading === focused && document.activeElement === heading)) return;
    // Focusable by script only: the heading is no stop for Tab.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    focused = heading;
  };
  const observer = new MutationObserver(attempt);
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  // Whatever the guest does next is theirs: a tap or a key ends the following.
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  attempt();
  return stop;
}
