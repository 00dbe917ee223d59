import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RoomOffersDocument, RoomsForStayDocument } from '../../../graphql/generated';
import { useNearestFreeStays, useRoomsForStay } from './use-rooms-for-stay';

/**
 * The live parts of the room and rooms pages hand these states to their page in an effect that
 * runs when the state changes: a hook that made a new object on every render would make the page
 * render again and again (and starve a navigation away from it).
 */
const stay = { checkIn: '2026-12-20', checkOut: '2026-12-22' };
const down = (query: unknown, variables: Record<string, unknown>) => ({
  request: { query, variables },
  error: new Error('The server is down'),
  delay: 20,
});
const withMocks =
  (mocks: ReturnType<typeof down>[]) =>
  ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

describe('the states the live parts hand to their page', () => {
  it('useRoomsForStay: the same object while loading, and again once it failed', async () => {
    const { result, rerender } = renderHook(() => useRoomsForStay(stay), {
      wrapper: withMocks([down(RoomsForStayDocument, stay), down(RoomOffersDocument, stay)]),
    });
    const loading = result.current;
    expect(loading.status).toBe('loading');
    rerender();
    expect(result.current).toBe(loading);
    await waitFor(() => expect(result.current.status).toBe('error'));
    const failed = result.current;
    rerender();
    expect(result.current).toBe(failed);
  });

  it('useNearestFreeStays: the same empty list when the stay is not sold out', () => {
    const { result, rerender } = renderHook(() => useNearestFreeStays(stay, { adults: 1, children: 0 }, 1, false), {
      wrapper: withMocks([]),
    });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
