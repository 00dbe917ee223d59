import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from './media';

export interface CarouselState {
  index: number;
  playing: boolean;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  togglePlaying(): void;
}

/**
 * Which slide shows and whether the slides advance by themselves. Every manual move stops the
 * autoplay for good (only the play button restarts it), so nothing moves under a reading visitor.
 * Autoplay starts once mounted, unless the visitor asked for reduced motion; the first render
 * is paused, the same as the prerendered page.
 */
export function useCarousel(count: number, { intervalMs, visible }: { intervalMs: number; visible: boolean }): CarouselState {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!prefersReducedMotion()) setPlaying(true);
  }, []);

  // Off screen, it waits: the visitor arrives at the first slide, and no photo downloads unseen.
  useEffect(() => {
    if (!playing || !visible || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [playing, visible, count, intervalMs]);

  const move = useCallback(
    (to: (current: number) => number) => {
      setPlaying(false);
      setIndex((current) => ((to(current) % count) + count) % count);
    },
    [count],
  );

  return {
    index,
    playing,
    next: useCallback(() => move((current) => current + 1), [move]),
    previous: useCallback(() => move((current) => current - 1), [move]),
    goTo: useCallback((target: number) => move(() => target), [move]),
    togglePlaying: useCallback(() => setPlaying((current) => !current), []),
  };
}
