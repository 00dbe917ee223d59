import { useEffect, useState } from 'react';

/** True once the page is scrolled further than `threshold` pixels. */
export function useScrolled(threshold: number): boolean {
  // Starts false, as in the prerendered page; the effect reads the real scroll position.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
