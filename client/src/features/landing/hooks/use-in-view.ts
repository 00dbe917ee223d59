import { RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is on screen, and whether it has ever been. Without IntersectionObserver
 * (old browsers, jsdom) it counts as on screen.
 */
export function useInView(ref: RefObject<Element | null>): { inView: boolean; seen: boolean } {
  const [state, setState] = useState({ inView: false, seen: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState({ inView: true, seen: true });
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setState((current) => ({ inView: entry.isIntersecting, seen: current.seen || entry.isIntersecting }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return state;
}
