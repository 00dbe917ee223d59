import { useDeferredValue } from 'react';

/**
 * False while `loading`, and true a moment after it ends: what the answer shows is drawn as a
 * transition, in slices that leave a phone free for taps, instead of one long task the moment
 * the answer arrives (a useQuery answer is otherwise drawn at once: Lighthouse's Total Blocking Time).
 */
export function useDrawnAfterLoading(loading: boolean) {
  const drawn = useDeferredValue(!loading);
  return drawn && !loading;
}
